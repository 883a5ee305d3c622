import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AdminWaitlistEntry } from '../../../../core/schemas/waitlist.schema.ts';
import { errorMessage } from '../../../api/client.ts';
import { useOfferWaitlistTime } from '../../../api/waitlist-admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { controlClass } from '../../../components/ui/form-controls.tsx';
import { RefusalAlert } from '../../../components/ui/form-messages.tsx';
import { offerStartISO } from './waitlist-text.ts';

interface WaitlistOfferFormProps {
  entry: AdminWaitlistEntry;
  /** the offer went: the list now shows it */
  onOffered: () => void;
  onCancel: () => void;
}

const inputClass = `${controlClass} mt-1.5`;

/**
 * 'Offer a time' (issue 28): reception offers a waiting client a time by hand, typed as salon time (London), with the
 * beautician they asked for. It starts at their first window; a 409 (the time is taken, or they already have an offer)
 * shows the server's words.
 */
export function WaitlistOfferForm({ entry, onOffered, onCancel }: WaitlistOfferFormProps) {
  const id = useId();
  const first = entry.windows[0];
  const [date, setDate] = useState(first?.date ?? '');
  const [time, setTime] = useState(first?.from ?? '');
  const [problem, setProblem] = useState<string>();
  const offer = useOfferWaitlistTime();
  const dateInput = useRef<HTMLInputElement>(null);
  useEffect(() => dateInput.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startISO = offerStartISO(date, time);
    if (offer.isPending) return;
    if (!startISO) return setProblem('Choose a date and a time to offer.');
    setProblem(undefined);
    offer.mutate({ entryId: entry._id, startISO }, { onSuccess: onOffered });
  };
  const refusal = problem ?? (offer.isError ? errorMessage(offer.error, 'The time could not be offered.') : undefined);

  return (
    <form
      noValidate
      aria-label={`Offer a time to ${entry.clientName}`}
      onSubmit={submit}
      className="mt-3 space-y-3 rounded-2xl bg-stone-50 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-date`} className="text-sm font-medium text-stone-800">
            Date
          </label>
          <input
            ref={dateInput}
            id={`${id}-date`}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-time`} className="text-sm font-medium text-stone-800">
            Time
          </label>
          <input id={`${id}-time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} className={inputClass} />
        </div>
      </div>
      <p className="text-sm text-stone-600">Salon time (London). The client is e-mailed the offer and it is held for them.</p>
      <RefusalAlert message={refusal} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="secondary" disabled={offer.isPending} onClick={onCancel}>
          Cancel
        </Button>
        {/* Not disabled while sending: the focus stays on it, to hear the refusal or move on with the list. */}
        <Button size="sm" type="submit" aria-disabled={offer.isPending} aria-busy={offer.isPending}>
          {offer.isPending ? 'Offering…' : 'Send offer'}
        </Button>
      </div>
    </form>
  );
}
