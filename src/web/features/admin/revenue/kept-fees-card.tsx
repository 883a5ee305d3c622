import type { FeeRevenue } from '../../../../core/schemas/revenue.schema.ts';
import { Card } from '../../../components/ui/card.tsx';
import { keptFeesText } from './kept-fees.ts';

/**
 * The no-show and late-cancellation fees kept from the period's visits (issue 26), each whole: the deposit counted
 * towards it and what was charged (issue 40). They are already in revenue, on their visits' dates (a fee adds to its
 * visit's money): this tells them apart, and is never added to it. The report gives them for the whole
 * salon, so a chosen beautician does not narrow them.
 */
export function KeptFeesCard({ fees, wholeSalonNote }: { fees: FeeRevenue; wholeSalonNote: boolean }) {
  const text = keptFeesText(fees);
  return (
    <Card aria-labelledby="kept-fees-title" className="mb-6">
      <h2 id="kept-fees-title" className="text-sm font-medium text-stone-600">
        Kept from no-shows and late cancellations
      </h2>
      <p className="mt-1 text-stone-900">{text ?? 'None in this period'}</p>
      {text && (
        <p className="mt-1 text-sm text-stone-600">
          Already counted in revenue, on the dates of their visits
          {wholeSalonNote ? '. For the whole salon, not only the beautician chosen' : ''}.
        </p>
      )}
    </Card>
  );
}
