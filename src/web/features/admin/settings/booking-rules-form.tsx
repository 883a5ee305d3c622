import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SalonSettings, SalonSettingsUpdate } from '../../../../core/schemas/settings.schema.ts';
import { errorMessage } from '../../../api/client.ts';
import { useUpdateSettings } from '../../../api/update-settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { controlClass } from '../../../components/ui/form-controls.tsx';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';

type RuleName = keyof Pick<
  SalonSettings,
  'minNoticeMinutes' | 'depositPercent' | 'holdMinutes' | 'maxUnpaidHoldsPerClient' | 'freeCancellationHours' | 'freeChangeHours' | 'reminderHours' | 'autoCompleteHours'
>;
type RuleValues = Record<RuleName, string>;

/** Each rule with what it does; `emptyMeans` marks a rule that may be left empty, and says what that means. */
const RULES: Array<{ name: RuleName; label: string; hint: string; emptyMeans?: string }> = [
  { name: 'minNoticeMinutes', label: 'Minimum notice (minutes)', hint: 'Online bookings start at least this long from now. Staff may book inside it.' },
  { name: 'depositPercent', label: 'Deposit (%)', hint: "The share of the price 'Pay deposit' takes online." },
  { name: 'holdMinutes', label: 'Payment hold (minutes)', hint: 'How long an unpaid online booking keeps its time while the client pays.' },
  { name: 'maxUnpaidHoldsPerClient', label: 'Unpaid bookings per client', hint: 'How many bookings one client may have waiting for payment at once.' },
  { name: 'freeCancellationHours', label: 'Free cancellation (hours)', hint: 'A client cancelling at least this long before gets everything back.' },
  {
    name: 'freeChangeHours',
    label: 'Free change (hours)',
    hint: 'A client may move their own booking up to this long before it.',
    emptyMeans: 'Empty: the same as free cancellation.',
  },
  { name: 'reminderHours', label: 'Reminder (hours before)', hint: 'When the reminder e-mail goes to the client.' },
  {
    name: 'autoCompleteHours',
    label: 'Complete unchecked visits after (hours)',
    hint: "A visit nobody checked out is completed this long after it ends, its balance recorded as 'not recorded'.",
    emptyMeans: 'Empty: visits wait for staff to check them out.',
  },
];

const toText = (value: number | null) => (value === null ? '' : String(value));

/** What the form sends: numbers as typed (the server refuses what is not a whole number in range), empty as null. */
function toUpdate(values: RuleValues): SalonSettingsUpdate {
  return Object.fromEntries(RULES.map(({ name }) => [name, values[name].trim() === '' ? null : Number(values[name])])) as SalonSettingsUpdate;
}

/**
 * The salon's booking and money rules (docs/decisions/0003, 0010, 0025, 0027), below spec §2's About form: settings
 * a salon owner tunes, not constants. No client-side checks, as for the About form: the server's message is shown.
 */
export function BookingRulesForm({ settings }: { settings: SalonSettings }) {
  const save = useUpdateSettings();
  const [saved, setSaved] = useFlashMessage();
  const [error, setError] = useState<string>();
  const { register, handleSubmit } = useForm<RuleValues>({
    defaultValues: Object.fromEntries(RULES.map(({ name }) => [name, toText(settings[name])])) as RuleValues,
  });
  const onSubmit = (values: RuleValues) => {
    setError(undefined);
    save.mutate(toUpdate(values), {
      onSuccess: () => setSaved('Booking rules saved.'),
      onError: (err) => setError(errorMessage(err, 'Failed to save the booking rules')),
    });
  };

  return (
    <form noValidate aria-labelledby="booking-rules-heading" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Card className="space-y-5">
        <h2 id="booking-rules-heading" className="font-display text-xl font-semibold">
          Booking rules
        </h2>
        {saved && <p role="status" className="rounded-xl bg-green-50 px-4 py-2 text-green-900">{saved}</p>}
        {error && <p role="alert" className="rounded-xl bg-red-50 px-4 py-2 text-red-900">{error}</p>}
        <div className="grid gap-5 sm:grid-cols-2">
          {RULES.map(({ name, label, hint, emptyMeans }) => {
            const id = `rules-${name}`;
            return (
              <div key={name}>
                <label htmlFor={id} className="text-sm font-medium text-stone-800">
                  {label}
                </label>
                <p id={`${id}-hint`} className="text-sm text-stone-600">
                  {hint} {emptyMeans}
                </p>
                <input id={id} type="number" inputMode="numeric" min={0} step={1} aria-describedby={`${id}-hint`} className={`${controlClass} mt-1.5`} {...register(name)} />
              </div>
            );
          })}
        </div>
        <div className="flex justify-end pt-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save booking rules'}
          </Button>
        </div>
      </Card>
    </form>
  );
}
