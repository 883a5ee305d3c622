import type { BeauticianPublic } from '../../../../core/schemas/catalog.schema.ts';
import type { Visit, VisitLine } from './use-visit.ts';

/** Who does the service: the beautician chosen, or any. */
function whoDoes(line: VisitLine, beauticians: readonly BeauticianPublic[]): string {
  const chosen = line.item.any ? undefined : beauticians.find((b) => b._id === line.item.beauticianId);
  return chosen?.name ?? 'Any beautician';
}

/**
 * The visit's services one line each with who does it (issue 40): what '/times' shows of a visit while its editor (the
 * options, beauticians and order) is folded away, so that on a phone the calendar comes on the first screen. The
 * options are in the editor, and the checkout lists them before anything is booked.
 */
export function VisitAtAGlance({ visit, beauticians }: { visit: Visit; beauticians: readonly BeauticianPublic[] }) {
  return (
    <ol className="space-y-0.5 text-sm leading-5">
      {visit.lines.map((line, index) => (
        <li key={line.item.serviceId}>
          <span className="mr-1 text-stone-500">{index + 1}.</span>{' '}
          <span className="font-medium text-stone-900">{line.service?.name ?? 'A service no longer offered'}</span>
          <span className="text-stone-700">{` · ${whoDoes(line, beauticians)}`}</span>
        </li>
      ))}
    </ol>
  );
}
