import type { ReactNode } from 'react';
import type { OutboxMessage } from '../../../../core/schemas/notifications.schema.ts';
import { errorMessage } from '../../../api/client.ts';
import { useOutboxMessage } from '../../../api/outbox.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTimeNumeric } from '../../../lib/format.ts';
import { InviteDownload } from './invite-download.tsx';
import { MessageHtmlPreview } from './message-html-preview.tsx';
import { channelLabel, kindLabel, messageStatusTone } from './outbox-display.ts';
import { ReplyAsClientForm } from './reply-as-client-form.tsx';

/**
 * One message in full: who it went to, how it fared, and what it said: an e-mail's both parts and its invite when there
 * is one, a text's words (and, in the demo, a way to answer it as its client would).
 */
export function MessageDialog({ id, subject, onClose }: { id: string | undefined; subject: string; onClose: () => void }) {
  const message = useOutboxMessage(id);
  return (
    <Dialog open={Boolean(id)} onClose={onClose} title={subject || 'Message'} className="max-w-3xl">
      {message.isError ? (
        <Notice tone="error">{errorMessage(message.error, 'Failed to load the message')}</Notice>
      ) : message.data ? (
        <MessageBody message={message.data} />
      ) : (
        <Spinner label="Loading message..." />
      )}
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}

function MessageBody({ message: m }: { message: OutboxMessage }) {
  const text = m.channel === 'sms';
  return (
    <div className="space-y-5 text-sm">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
        <Fact term="To">{m.to}</Fact>
        <Fact term="Kind">{kindLabel(m.kind)}</Fact>
        <Fact term="Sent as">{channelLabel(m.channel)}</Fact>
        <Fact term="Status">
          <StatusBadge status={m.status} tone={messageStatusTone(m.status)} />
        </Fact>
        <Fact term="Created">{formatDateTimeNumeric(m.createdAt)}</Fact>
        {m.sentAt && <Fact term="Sent">{formatDateTimeNumeric(m.sentAt)}</Fact>}
        <Fact term="Attempts">{m.attempts}</Fact>
        {m.lastError && <Fact term="Last error">{m.lastError}</Fact>}
      </dl>
      {!text && m.ics && <InviteDownload ics={m.ics} messageId={m._id} />}
      <PlainText title={text ? 'Text' : 'Plain text'} body={m.text} />
      {/* A text has no HTML part: it is the words above, as the phone shows them. */}
      {!text && (
        <section aria-labelledby="message-html-heading">
          <h3 id="message-html-heading" className="text-xs font-semibold uppercase tracking-wide text-plum-800">
            HTML
          </h3>
          <div className="mt-1.5">
            <MessageHtmlPreview html={m.html} title={`HTML version of: ${m.subject}`} />
          </div>
        </section>
      )}
      {text && m.replyAsClient && <ReplyAsClientForm key={m._id} messageId={m._id} />}
    </div>
  );
}

/** The message's words with their line breaks, as the e-mail's plain part or the text itself. */
function PlainText({ title, body }: { title: string; body: string }) {
  return (
    <section aria-labelledby="message-text-heading">
      <h3 id="message-text-heading" className="text-xs font-semibold uppercase tracking-wide text-plum-800">
        {title}
      </h3>
      {/* Focusable, so a keyboard can scroll a long message. */}
      <pre
        tabIndex={0}
        aria-labelledby="message-text-heading"
        className="mt-1.5 max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-2xl bg-stone-50 p-4 font-sans text-stone-800"
      >
        {body}
      </pre>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-600">{term}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children}</dd>
    </>
  );
}
