import type { OutboxSummary } from '../../../../core/schemas/notifications.schema.ts';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTimeNumeric } from '../../../lib/format.ts';
import { ChannelTag } from './channel-tag.tsx';
import { kindLabel, messageStatusTone } from './outbox-display.ts';
import { SubjectButton } from './outbox-table.tsx';
import { plural } from '../../../../core/plural.ts';

/** The small-screen list (down to 360 px): one card per message, the same facts as the table's columns. */
export function OutboxCards({ messages, onOpen }: { messages: OutboxSummary[]; onOpen: (id: string) => void }) {
  return (
    <ul className="divide-y divide-stone-100">
      {messages.map((m) => (
        <li key={m._id} className="space-y-1.5 py-3 text-sm">
          <div className="flex items-start justify-between gap-3">
            <SubjectButton message={m} onOpen={onOpen} />
            <StatusBadge status={m.status} tone={messageStatusTone(m.status)} />
          </div>
          <p className="break-all text-stone-700">{m.clientName ? `${m.clientName} · ${m.to}` : m.to}</p>
          <p className="text-stone-600">
            {kindLabel(m.kind)} <ChannelTag channel={m.channel} /> ·{' '}
            <span className="tabular-nums">{formatDateTimeNumeric(m.createdAt)}</span> · {plural(m.attempts, 'attempt')}
          </p>
        </li>
      ))}
    </ul>
  );
}
