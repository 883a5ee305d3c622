import { Link } from 'react-router';
import type { ClientMatch } from '../../../../core/schemas/client-search.schema.ts';
import { formatDateTimeNumeric } from '../../../lib/format.ts';
import { adminPaths } from '../../../lib/paths.ts';
import { ListTable } from '../shared/ui/list-table.tsx';
import { plural } from '../../../../core/plural.ts';
import { toneClasses } from '../../../lib/status-tones.ts';

const COLUMNS = ['Name', 'Email', 'Phone', 'Visits', 'Last visit'] as const;

const lastVisit = (client: ClientMatch) => (client.lastVisit ? formatDateTimeNumeric(client.lastVisit) : 'None');

function ClientLink({ client }: { client: ClientMatch }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Link to={adminPaths.client(client._id)} className="font-medium text-plum-800 underline-offset-4 hover:underline">
        {client.name}
      </Link>
      {/* A record made for a new e-mail with another's phone (docs/decisions/0037): staff merge or tell them apart. */}
      {client.possibleDuplicate && (
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${toneClasses('amber')}`}>Possible duplicate</span>
      )}
    </span>
  );
}

/** The large-screen list: the name opens the profile. */
export function ClientsTable({ clients }: { clients: ClientMatch[] }) {
  return (
    <ListTable columns={COLUMNS}>
      {clients.map((c) => (
        <tr key={c._id} className="align-top">
          <td className="px-2.5 py-3">
            <ClientLink client={c} />
          </td>
          <td className="break-all px-2.5 py-3">{c.email}</td>
          <td className="whitespace-nowrap px-2.5 py-3">{c.phone}</td>
          <td className="px-2.5 py-3 tabular-nums">{c.visits}</td>
          <td className="whitespace-nowrap px-2.5 py-3 tabular-nums">{lastVisit(c)}</td>
        </tr>
      ))}
    </ListTable>
  );
}

/** The small-screen list (down to 360 px): the same facts as the table's columns. */
export function ClientsCards({ clients }: { clients: ClientMatch[] }) {
  return (
    <ul className="divide-y divide-stone-100">
      {clients.map((c) => (
        <li key={c._id} className="space-y-1 py-3 text-sm">
          <ClientLink client={c} />
          <p className="break-all text-stone-700">{[c.phone, c.email].filter(Boolean).join(' · ')}</p>
          <p className="text-stone-600">{`${plural(c.visits, 'visit')} · last ${lastVisit(c)}`}</p>
        </li>
      ))}
    </ul>
  );
}
