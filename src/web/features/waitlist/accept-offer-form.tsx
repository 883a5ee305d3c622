import { useState, type FormEvent } from 'react';
import { cardCertain } from '../../../core/booking/fee-policy.ts';
import type { AcceptOffer } from '../../../core/schemas/waitlist.schema.ts';
import { useSalon } from '../../api/salon.ts';
import { checkoutPolicyOf } from '../../components/payment/checkout-policy.ts';
import { depositNoteOf } from '../../components/payment/deposit-note.ts';
import { FeePolicyTerms, KeepCardField } from '../../components/payment/fee-policy-terms.tsx';
import { isPaymentMode, PayButtons } from '../../components/payment/pay-buttons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { MarketingConsentField } from '../../components/payment/marketing-consent-field.tsx';
import { OFFER_TEXTS } from './offer-text.ts';

interface AcceptOfferFormProps {
  /** the visit's price, pounds */
  price: number;
  /** accepting or declining is under way, or the browser is on its way to the payment page */
  busy: boolean;
  onAccept: (choice: AcceptOffer) => void;
  onDecline: () => void;
}

/**
 * How the client takes up the offered time, as at checkout (spec §2's three pay buttons, as the salon allows them, its
 * no-show policy and the unticked marketing box), or 'I can't make it', asked once first: the time goes to the next
 * client at once and cannot be had back (issue 40).
 */
export function AcceptOfferForm({ price, busy, onAccept, onDecline }: AcceptOfferFormProps) {
  const salon = useSalon();
  const booking = salon.data?.booking;
  const policy = checkoutPolicyOf(booking, price);
  const certain = cardCertain(policy.ask);
  // Never ticked for the client: consent to marketing must be their own act (PECR, docs/decisions/0028).
  const [marketingConsent, setMarketingConsent] = useState(false);
  const [keepCard, setKeepCard] = useState(false);
  const [declining, setDeclining] = useState(false);

  // The three buttons submit one form; the one pressed (the submitter) names the payment mode.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const mode = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (!isPaymentMode(mode)) return;
    onAccept({ mode, marketingConsent, keepCard: mode !== 'pay_in_salon' && policy.offerKeepCard && (certain || keepCard) });
  };

  return (
    <form onSubmit={submit} aria-labelledby="accept-heading" className="space-y-5">
      <h2 id="accept-heading" className="text-lg font-semibold">
        Book this time
      </h2>
      <MarketingConsentField checked={marketingConsent} onChange={setMarketingConsent} />
      <FeePolicyTerms policy={policy} />
      <KeepCardField policy={policy} checked={keepCard} onChange={setKeepCard} />
      <PayButtons
        busy={busy}
        onlinePayment={booking?.onlinePayment}
        depositNote={booking?.onlinePayment === 'off' ? undefined : depositNoteOf(price, booking?.depositPercent)}
        cardCertain={certain}
        cardNotice={Boolean(policy.cardNotice)}
      />
      <div className="border-t border-stone-200 pt-5">
        <Button variant="ghost" onClick={() => setDeclining(true)} disabled={busy} className="-ml-3">
          I can&apos;t make it
        </Button>
      </div>
      <ConfirmDialog
        open={declining}
        title={OFFER_TEXTS.declineTitle}
        confirmLabel={OFFER_TEXTS.declineConfirm}
        busy={busy}
        busyLabel="Letting it go..."
        onConfirm={onDecline}
        onClose={() => setDeclining(false)}
      >
        <p>{OFFER_TEXTS.declineQuestion}</p>
      </ConfirmDialog>
    </form>
  );
}
