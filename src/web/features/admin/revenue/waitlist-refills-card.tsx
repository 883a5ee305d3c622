import type { WaitlistRevenue } from '../../../../core/schemas/revenue.schema.ts';
import { Card } from '../../../components/ui/card.tsx';
import { waitlistRefillsText } from './waitlist-refills.ts';

/**
 * What the waitlist refilled in the period (issue 28): visits booked from its offers, and what they are worth. Already
 * in revenue as they are paid: told apart, never added to it. For the whole salon, as the fees are.
 */
export function WaitlistRefillsCard({ refills, wholeSalonNote }: { refills: WaitlistRevenue; wholeSalonNote: boolean }) {
  const text = waitlistRefillsText(refills);
  return (
    <Card aria-labelledby="waitlist-refills-title" className="mb-6">
      <h2 id="waitlist-refills-title" className="text-sm font-medium text-stone-600">
        Refilled from the waitlist
      </h2>
      <p className="mt-1 text-stone-900">{text ?? 'None in this period'}</p>
      {text && (
        <p className="mt-1 text-sm text-stone-600">
          Booked in this period by clients who were waiting, into times freed by cancellations; counted in revenue as they are paid
          {wholeSalonNote ? '. For the whole salon, not only the beautician chosen' : ''}.
        </p>
      )}
    </Card>
  );
}
