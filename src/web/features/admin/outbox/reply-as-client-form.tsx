import { useId, useState } from 'react';
import type { ReplyIntent } from '../../../../core/texts/replies.ts';
import { errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { controlClass, Field, FieldError } from '../../../components/ui/form-controls.tsx';
import { useReplyAsClient } from '../../../api/texts.ts';

/** What the server took the reply to mean, in staff's words. */
const INTENT_WORDS: Record<ReplyIntent, string> = {
  confirm: 'Taken as: confirmed',
  change: 'Taken as: asked to change (a text with their link is queued)',
  stop: 'Taken as: stop texts',
  start: 'Taken as: resume texts',
  message: 'Taken as: a message for staff',
};

/**
 * The demo has no phone to answer its stored texts with (issue 27): staff type what the client would, and see how it
 * was taken. No client-side checks: the server refuses an empty or long reply in its own words.
 */
export function ReplyAsClientForm({ messageId }: { messageId: string }) {
  const id = useId();
  const reply = useReplyAsClient(messageId);
  const [body, setBody] = useState('');
  const problem = reply.isError ? errorMessage(reply.error, 'Failed to send the reply') : undefined;

  return (
    // A plain box, not a labelled region: its name would start 'Reply' too, and the input must be the one thing so named.
    <div className="space-y-3 rounded-2xl border border-stone-200 p-4">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-plum-800">Reply as the client (demo)</h3>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          reply.mutate(body);
        }}
      >
        <Field id={`${id}-body`} label="Reply">
          <input
            id={`${id}-body`}
            type="text"
            value={body}
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setBody(event.target.value)}
            className={controlClass}
          />
        </Field>
        {/* Always in the page, so the refusal is announced the moment it appears. */}
        <div role="alert">
          <FieldError id={`${id}-problem`} message={problem} />
        </div>
        <div className="flex justify-end">
          <Button type="submit" size="sm" disabled={reply.isPending}>
            {reply.isPending ? 'Sending…' : 'Send reply'}
          </Button>
        </div>
      </form>
      {/* Always in the page, so a screen reader announces the outcome the moment it appears. */}
      <p role="status" className="text-sm text-stone-800">
        {reply.isSuccess && INTENT_WORDS[reply.data.intent]}
      </p>
    </div>
  );
}
