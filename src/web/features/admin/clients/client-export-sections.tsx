import type { ReactNode } from 'react';
import { formatGBP } from '../../../../core/money.ts';
import type { ClientDataExport } from '../../../../core/schemas/client-data.schema.ts';
import { statusLabel } from '../../../../core/status.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { ListTable } from '../shared/ui/list-table.tsx';
import { paymentsAsPaid, serviceText, servicesByVisit } from './export-visits.ts';

const cell = 'px-2.5 py-3 align-top';
const orNone = (text: string) => text || '—';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="font-display text-xl font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** The record: contact details, the salon's notes, consent with its date. */
export function ClientDetailsSection({ client }: Pick<ClientDataExport, 'client'>) {
  const rows: Array<[string, string]> = [
    ['Name', client.name],
    ['Email', orNone(client.email)],
    ['Phone', orNone(client.phone)],
    ['Staff notes', orNone(client.notes)],
    ['Marketing e-mails', client.marketingConsentAt ? `Agreed on ${formatDateTime(client.marketingConsentAt)}` : 'Not agreed'],
    ['Client since', formatDateTime(client.createdAt)],
    ...(client.erasedAt ? ([['Erased', formatDateTime(client.erasedAt)]] as Array<[string, string]>) : []),
  ];
  return (
    <Section id="export-details" title="Details">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-stone-700">{term}</dt>
            <dd className="whitespace-pre-line break-words text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** Every visit: what, when, with whom, its status and price, and the details given when booking it. */
export function VisitsSection({ visits }: Pick<ClientDataExport, 'visits'>) {
  const byVisit = servicesByVisit(visits);
  return (
    <Section id="export-visits" title={`Visits (${byVisit.size})`}>
      {visits.length === 0 ? (
        <p className="text-stone-600">No visits.</p>
      ) : (
        <ListTable columns={['When', 'Service', 'Beautician', 'Status', 'Price', 'Details given', 'Booked']}>
          {visits.map((v) => (
            <tr key={v._id}>
              <td className={`${cell} whitespace-nowrap`}>{formatDateTime(v.start)}</td>
              <td className={cell}>{serviceText(v, byVisit)}</td>
              <td className={cell}>{v.beautician.name}</td>
              <td className={cell}>{statusLabel(v.status)}</td>
              <td className={`${cell} tabular-nums`}>{formatGBP(v.price)}</td>
              <td className={`${cell} break-words`}>
                {[v.details.name, v.details.email, v.details.phone, v.details.notes].filter(Boolean).join(' · ') || '—'}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{formatDateTime(v.bookedAt)}</td>
            </tr>
          ))}
        </ListTable>
      )}
    </Section>
  );
}

/**
 * Every movement of the visits' money: online payments and refunds, payments at the salon, reversals. A payment for
 * a visit of several services, recorded spread over them, is one line here, as the client paid it.
 */
export function MoneySection({ visits }: Pick<ClientDataExport, 'visits'>) {
  const entries = paymentsAsPaid(visits);
  return (
    <Section id="export-money" title="Payments and refunds">
      {entries.length === 0 ? (
        <p className="text-stone-600">No payments.</p>
      ) : (
        <ListTable columns={['When', 'Visit', 'Kind', 'Method', 'Amount', 'Tip', 'Note']}>
          {entries.map((m) => (
            <tr key={m.key}>
              <td className={`${cell} whitespace-nowrap`}>{formatDateTime(m.takenAt)}</td>
              <td className={cell}>{`${m.services}, ${formatDateTime(m.start)}`}</td>
              <td className={cell}>{statusLabel(m.kind)}</td>
              <td className={cell}>{statusLabel(m.method)}</td>
              <td className={`${cell} tabular-nums`}>{formatGBP(m.amount)}</td>
              <td className={`${cell} tabular-nums`}>{formatGBP(m.tip)}</td>
              <td className={`${cell} break-words`}>{orNone(m.note)}</td>
            </tr>
          ))}
        </ListTable>
      )}
    </Section>
  );
}

/** The e-mails sent to the client, each readable in full. */
export function MessagesSection({ messages }: Pick<ClientDataExport, 'messages'>) {
  return (
    <Section id="export-messages" title={`E-mails sent (${messages.length})`}>
      {messages.length === 0 ? (
        <p className="text-stone-600">No e-mails.</p>
      ) : (
        <ul className="space-y-3">
          {messages.map((m) => (
            <li key={m._id} className="rounded-xl border border-stone-200 p-3">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-medium">{m.subject}</span>
                  <span className="text-stone-600">{` — to ${m.to}, ${formatDateTime(m.createdAt)}, ${statusLabel(m.status)}`}</span>
                </summary>
                <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm text-stone-800">{m.text}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
