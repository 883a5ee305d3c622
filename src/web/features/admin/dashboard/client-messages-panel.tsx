import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ClientTextMessage } from '../../../../core/schemas/texts.schema.ts';
import { errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { adminPaths } from '../../../lib/paths.ts';
import { timeOrDateTime } from './texts-time.ts';
import { unreadClientMessagesQuery, useMarkMessageRead } from '../../../api/texts.ts';

/** Enough to act on at the desk; 'Show all' gives the rest (the server sends at most 50). */
const SHOWN = 5;

/** Who sent it: the client record's name, or the number when no record has it. */
const senderOf = (message: ClientTextMessage): string => message.clientName || message.from;

/**
 * 'Messages from clients' (issue 27): what clients texted back that was not a keyword (C, STOP…), newest first, for
 * the owner and reception to read and act on; 'Mark read' takes one off. Hidden when there is nothing unread as the
 * page opens; once the desk has read them all here it says so, rather than vanishing under their finger.
 */
export function ClientMessagesPanel({ today }: { today: string }) {
  const messages = useQuery(unreadClientMessagesQuery()).data?.messages ?? [];
  const markRead = useMarkMessageRead();
  const [all, setAll] = useState(false);
  const [readHere, setReadHere] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  if (messages.length === 0 && !readHere) return null;
  const shown = all ? messages : messages.slice(0, SHOWN);

  const read = (id: string) =>
    markRead.mutate(id, {
      // The button pressed goes with its message: focus waits on the heading, not lost to the page.
      onSuccess: () => {
        setReadHere(true);
        heading.current?.focus();
      },
    });

  return (
    <Card aria-labelledby="client-messages-heading" className="mb-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="client-messages-heading" ref={heading} tabIndex={-1} className="font-display text-xl font-semibold">
          {`Messages from clients (${messages.length})`}
        </h2>
        {messages.length > SHOWN && (
          <Button size="sm" variant="secondary" aria-expanded={all} aria-controls="client-messages-list" onClick={() => setAll(!all)}>
            {all ? `Show the newest ${SHOWN}` : `Show all ${messages.length}`}
          </Button>
        )}
      </div>
      <p role="status" className="mt-1 text-sm text-red-700">
        {markRead.isError ? errorMessage(markRead.error, 'The message could not be marked read.') : ''}
      </p>
      {messages.length === 0 ? (
        <p className="text-sm text-stone-600">No new messages from clients.</p>
      ) : (
        <ul id="client-messages-list" aria-label="Messages from clients" className="divide-y divide-stone-100">
          {shown.map((message) => (
            <li key={message._id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 flex-1 text-sm">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <Sender message={message} />
                  <span className="tabular-nums text-stone-600">{timeOrDateTime(message.receivedAt, today)}</span>
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-stone-800">{message.body}</p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                disabled={markRead.isPending}
                aria-busy={markRead.isPending && markRead.variables === message._id}
                aria-label={`Mark read: ${senderOf(message)}, ${timeOrDateTime(message.receivedAt, today)}`}
                onClick={() => read(message._id)}
              >
                Mark read
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The client's name, a link to their record when the number is on one; else the number alone. */
function Sender({ message }: { message: ClientTextMessage }) {
  if (!message.clientId) return <span className="font-medium text-stone-900">{senderOf(message)}</span>;
  return (
    <Link
      to={adminPaths.client(message.clientId)}
      className="inline-flex min-h-6 items-center font-medium text-plum-800 underline underline-offset-4"
    >
      {senderOf(message)}
    </Link>
  );
}
