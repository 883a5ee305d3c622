import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { PaymentMode } from '../../../../core/schemas/appointment.schema.ts';
import type { OnlinePayment } from '../../../../core/schemas/salon.schema.ts';
import { ClientDetailsSchema, type ClientDetails, type ClientDetailsInput } from '../../../../core/schemas/client.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, inputClass } from './form-field.tsx';

interface DetailsFormProps {
  defaults: ClientDetailsInput | undefined;
  busy: boolean;
  /** how this salon takes payment online; undefined until the salon's details arrive */
  onlinePayment: OnlinePayment | undefined;
  onPay: (mode: PaymentMode, client: ClientDetails) => void;
}

type FieldName = keyof ClientDetailsInput;

const PAY_BUTTONS: Array<{ mode: PaymentMode; label: string; variant: 'primary' | 'secondary' }> = [
  { mode: 'pay_now', label: 'Pay now', variant: 'primary' },
  { mode: 'deposit', label: 'Pay deposit', variant: 'secondary' },
  { mode: 'pay_in_salon', label: 'Pay at salon', variant: 'secondary' },
];

const ONLINE_PAYMENT_NOTES = {
  off: 'This salon takes payment when you visit: online payment is not available.',
  test: 'Online payments here are test payments: no card is charged.',
} as const;

const isPaymentMode = (value: string | undefined): value is PaymentMode =>
  PAY_BUTTONS.some((b) => b.mode === value);

/**
 * Spec §2 'Your Details' and §5 rules, from the same zod schema the server checks. Errors appear on
 * submit and a field's error goes as soon as that field is edited (no re-validation while typing).
 */
export function DetailsForm({ defaults, busy, onlinePayment, onPay }: DetailsFormProps) {
  const { register, handleSubmit, clearErrors, formState } = useForm<ClientDetailsInput, unknown, ClientDetails>({
    resolver: zodResolver(ClientDetailsSchema),
    defaultValues: { name: '', email: '', phone: '', notes: '', ...defaults },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const { errors } = formState;

  const field = (name: FieldName) => ({
    id: name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
    className: inputClass,
    ...register(name, { onChange: () => clearErrors(name) }),
  });

  // The three buttons submit one form; the one pressed (the submitter) names the payment mode.
  const onSubmit = handleSubmit((client, event) => {
    const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter as HTMLButtonElement | null | undefined;
    const mode = submitter?.value;
    onPay(isPaymentMode(mode) ? mode : 'pay_now', client);
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="details-heading" className="space-y-5">
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

      <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:flex-wrap">
        {PAY_BUTTONS.map((button) => {
          // Spec §2's three buttons stay; a salon without online payment greys out the two online ones and says why.
          const offline = onlinePayment === 'off' && button.mode !== 'pay_in_salon';
          return (
            <Button
              key={button.mode}
              type="submit"
              name="mode"
              value={button.mode}
              variant={button.variant}
              size="lg"
              disabled={busy || offline}
              aria-describedby={onlinePayment && onlinePayment !== 'live' && button.mode !== 'pay_in_salon' ? 'online-payment-note' : undefined}
              className="sm:flex-1"
            >
              {button.label}
            </Button>
          );
        })}
      </div>
      {onlinePayment && onlinePayment !== 'live' && (
        <p id="online-payment-note" className="text-sm text-stone-700">
          {ONLINE_PAYMENT_NOTES[onlinePayment]}
        </p>
      )}
      <p role="status" className="min-h-5 text-sm text-stone-600">
        {busy ? 'Processing your booking…' : ''}
      </p>
    </form>
  );
}
