import { useParams } from 'react-router';
import { WaitlistEntryPage } from '../features/waitlist/waitlist-entry-page.tsx';

/** '/waitlist/:token' (issue 28; not in the spec): the link in a client's waitlist e-mails, to their place on it. */
export function Component() {
  const { token = '' } = useParams();
  return (
    <>
      <title>Your place on the waitlist</title>
      <WaitlistEntryPage key={token} token={token} />
    </>
  );
}
