import { useRef, useState } from 'react';
import type { AdminWaitlistEntry } from '../../../../core/schemas/waitlist.schema.ts';
import { errorMessage } from '../../../api/client.ts';
import { useRemoveWaitlistPlace } from '../../../api/waitlist-admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { RefusalAlert } from '../../../components/ui/form-messages.tsx';
import { toneClasses } from '../../../lib/status-tones.ts';
import { WaitlistOfferForm } from './waitlist-offer-form.tsx';
import { offerWords, windowWords } from './waitlist-text.ts';

interface WaitlistEntryProps {
  entry: AdminWaitlistEntry;
  /** their place in the line, from 1 */
  place: number;
  /** 'Book directly': the New appointment dialog, for this client */
  onBook: (entry: AdminWaitlistEntry) => void;
}

/** A tel: link dials digits and a leading '+' only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const linkClass = 'inline-flex min-h-6 items-center font-medium text-plum-800 underline underline-offset-4';

/**
 * One client waiting (issue 28): who, how to reach them, what they wait for and when, whether they confirmed the place
 * from their e-mail (docs/decisions/0037), and their live offer; without one, reception may offer a time by hand or
 * book them directly. Any place can be removed from the list.
 */
export function WaitlistEntryItem({ entry, place, onBook }: WaitlistEntryProps) {
  const [offering, setOffering] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveWaitlistPlace();
  const name = useRef<HTMLHeadingElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const close = (focus: 'name' | 'button') => {
    setOffering(false);
    // The form goes: the focus waits on the client (their offer now shows) or back on the button that opened it.
    requestAnimationFrame(() => (focus === 'name' ? name.current : actions.current?.querySelector('button'))?.focus());
  };

  return (
    <li className="py-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <h3 ref={name} tabIndex={-1} className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
            <span className="tabular-nums text-stone-500">{`${place}.`}</span>
            {entry.clientName}
            {entry.newClient && (
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${toneClasses('blue')}`}>New client</span>
            )}
            {!entry.confirmed && (
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${toneClasses('amber')}`}>
                Not confirmed yet
              </span>
            )}
          </h3>
          <p className="flex flex-wrap gap-x-3">
            <a href={telHref(entry.clientPhone)} aria-label={`Call ${entry.clientName} on ${entry.clientPhone}`} className={linkClass}>
              {entry.clientPhone}
            </a>
            {entry.clientEmail && (
              <a href={`mailto:${entry.clientEmail}`} className={`${linkClass} break-all`}>
                {entry.clientEmail}
              </a>
            )}
          </p>
          <p className="text-stone-800">{entry.services.join('; ')}</p>
          <p className="text-stone-600">
            <span className="sr-only">Waiting for: </span>
            {entry.windows.map(windowWords).join(' · ')}
          </p>
          {entry.offer && <p className="font-medium text-plum-800">{offerWords(entry.offer)}</p>}
        </div>
        {!offering && (
          <div ref={actions} className="flex flex-wrap gap-2">
            {!entry.offer && (
              <>
                <Button size="sm" variant="secondary" aria-label={`Offer a time to ${entry.clientName}`} onClick={() => setOffering(true)}>
                  Offer a time
                </Button>
                <Button size="sm" variant="secondary" aria-label={`Book directly: ${entry.clientName}`} onClick={() => onBook(entry)}>
                  Book directly
                </Button>
              </>
            )}
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Remove ${entry.clientName} from the waitlist`}
              onClick={() => setRemoving(true)}
            >
              Remove
            </Button>
          </div>
        )}
      </div>
      {offering && <WaitlistOfferForm entry={entry} onOffered={() => close('name')} onCancel={() => close('button')} />}
      <ConfirmDialog
        open={removing}
        title={`Remove ${entry.clientName} from the waitlist?`}
        confirmLabel="Remove from the waitlist"
        busy={remove.isPending}
        busyLabel="Removing..."
        onConfirm={() => remove.mutate(entry._id, { onSuccess: () => setRemoving(false) })}
        onClose={() => setRemoving(false)}
      >
        <p>
          They will not be offered any more times for this visit.
          {entry.offer ? ' The time held for them now goes to the next client waiting.' : ''}
        </p>
        <RefusalAlert message={remove.isError ? errorMessage(remove.error) : undefined} />
      </ConfirmDialog>
    </li>
  );
}
