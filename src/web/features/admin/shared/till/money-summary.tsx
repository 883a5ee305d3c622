import type { ReactNode } from 'react';
import { formatGBP } from '../../../../../core/money.ts';
import type { VisitMoney } from '../../../../../core/schemas/till.schema.ts';

/**
 * The visit's money at a glance: price, any discount, paid online, taken at the salon, and what is left: the balance
 * still due before the checkout, what the client still owes after it (issue 23), or what was taken over the price.
 */
export function MoneySummary({ money }: { money: VisitMoney }) {
  const checkedOut = money.status === 'completed';
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1 rounded-2xl bg-stone-50 px-4 py-3 text-sm">
      <Figure term="Price">{formatGBP(money.price)}</Figure>
      {money.discount !== 0 && <Figure term="Discount">{formatGBP(-money.discount)}</Figure>}
      <Figure term="Paid online">{formatGBP(money.paidOnline)}</Figure>
      {money.takenAtSalon !== 0 && <Figure term="Taken at the salon">{formatGBP(money.takenAtSalon)}</Figure>}
      {money.tips !== 0 && <Figure term="Tips">{formatGBP(money.tips)}</Figure>}
      <Figure term={checkedOut && money.balance > 0 ? 'Owed' : 'Balance'} strong>
        {money.balance >= 0 ? formatGBP(money.balance) : `${formatGBP(-money.balance)} over the price`}
      </Figure>
    </dl>
  );
}

function Figure({ term, strong, children }: { term: string; strong?: boolean; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-600">{term}</dt>
      <dd className={strong ? 'text-right font-semibold tabular-nums text-stone-900' : 'text-right tabular-nums text-stone-900'}>
        {children}
      </dd>
    </>
  );
}
