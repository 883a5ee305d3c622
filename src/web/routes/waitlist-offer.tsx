import { useParams } from 'react-router';
import { WaitlistOfferPage } from '../features/waitlist/waitlist-offer-page.tsx';

/** '/offer/:token' (issue 28; not in the spec): the link in the e-mail offering a waiting client a time. */
export function Component() {
  const { token = '' } = useParams();
  return <WaitlistOfferPage key={token} token={token} />;
}
