import { useMatches } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';

/** Sections of spec §2 not built yet (revenue, services, staff, hours, settings); the route names the title. */
export function Component() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { title?: string } | undefined;
  const title = handle?.title ?? 'Coming soon';
  return (
    <>
      <title>{`${title} · Admin Portal`}</title>
      <PageHeading title={title} />
      <Card className="max-w-xl">
        <h2 className="font-display text-xl font-semibold">Coming soon</h2>
        <p className="mt-2 text-stone-600">This part of the back office is on its way.</p>
      </Card>
    </>
  );
}
