import { useId } from 'react';
import type { ClientProfile } from '../../../../core/schemas/client-profile.schema.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { textsStatusText } from './client-texts-text.ts';

/**
 * A client's side of texts (issue 27, docs/decisions/0035): whether reminders can be texted to them (a landline, their
 * STOP) and what they texted the salon that was not a keyword, newest first as the server sends them. The dashboard
 * lists the unread ones; here every one stays, read or not.
 */
export function ClientTexts({ client }: { client: ClientProfile }) {
  const headingId = useId();
  const { texts } = client;
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 font-display text-xl font-semibold">
        Texts
      </h2>
      <div className="space-y-4 text-sm text-stone-900">
        <p>{textsStatusText(texts)}</p>
        {texts.messages.length > 0 && (
          <ul aria-label="Messages they texted" className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
            {texts.messages.map((message) => (
              <li key={message._id} className="px-4 py-2.5">
                <p className="tabular-nums text-stone-600">{formatDateTime(message.receivedAt)}</p>
                <p className="mt-0.5 whitespace-pre-line break-words">{message.body}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
