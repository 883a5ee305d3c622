import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AcceptOffer, WaitlistOfferPublic } from '../../../core/schemas/waitlist.schema.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useAcceptOffer, useDeclineOffer, useWaitlistOffer } from '../../api/waitlist.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { RefusalAlert } from '../../components/ui/form-messages.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { AcceptOfferForm } from './accept-offer-form.tsx';
import { OfferDetails } from './offer-details.tsx';
import { bookedPath, countdownText, heldUntilText, isSuccessPage, OFFER_TEXTS, offerOutcomeText, safeRedirect } from './offer-text.ts';
import { useCountdown } from './use-countdown.ts';

/**
 * Issue 28: the page the e-mail offering a client a time links to. The time is held for them until it expires; they
 * take it up through the normal checkout (the browser goes where the answer says), or turn it down for the next client.
 */
export function WaitlistOfferPage({ token }: { token: string }) {
  const offer = useWaitlistOffer(token);
  const navigate = useNavigate();
  const accept = useAcceptOffer(token);
  const decline = useDeclineOffer(token);
  // On its way to the payment page: nothing may be sent twice meanwhile.
  const [leaving, setLeaving] = useState(false);
  const status = decline.isSuccess ? 'declined' : offer.data?.status;
  const outcome = status ? offerOutcomeText(status) : undefined;
  const refusal = accept.error ?? decline.error;
  const refusalText = refusal ? errorMessage(refusal) : undefined;

  const onAccept = (choice: AcceptOffer) =>
    accept.mutate(choice, {
      onSuccess: ({ url }) => {
        if (isSuccessPage(url)) {
          void navigate(url);
          return;
        }
        setLeaving(true);
        window.location.assign(safeRedirect(url, window.location.origin));
      },
    });

  return (
    <Card className="mx-auto max-w-xl">
      <title>{status === 'accepted' ? OFFER_TEXTS.accepted : OFFER_TEXTS.heading}</title>
      <h1 className="font-display text-3xl font-semibold">{status === 'accepted' ? OFFER_TEXTS.accepted : OFFER_TEXTS.heading}</h1>
      <div className="mt-5 space-y-5">
        {/* The refusal's words, unless the page already says the same (an offer that ended meanwhile). */}
        <RefusalAlert message={refusalText !== outcome ? refusalText : undefined} />
        {outcome ? (
          <p role="status" className="text-lg font-medium text-stone-900">
            {outcome}
          </p>
        ) : offer.data ? (
          <Offer
            offer={offer.data}
            busy={accept.isPending || decline.isPending || leaving}
            onAccept={onAccept}
            onDecline={() => decline.mutate()}
            onExpired={() => void offer.refetch()}
          />
        ) : offer.isError ? (
          <LoadFailed error={offer.error} onRetry={() => void offer.refetch()} />
        ) : (
          <Spinner label="Loading the time we are holding for you..." />
        )}
      </div>
    </Card>
  );
}

interface OfferProps {
  offer: WaitlistOfferPublic;
  busy: boolean;
  onAccept: (choice: AcceptOffer) => void;
  onDecline: () => void;
  /** the hold has run out on this device's clock: ask the server how the offer now stands */
  onExpired: () => void;
}

function Offer({ offer, busy, onAccept, onDecline, onExpired }: OfferProps) {
  const open = offer.status === 'open';
  const msLeft = useCountdown(offer.expiresAtISO, open);
  const expired = open && msLeft === 0;
  useEffect(() => {
    if (expired) onExpired();
    // Once, when the hold runs out; onExpired is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expired]);

  if (offer.status === 'accepted') {
    return (
      <>
        <OfferDetails offer={offer} />
        {offer.appointmentId && (
          <Link to={bookedPath(offer.appointmentId)} className={buttonClasses()}>
            See your booking
          </Link>
        )}
      </>
    );
  }
  return (
    <>
      <p className="text-stone-700">{`Hello ${offer.client.name}, a time you were waiting for is free, and we are holding it for you.`}</p>
      <OfferDetails offer={offer} />
      <p className="rounded-2xl bg-plum-50 px-4 py-3 font-medium text-plum-900">
        {heldUntilText(offer.expiresAtISO)}
        {msLeft > 0 && (
          <span role="timer" aria-live="off" className="ml-2 font-normal tabular-nums text-plum-800">
            {`(${countdownText(msLeft)})`}
          </span>
        )}
      </p>
      <AcceptOfferForm price={offer.price} busy={busy} onAccept={onAccept} onDecline={onDecline} />
    </>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 404) return <Notice title={errorMessage(error)} />;
  return (
    <Notice tone="error" title="We could not load this offer." action={<Button onClick={onRetry}>Try again</Button>}>
      {errorMessage(error)}
    </Notice>
  );
}
