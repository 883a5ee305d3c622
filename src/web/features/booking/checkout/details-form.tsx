import { useRef, useState, type BaseSyntheticEvent, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { PaymentMode } from '../../../../core/schemas/appointment.schema.ts';
import type { OnlinePayment } from '../../../../core/schemas/salon.schema.ts';
import { cardCertain } from '../../../../core/booking/fee-policy.ts';
import { ClientDetailsSchema, type ClientDetails, type ClientDetailsInput } from '../../../../core/schemas/client.schema.ts';
import { focusFirstInvalid } from '../../../lib/form-errors.ts';
import { MarketingConsentField } from '../../../components/payment/marketing-consent-field.tsx';
import type { CheckoutPolicy } from '../../../components/payment/checkout-policy.ts';
import { FeePolicyTerms, KeepCardField } from '../../../components/payment/fee-policy-terms.tsx';
import { FormField, inputClass } from './form-field.tsx';
import { isPaymentMode, PayButtons } from '../../../components/payment/pay-buttons.tsx';

interface DetailsFormProps {
  defaults: ClientDetailsInput | undefined;
  busy: boolean;
  /** how this salon takes payment online; undefined until the salon's details arrive */
  onlinePayment: OnlinePayment | undefined;
  /** what 'Pay deposit' takes now and leaves for the salon, e.g. '£9.00 now, £36.00 at the salon' */
  depositNote: string | undefined;
  /** the salon's privacy notice (a setting); undefined until the salon's details arrive */
  privacyNotice: string | undefined;
  /** the salon's no-show policy for this visit (issue 26) */
  policy: CheckoutPolicy;
  onPay: (mode: PaymentMode, client: ClientDetails, choices: PayChoices) => void;
}

export interface PayChoices {
  /** the separate, unticked box (PECR, docs/decisions/0028) */
  marketingConsent: boolean;
  /** paying online, keep the card for the no-show policy (issue 26) */
  keepCard: boolean;
}

type FieldName = keyof ClientDetailsInput;

/**
 * Spec §2 'Your Details' and §5 rules, from the same zod schema the server checks. Errors appear on
 * submit and a field's error goes as soon as that field is edited (no re-validation while typing).
 */
export function DetailsForm({ defaults, busy, onlinePayment, depositNote, privacyNotice, policy, onPay }: DetailsFormProps) {
  const { register, handleSubmit, clearErrors, formState, trigger } = useForm<ClientDetailsInput, unknown, ClientDetails>({
    resolver: zodResolver(ClientDetailsSchema),
    defaultValues: { name: '', email: '', phone: '', notes: '', ...defaults },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focused once, below: react-hook-form's own focuses the first field in error again a moment later, which took
    // the focus away from a customer already typing the name into the next field still in error.
    shouldFocusError: false,
  });
  const form = useRef<HTMLFormElement>(null);
  const { errors } = formState;
  // Enter in a field would submit the form through its first button, Pay now (issue 15: it sent customers to a full
  // online payment). It checks the details instead, and the customer then chooses how to pay.
  const [askForChoice, setAskForChoice] = useState(false);
  // Never ticked for the client: consent to marketing must be their own act (PECR), apart from booking.
  const [marketingConsent, setMarketingConsent] = useState(false);
  const [keepCard, setKeepCard] = useState(false);
  const certain = cardCertain(policy.ask);
  const checkOnEnter = async (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    setAskForChoice(await trigger(undefined, { shouldFocus: true }));
  };

  const field = (name: FieldName) => ({
    id: name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
    className: inputClass,
    ...register(name, { onChange: () => clearErrors(name) }),
  });

  // The three buttons submit one form; the one pressed (the submitter) names the payment mode.
  const onValid = (client: ClientDetails, event?: BaseSyntheticEvent) => {
    const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter as HTMLButtonElement | null | undefined;
    const mode = submitter?.value;
    setAskForChoice(false);
    if (isPaymentMode(mode)) onPay(mode, client, { marketingConsent, keepCard: policy.offerKeepCard && (certain || keepCard) });
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, () => focusFirstInvalid(form.current))(event)}
      onKeyDown={(event) => void checkOnEnter(event)}
      aria-labelledby="details-heading"
      className="space-y-5"
    >
      <h2 id="details-heading" className="font-display text-2xl font-semibold">
        Your Details
      </h2>
      <FormField id="name" label="Name" error={errors.name?.message}>
        <input type="text" autoComplete="name" {...field('name')} />
      </FormField>
      <FormField id="email" label="Email" error={errors.email?.message}>
        <input type="email" autoComplete="email" inputMode="email" {...field('email')} />
      </FormField>
      <FormField id="phone" label="Phone" error={errors.phone?.message}>
        <input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
      </FormField>
      <FormField id="notes" label="Notes" hint="(optional)" error={errors.notes?.message}>
        <textarea rows={3} {...field('notes')} className={`${inputClass} resize-y`} />
      </FormField>
      {privacyNotice && (
        <section aria-labelledby="privacy-notice-heading" className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700">
          <h3 id="privacy-notice-heading" className="font-medium text-stone-800">
            Privacy notice
          </h3>
          <p className="mt-1 whitespace-pre-line">{privacyNotice}</p>
        </section>
      )}
      <MarketingConsentField checked={marketingConsent} onChange={setMarketingConsent} />

      <FeePolicyTerms policy={policy} />
      <KeepCardField policy={policy} checked={keepCard} onChange={setKeepCard} />
      <PayButtons
        busy={busy}
        onlinePayment={onlinePayment}
        depositNote={depositNote}
        cardCertain={certain}
        cardNotice={Boolean(policy.cardNotice)}
      />
      <p role="status" className="min-h-5 text-sm text-stone-600">
        {busy ? 'Processing your booking…' : askForChoice ? 'Your details look right. Now choose how you would like to pay.' : ''}
      </p>
    </form>
  );
}
