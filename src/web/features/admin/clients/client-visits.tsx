import { formatGBP } from '../../../../core/money.ts';
import type { ClientVisit, ClientVisitService } from '../../../../core/schemas/client-profile.schema.ts';
import { Card } from '../../../components/ui/card.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { listStatusTone } from '../../../lib/status-tones.ts';
import { ListTable } from '../shared/ui/list-table.tsx';

const COLUMNS = ['Date', 'Service', 'Beautician', 'Status', 'Price', 'Paid'] as const;

/**
 * A client's visits, one row each with its status and money; a visit of several services (issue 25) lists them in
 * its row, each beside who does it, as the client booked them as one.
 */
export function ClientVisits({ title, visits, empty }: { title: string; visits: ClientVisit[]; empty: string }) {
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <Card aria-labelledby={headingId} className="p-3 sm:p-5">
      <h2 id={headingId} className="mb-3 px-2 font-display text-xl font-semibold">
        {title}
      </h2>
      {visits.length === 0 ? (
        <p className="px-2 py-4 text-stone-600">{empty}</p>
      ) : (
        <ListTable columns={COLUMNS}>
          {visits.map((v) => (
            <tr key={v._id} className="align-top">
              <td className="whitespace-nowrap px-2.5 py-3 tabular-nums">{formatDateTime(v.start)}</td>
              <PerService services={v.services ?? [v]} text={(p) => (p.variantName ? `${p.service} · ${p.variantName}` : p.service)} />
              <PerService services={v.services ?? [v]} text={(p) => p.beautician} />
              <td className="px-2.5 py-3">
                <StatusBadge status={v.status} tone={listStatusTone(v.status)} />
              </td>
              <td className="px-2.5 py-3 tabular-nums">{formatGBP(v.price)}</td>
              <td className="px-2.5 py-3 tabular-nums">
                {formatGBP(v.paid)}
                {v.owed > 0 && <span className="block font-medium text-amber-900">{`owes ${formatGBP(v.owed)}`}</span>}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </Card>
  );
}

/** A cell with one line per service of the visit (plain text for one), so that the Service and Beautician lines align. */
function PerService({ services, text }: { services: readonly ClientVisitService[]; text: (p: ClientVisitService) => string }) {
  return (
    <td className="px-2.5 py-3">
      {services.length === 1 ? (
        text(services[0]!)
      ) : (
        <ul className="space-y-1">
          {services.map((p) => (
            <li key={p._id}>{text(p)}</li>
          ))}
        </ul>
      )}
    </td>
  );
}
