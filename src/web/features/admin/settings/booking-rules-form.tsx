import { useForm, useWatch } from 'react-hook-form';
import type { SalonSettings, SalonSettingsUpdate } from '../../../../core/schemas/settings.schema.ts';
import { NoShowPolicyFields, noShowPolicyDefaults, noShowPolicyUpdate, type NoShowPolicyValues } from './no-show-policy-fields.tsx';
import { WholeNumberSetting } from './setting-field.tsx';
import { SettingsSectionForm, useSettingsSectionSave } from './settings-section-form.tsx';

type RuleName = keyof Pick<
  SalonSettings,
  | 'minNoticeMinutes'
  | 'depositPercent'
  | 'holdMinutes'
  | 'maxUnpaidHoldsPerClient'
  | 'maxVisitServices'
  | 'freeCancellationHours'
  | 'freeChangeHours'
  | 'reminderHours'
  | 'autoCompleteHours'
>;
type RuleValues = Record<RuleName, string>;

/** Each rule with what it does; `emptyMeans` marks a rule that may be left empty, and says what that means. */
const RULES: Array<{ name: RuleName; label: string; hint: string; emptyMeans?: string }> = [
  {
    name: 'minNoticeMinutes',
    label: 'Minimum notice (minutes)',
    hint: 'Online bookings start at least this long from now. Staff may book inside it.',
  },
  { name: 'depositPercent', label: 'Deposit (%)', hint: "The share of the price 'Pay deposit' takes online." },
  { name: 'holdMinutes', label: 'Payment hold (minutes)', hint: 'How long an unpaid online booking keeps its time while the client pays.' },
  {
    name: 'maxUnpaidHoldsPerClient',
    label: 'Unpaid bookings per client',
    hint: 'How many bookings one client may have waiting for payment at once.',
  },
  {
    name: 'maxVisitServices',
    label: 'Services in one visit',
    hint: 'How many services a client may book together in one visit (e.g. colour, cut and blow-dry).',
  },
  {
    name: 'freeCancellationHours',
    label: 'Free cancellation (hours)',
    hint: 'A client cancelling at least this long before gets everything back.',
  },
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
  return Object.fromEntries(
    RULES.map(({ name }) => [name, values[name].trim() === '' ? null : Number(values[name])]),
  ) as SalonSettingsUpdate;
}

/**
 * The salon's booking and money rules (docs/decisions/0003, 0010, 0025, 0027) and its no-show policy (0034), below
 * spec §2's About form: settings a salon owner tunes, not constants. No client-side checks, as for the About form: the
 * server's message is shown.
 */
export function BookingRulesForm({ settings }: { settings: SalonSettings }) {
  const save = useSettingsSectionSave('Booking rules saved.', 'Failed to save the booking rules');
  const { register, control, handleSubmit } = useForm<RuleValues & NoShowPolicyValues>({
    defaultValues: {
      ...(Object.fromEntries(RULES.map(({ name }) => [name, toText(settings[name])])) as RuleValues),
      ...noShowPolicyDefaults(settings),
    },
  });
  const cardRules = useWatch({ control, name: 'cardRequiredWhen' });

  return (
    <SettingsSectionForm
      id="booking-rules"
      title="Booking rules"
      submitLabel="Save booking rules"
      save={save}
      onSubmit={handleSubmit((values) => save.submit({ ...toUpdate(values), ...noShowPolicyUpdate(values, settings.cardsAvailable) }))}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {RULES.map(({ name, label, hint, emptyMeans }) => (
          <WholeNumberSetting
            key={name}
            id={`rules-${name}`}
            label={label}
            hint={emptyMeans ? `${hint} ${emptyMeans}` : hint}
            field={register(name)}
          />
        ))}
      </div>
      <NoShowPolicyFields register={register} overAmount={cardRules.includes('over_amount')} cardsAvailable={settings.cardsAvailable} />
    </SettingsSectionForm>
  );
}
