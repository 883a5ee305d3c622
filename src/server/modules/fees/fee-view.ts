import { penceToPounds } from '../../../core/money.ts';
import type { FeeView } from '../../../core/schemas/fee.schema.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { chargeableCard, type FeeQuote } from './fee-quote.ts';
import type { ClientCardRow, FeeRow } from './fees.repository.ts';

/** The fee as staff see it: as decided when it was, else as the booking's agreed terms give it now. */
export function toFeeView(
  {
    fee,
    quote,
    client,
    ownerOnly,
  }: { fee: FeeRow | undefined; quote: FeeQuote | undefined; client: ClientCardRow | undefined; ownerOnly: boolean },
  provider: PaymentProvider,
): FeeView {
  const card = chargeableCard(client, provider);
  const base = { card: card ? { brand: card.brand, last4: card.last4 } : null, ownerOnly };
  if (fee)
    return {
      ...base,
      kind: fee.kind as FeeView['kind'],
      percent: fee.percent,
      fee: penceToPounds(fee.feePence),
      kept: penceToPounds(fee.keptPence),
      charge: penceToPounds(fee.chargePence),
      status: fee.status as FeeView['status'],
      failure: fee.failure,
      waiveReason: fee.waiveReason,
      paidAt: fee.paidAt?.toISOString() ?? null,
      refunded: penceToPounds(fee.refundedPence),
      testMoney: fee.testMoney,
    };
  return {
    ...base,
    kind: quote?.kind ?? null,
    percent: quote?.percent ?? 0,
    fee: penceToPounds(quote?.feePence ?? 0),
    kept: penceToPounds(quote?.keptPence ?? 0),
    charge: penceToPounds(quote?.chargePence ?? 0),
    status: 'none',
    failure: '',
    waiveReason: null,
    paidAt: null,
    refunded: 0,
    testMoney: provider.testMoney,
  };
}
