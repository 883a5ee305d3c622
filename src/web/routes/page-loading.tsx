import { Spinner } from '../components/ui/spinner.tsx';

/** Shown while a page's code chunk arrives on a first visit straight to that page. */
export function PageLoading() {
  return <Spinner label="Loading..." />;
}
