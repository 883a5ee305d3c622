import { useState } from 'react';
import type { WaitlistEntryPublic } from '../../../core/schemas/waitlist.schema.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useConfirmWaitlistPlace, useLeaveWaitlist, useWaitlistEntry } from '../../api/waitlist.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { RefusalAlert } from '../../components/ui/form-messages.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ENTRY_STATUS_TEXT, UNCONFIRMED_TEXT } from './entry-text.ts';
import { windowLabel } from './waitlist-windows.ts';

/**
 * Issue 28: the page the client's waitlist e-mail links to: their place, 'Confirm my place' while it is not confirmed
 * (a button, not the link itself, so a mail scanner opening links confirms nothing: docs/decisions/0037), and 'Leave
 * the waitlist'.
 */
export function WaitlistEntryPage({ token }: { token: string }) {
  const entry = useWaitlistEntry(token);
  return (
    <Card className="mx-auto max-w-xl">
      <h1 className="font-display text-3xl font-semibold">Your place on the waitlist</h1>
      <div className="mt-5">
        {entry.data ? (
          <Entry token={token} entry={entry.data} />
        ) : entry.isError ? (
          <LoadFailed error={entry.error} onRetry={() => void entry.refetch()} />
        ) : (
          <Spinner label="Loading your place on the waitlist..." />
        )}
      </div>
    </Card>
  );
}

function Entry({ token, entry }: { token: string; entry: WaitlistEntryPublic }) {
  const [asking, setAsking] = useState(false);
  const leave = useLeaveWaitlist(token);
  const confirm = useConfirmWaitlistPlace(token);
  const unconfirmed = entry.status === 'waiting' && !entry.confirmed;
  return (
    <>
      {/* An expired place keeps no name (docs/decisions/0037). */}
      {entry.clientName && <p className="text-stone-700">{`Hello ${entry.clientName}.`}</p>}
      <p role="status" className="mt-2 font-medium text-stone-900">
        {unconfirmed ? UNCONFIRMED_TEXT : ENTRY_STATUS_TEXT[entry.status]}
      </p>
      {unconfirmed && (
        <div className="mt-4">
          <Button onClick={() => confirm.mutate()} disabled={confirm.isPending}>
            {confirm.isPending ? 'Confirming...' : 'Confirm my place'}
          </Button>
          <div className="mt-3">
            <RefusalAlert message={confirm.isError ? errorMessage(confirm.error) : undefined} />
          </div>
        </div>
      )}
      <section aria-labelledby="waitlist-services-heading" className="mt-5">
        <h2 id="waitlist-services-heading" className="text-lg font-semibold">
          {entry.services.length > 1 ? 'Your visit' : 'Your service'}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
          {entry.services.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="waitlist-windows-heading" className="mt-5">
        <h2 id="waitlist-windows-heading" className="text-lg font-semibold">
          Days and times that suit you
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
          {entry.windows.map((window) => (
            <li key={`${window.date} ${window.from} ${window.to}`}>{windowLabel(window)}</li>
          ))}
        </ul>
      </section>
      {entry.status === 'waiting' && (
        <>
          <Button variant="danger" className="mt-6" onClick={() => setAsking(true)}>
            Leave the waitlist
          </Button>
          <ConfirmDialog
            open={asking}
            title="Leave the waitlist?"
            confirmLabel="Leave the waitlist"
            busy={leave.isPending}
            busyLabel="Leaving..."
            onConfirm={() => leave.mutate(undefined, { onSettled: () => setAsking(false) })}
            onClose={() => setAsking(false)}
          >
            <p>We will stop offering you times for this visit. A time we are holding for you now is offered to the next client.</p>
          </ConfirmDialog>
          <div className="mt-4">
            <RefusalAlert message={leave.isError ? errorMessage(leave.error) : undefined} />
          </div>
        </>
      )}
    </>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 404) return <Notice title={errorMessage(error)} />;
  return (
    <Notice tone="error" title="We could not load your place on the waitlist." action={<Button onClick={onRetry}>Try again</Button>}>
      {errorMessage(error)}
    </Notice>
  );
}
