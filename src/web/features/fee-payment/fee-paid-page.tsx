import { useSalon } from '../../api/salon.ts';
import { Card } from '../../components/ui/card.tsx';

/** Issue 26: where the offline test page sends a client who has paid a fee through their link ('/fee/paid'). */
export function FeePaidPage() {
  // The layout's header has asked for the salon already: no request of its own.
  const salonName = useSalon().data?.name;
  return (
    <Card className="mx-auto max-w-xl">
      <title>{salonName ? `Thank you · ${salonName}` : 'Thank you'}</title>
      <h1 className="font-display text-3xl font-semibold">Thank you</h1>
      <p role="status" className="mt-5 text-stone-700">
        Your payment has been received. The salon has been told.
      </p>
    </Card>
  );
}
