import { useId, useState, type FormEvent } from 'react';
import type { WaitlistItem, WaitlistWindow } from '../../../core/schemas/waitlist.schema.ts';
import { errorMessage, fieldErrorsOf } from '../../api/client.ts';
import { useSalon } from '../../api/salon.ts';
import { useJoinWaitlist } from '../../api/waitlist.ts';
import { Button } from '../../components/ui/button.tsx';
import { controlClass, FieldError } from '../../components/ui/form-controls.tsx';
import { useSalonToday } from '../../lib/use-salon-today.ts';
import { JOINED_TEXT } from './entry-text.ts';
import { clientFieldError, refusalMessages, windowFieldError } from './join-errors.ts';
import { firstWindow, MAX_WINDOWS, withAnotherDay, withoutWindow } from './waitlist-windows.ts';
import { WindowFields } from './window-fields.tsx';

/** The visit being booked, as the times step knows it: each service with its variant, and a beautician or any. */
export type WaitlistService = Pick<WaitlistItem, 'serviceId' | 'variantName' | 'any'> & { beauticianId?: string | undefined };

export interface JoinWaitlistPanelProps {
  /** the date the client chose (YYYY-MM-DD), or today: the first day the form suggests */
  date: string;
  services: readonly WaitlistService[];
  /** what the client typed at checkout already, if anything */
  client: { name?: string; email?: string; phone?: string } | undefined;
}

type ClientField = 'name' | 'email' | 'phone';
const CLIENT_FIELDS: ReadonlyArray<{ name: ClientField; label: string; type: string; autoComplete: string }> = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

/**
 * Issue 28: a client who finds no time that suits may wait for the visit instead: up to three days, each with a time
 * range, and how to reach them. A time that frees up in one is offered to them by e-mail.
 */
export function JoinWaitlistPanel(props: JoinWaitlistPanelProps) {
  const [open, setOpen] = useState(false);
  const [joined, setJoined] = useState(false);
  const formId = useId();
  const openerId = `${formId}-open`;

  return (
    <section aria-labelledby={`${formId}-heading`} className="mt-4 rounded-2xl border border-plum-100 bg-plum-50/40 px-5 py-4">
      <h3 id={`${formId}-heading`} className="font-medium text-stone-900">
        Join the waitlist
      </h3>
      <div role="status">{joined && <p className="mt-2 font-medium text-green-900">{JOINED_TEXT}</p>}</div>
      {!joined && !open && (
        <>
          <p className="mt-1 text-sm text-stone-700">
            Fully booked on the day you want, or no time that suits? If a time comes up on a day that suits you, we will e-mail you and hold
            it for you.
          </p>
          <Button id={openerId} className="mt-3" aria-controls={formId} aria-expanded={false} onClick={() => setOpen(true)}>
            Join the waitlist
          </Button>
        </>
      )}
      {!joined && open && (
        <JoinForm
          id={formId}
          {...props}
          onJoined={() => setJoined(true)}
          onCancel={() => {
            setOpen(false);
            requestAnimationFrame(() => document.getElementById(openerId)?.focus());
          }}
        />
      )}
    </section>
  );
}

interface JoinFormProps extends JoinWaitlistPanelProps {
  id: string;
  onJoined: () => void;
  onCancel: () => void;
}

function JoinForm({ id, date, services, client, onJoined, onCancel }: JoinFormProps) {
  const today = useSalonToday();
  const hours = useSalon().data?.hours;
  const join = useJoinWaitlist();
  const [windows, setWindows] = useState<WaitlistWindow[]>(() => [firstWindow(date, hours)]);
  const [details, setDetails] = useState({ name: client?.name ?? '', email: client?.email ?? '', phone: client?.phone ?? '' });
  const fields = join.isError ? fieldErrorsOf(join.error) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      services: services.map(({ serviceId, variantName, beauticianId, any }) => ({
        serviceId,
        variantName,
        any,
        ...(any || !beauticianId ? {} : { beauticianId }),
      })),
      windows,
      client: details,
    };
    join.mutate(body, { onSuccess: onJoined });
  };

  return (
    <form id={id} onSubmit={submit} aria-label="Join the waitlist" className="mt-3 space-y-4">
      <p className="text-sm text-stone-700">Tell us the days and times that would suit you (up to {MAX_WINDOWS}).</p>
      {windows.map((window, index) => (
        <WindowFields
          key={index}
          idPrefix={`${id}-window`}
          index={index}
          window={window}
          today={today}
          errors={{
            date: windowFieldError(fields, index, 'date'),
            from: windowFieldError(fields, index, 'from'),
            to: windowFieldError(fields, index, 'to'),
          }}
          onChange={(changed) => setWindows(windows.map((w, i) => (i === index ? changed : w)))}
          onRemove={windows.length > 1 ? () => setWindows(withoutWindow(windows, index)) : undefined}
        />
      ))}
      {windows.length < MAX_WINDOWS && (
        <Button variant="secondary" size="sm" onClick={() => setWindows(withAnotherDay(windows, hours, today))}>
          Add another day
        </Button>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        {CLIENT_FIELDS.map((field) => {
          const error = clientFieldError(fields, field.name);
          const inputId = `${id}-${field.name}`;
          return (
            <div key={field.name}>
              <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
                {field.label}
              </label>
              <input
                id={inputId}
                type={field.type}
                autoComplete={field.autoComplete}
                required
                value={details[field.name]}
                onChange={(event) => setDetails({ ...details, [field.name]: event.target.value })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                className={`${controlClass} mt-1.5`}
              />
              <FieldError id={`${inputId}-error`} message={error} />
            </div>
          );
        })}
      </div>
      <div role="alert">
        {join.isError && (
          <ul className="space-y-1 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {refusalMessages(errorMessage(join.error), fields).map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={join.isPending}>
          {join.isPending ? 'Joining…' : 'Join the waitlist'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={join.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
