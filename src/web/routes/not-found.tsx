import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { paths } from '../lib/paths.ts';

export function NotFoundRoute() {
  return (
    <Card className="mx-auto max-w-xl text-center">
      <title>Page not found</title>
      <h1 className="font-display text-3xl font-semibold">Page not found</h1>
      <p className="mt-3 text-stone-600">The page you were looking for isn't here.</p>
      <Link to={paths.home} className={buttonClasses({ className: 'mt-7' })}>
        Back to Services
      </Link>
    </Card>
  );
}
