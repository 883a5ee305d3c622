import { useState } from 'react';
import { canAddPayment } from '../../../../../core/booking/transitions.ts';
import type { VisitMoney } from '../../../../../core/schemas/till.schema.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { AddPaymentForm } from './add-payment-form.tsx';
import { MoneyHistory } from './money-history.tsx';

/** The visit's money history, and 'Add payment' once it is checked out: open already when the client owes money. */
export function VisitPayments({ money }: { money: VisitMoney }) {
  const [adding, setAdding] = useState(money.owed > 0);
  return (
    <div className="space-y-4">
      <MoneyHistory money={money} />
      {canAddPayment(money.status).ok &&
        (adding ? (
          <AddPaymentForm key={money.entries.length} money={money} onClose={() => setAdding(false)} />
        ) : (
          <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
            Add payment
          </Button>
        ))}
    </div>
  );
}
