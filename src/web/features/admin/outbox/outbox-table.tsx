import type { OutboxSummary } from '../../../../core/schemas/notifications.schema.ts';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTimeNumeric } from '../../../lib/format.ts';
import { ListTable } from '../shared/ui/list-table.tsx';
import { ChannelTag } from './channel-tag.tsx';
import { kindLabel, messageStatusTone } from './outbox-display.ts';

const COLUMNS = ['Created', 'Client', 'To', 'Subject', 'Kind', 'Status', 'Attempts'] as const;

interface OutboxTableProps {
  messages: OutboxSummary[];
  onOpen: (id: string) => void;
}

/** The large-screen list: the subject is the button that opens a message, so the keyboard reaches every row. */
export function OutboxTable({ messages, onOpen }: OutboxTableProps) {
  return (
    <ListTable columns={COLUMNS}>
      {messages.map((m) => (
        <tr key={m._id} className="cursor-pointer align-top hover:bg-stone-50" onClick={() => onOpen(m._id)}>
          <td className="whitespace-nowrap px-2.5 py-3 tabular-nums">{formatDateTimeNumeric(m.createdAt)}</td>
          <td className="px-2.5 py-3">{m.clientName ?? ''}</td>
          <td className="break-all px-2.5 py-3">{m.to}</td>
          <td className="px-2.5 py-3">
            <SubjectButton message={m} onOpen={onOpen} />
          </td>
          <td className="whitespace-nowrap px-2.5 py-3">
            {kindLabel(m.kind)} <ChannelTag channel={m.channel} />
          </td>
          <td className="px-2.5 py-3">
            <StatusBadge status={m.status} tone={messageStatusTone(m.status)} />
          </td>
          <td className="px-2.5 py-3 tabular-nums">{m.attempts}</td>
        </tr>
      ))}
    </ListTable>
  );
}

/** Opens the message; shared by the table and the small-screen cards. */
export function SubjectButton({ message, onOpen }: { message: OutboxSummary; onOpen: (id: string) => void }) {
  return (
    <button
      type="button"
      onClick={(event) => {
        // The row opens the message too; one opening is enough.
        event.stopPropagation();
        onOpen(message._id);
      }}
      className="rounded text-left font-medium text-plum-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-600"
    >
      {message.subject}
    </button>
  );
}
