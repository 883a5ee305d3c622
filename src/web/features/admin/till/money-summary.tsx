import type { ReactNode } from 'react';
import { formatGBP } from '../../../../core/money.ts';
import type { VisitMoney } from '../../../../core/schemas/till.schema.ts';

/** The visit's money at a glance: price, paid online, taken at the salon, and the balance still due. */
export function MoneySummary({ money }: { money: VisitMoney }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1 rounded-2xl bg-stone-50 px-4 py-3 text-sm">
      <Figure term="Price">{formatGBP(money.price)}</Figure>
      <Figure term="Paid online">{formatGBP(money.paidOnline)}</Figure>
      {money.takenAtSalon !== 0 && <Figure term="Taken at the salon">{formatGBP(money.takenAtSalon)}</Figure>}
      {money.tips !== 0 && <Figure term="Tips">{formatGBP(money.tips)}</Figure>}
      <Figure term="Balance" strong>
        {money.balance >= 0 ? formatGBP(money.balance) : `${formatGBP(-money.balance)} over the price`}
      </Figure>
    </dl>
  );
}

function Figure({ term, strong, children }: { term: string; strong?: boolean; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-600">{term}</dt>
      <dd className={strong ? 'text-right font-semibold tabular-nums text-stone-900' : 'text-right tabular-nums text-stone-900'}>{children}</dd>
    </>
  );
}
