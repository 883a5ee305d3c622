import type { PaymentMode } from '../../../core/schemas/appointment.schema.ts';
import type { OnlinePayment } from '../../../core/schemas/salon.schema.ts';
import { Button } from '../ui/button.tsx';

const PAY_BUTTONS: Array<{ mode: PaymentMode; label: string; variant: 'primary' | 'secondary' }> = [
  { mode: 'pay_now', label: 'Pay now', variant: 'primary' },
  { mode: 'deposit', label: 'Pay deposit', variant: 'secondary' },
  { mode: 'pay_in_salon', label: 'Pay at salon', variant: 'secondary' },
];

const ONLINE_PAYMENT_NOTES = {
  off: 'This salon takes payment when you visit: online payment is not available.',
  test: 'Online payments here are test payments: no card is charged.',
} as const;

/** The id of the checkout's notice that a card may be needed (fee-policy-terms.tsx), when it shows. */
export const CARD_NOTICE_ID = 'card-notice';

interface PayButtonsProps {
  busy: boolean;
  onlinePayment: OnlinePayment | undefined;
  depositNote: string | undefined;
  /** a card is saved whoever books (issue 26): 'Pay at salon' says so */
  cardCertain: boolean;
  /** the notice that a card may be needed is on the page */
  cardNotice: boolean;
}

/** The notes that explain a pay button: how online payment works here, and for 'Pay deposit' what it takes. */
function describedBy(mode: PaymentMode, { onlinePayment, depositNote, cardNotice }: PayButtonsProps): string | undefined {
  const ids = [
    mode === 'deposit' && depositNote && onlinePayment !== 'off' ? 'deposit-note' : '',
    mode !== 'pay_in_salon' && onlinePayment && onlinePayment !== 'live' ? 'online-payment-note' : '',
    cardNotice ? CARD_NOTICE_ID : '',
  ];
  return ids.filter(Boolean).join(' ') || undefined;
}

export const isPaymentMode = (value: string | undefined): value is PaymentMode => PAY_BUTTONS.some((b) => b.mode === value);

/** Spec §2's three buttons, each submitting the details form with its payment mode, and the notes under them. */
export function PayButtons(props: PayButtonsProps) {
  const { busy, onlinePayment, depositNote, cardCertain } = props;
  return (
    <>
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
              aria-describedby={describedBy(button.mode, props)}
              className="sm:flex-1"
            >
              {button.mode === 'pay_in_salon' && cardCertain ? 'Save card and book' : button.label}
            </Button>
          );
        })}
      </div>
      {depositNote && onlinePayment !== 'off' && (
        <p id="deposit-note" className="text-sm text-stone-700">
          {`Pay deposit: ${depositNote}.`}
        </p>
      )}
      {onlinePayment && onlinePayment !== 'live' && (
        <p id="online-payment-note" className="text-sm text-stone-700">
          {ONLINE_PAYMENT_NOTES[onlinePayment]}
        </p>
      )}
    </>
  );
}
