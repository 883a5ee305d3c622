import type { UseFormRegister } from 'react-hook-form';
import { CARD_RULES, type CardRule } from '../../../../core/booking/fee-policy.ts';
import type { SalonSettings, SalonSettingsUpdate } from '../../../../core/schemas/settings.schema.ts';
import { CheckboxField, controlClass } from '../../../components/ui/form-controls.tsx';
import { SettingField, WholeNumberSetting } from './setting-field.tsx';

/** The no-show policy's part of the booking rules form: the card rules ticked, the numbers as typed. */
export interface NoShowPolicyValues {
  cardRequiredWhen: CardRule[];
  cardRequiredOver: string;
  noShowFeePercent: string;
  lateCancellationFeePercent: string;
}

const CARD_RULE_LABELS: Record<CardRule, string> = {
  new_clients: 'New clients',
  past_no_show: 'Clients with a past no-show or late cancellation',
  over_amount: 'Visits over an amount',
  always: 'Always',
};

const toText = (value: number | null) => (value === null ? '' : String(value));
const toNumber = (text: string) => (text.trim() === '' ? null : Number(text));

export const noShowPolicyDefaults = (settings: SalonSettings): NoShowPolicyValues => ({
  cardRequiredWhen: settings.cardRequiredWhen,
  cardRequiredOver: toText(settings.cardRequiredOver),
  noShowFeePercent: toText(settings.noShowFeePercent),
  lateCancellationFeePercent: toText(settings.lateCancellationFeePercent),
});

/**
 * What the form sends, as the rules above: numbers as typed, empty as null (the server says what it refuses). Where no
 * card can be saved the card rules are left out, so rules kept from when Stripe was set up do not block the others.
 */
export function noShowPolicyUpdate(values: NoShowPolicyValues, cardsAvailable: boolean): SalonSettingsUpdate {
  return {
    ...(cardsAvailable && {
      cardRequiredWhen: values.cardRequiredWhen,
      cardRequiredOver: toNumber(values.cardRequiredOver),
    }),
    noShowFeePercent: toNumber(values.noShowFeePercent),
    lateCancellationFeePercent: toNumber(values.lateCancellationFeePercent),
  } as SalonSettingsUpdate;
}

const FEES: Array<{ name: 'noShowFeePercent' | 'lateCancellationFeePercent'; label: string; hint: string }> = [
  {
    name: 'noShowFeePercent',
    label: 'No-show fee (% of the price)',
    hint: 'What a client who does not come may be charged, on the saved card. 0: none.',
  },
  {
    name: 'lateCancellationFeePercent',
    label: 'Late cancellation fee (% of the price)',
    hint: 'What a cancellation inside the free-cancellation window set above may be charged. 0: none.',
  },
];

interface Props {
  register: UseFormRegister<NoShowPolicyValues>;
  /** 'Visits over an amount' is ticked: the amount is asked for */
  overAmount: boolean;
  cardsAvailable: boolean;
}

/**
 * The no-show policy (issue 26, docs/decisions/0034): when a card must be saved to book online, and the shares of the
 * price a no-show and a late cancellation may be charged. Where online payments are not set up no card can be saved:
 * the card rules are shown, not changed, and the note says why.
 */
export function NoShowPolicyFields({ register, overAmount, cardsAvailable }: Props) {
  const describedBy = cardsAvailable ? 'rules-card-hint' : 'rules-card-hint rules-card-note';
  return (
    <div className="space-y-5 border-t border-stone-200 pt-5">
      <fieldset disabled={!cardsAvailable} aria-describedby={describedBy}>
        <legend className="text-sm font-medium text-stone-800">Ask for a card to book online</legend>
        <p id="rules-card-hint" className="text-sm text-stone-600">
          Tick any that apply. None ticked: no card is asked for.
        </p>
        {!cardsAvailable && (
          <p id="rules-card-note" className="mt-2 rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-950">
            Cards can only be saved when online payments are set up (Stripe keys). Until then no card is asked for.
          </p>
        )}
        <div className="mt-3 space-y-3">
          {CARD_RULES.map((rule) => (
            <CheckboxField
              key={rule}
              id={`rules-card-${rule}`}
              label={CARD_RULE_LABELS[rule]}
              value={rule}
              {...register('cardRequiredWhen')}
            />
          ))}
        </div>
        {overAmount && (
          <SettingField
            id="rules-cardRequiredOver"
            label="Over (£)"
            hint="A visit priced above this needs a card."
            className="mt-3 ml-8 sm:max-w-xs"
          >
            <input
              id="rules-cardRequiredOver"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              aria-describedby="rules-cardRequiredOver-hint"
              className={`${controlClass} mt-1.5`}
              {...register('cardRequiredOver')}
            />
          </SettingField>
        )}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        {FEES.map(({ name, label, hint }) => (
          <WholeNumberSetting key={name} id={`rules-${name}`} label={label} hint={hint} max={100} field={register(name)} />
        ))}
      </div>
    </div>
  );
}
