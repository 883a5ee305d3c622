import { useId } from 'react';
import { mayUse } from '../../../../core/access.ts';
import type { ClientCardRule } from '../../../../core/booking/fee-policy.ts';
import { formatGBP } from '../../../../core/money.ts';
import type { ClientProfile } from '../../../../core/schemas/client-profile.schema.ts';
import { useSession } from '../../../api/auth-session.ts';
import { errorMessage } from '../../../api/client.ts';
import { useUpdateClient } from '../../../api/client-profile.ts';
import { Card } from '../../../components/ui/card.tsx';
import { controlClass, Field } from '../../../components/ui/form-controls.tsx';
import { RefusalAlert } from '../../../components/ui/form-messages.tsx';
import {
  CARD_RULE_OPTIONS,
  cardRuleLabel,
  feeKindText,
  feeStatusText,
  formatShortDate,
  missesText,
  savedCardText,
} from './no-show-policy-text.ts';

/**
 * A client's side of the no-show policy (issue 26, docs/decisions/0034): the card they saved (brand and last four
 * only), their no-shows and late cancellations, their fees, and whether they must save a card to book online. The
 * owner and reception (core/access.ts 'fees') choose that; everyone else reads it.
 */
export function ClientNoShowPolicy({ client }: { client: ClientProfile }) {
  const headingId = useId();
  const policy = client.noShowPolicy;
  // The admin shell's guard has a session before any section renders.
  const { data: user } = useSession();
  const mayChoose = user ? mayUse(user.role, 'fees') : false;
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 font-display text-xl font-semibold">
        No-show policy
      </h2>
      <div className="space-y-4 text-sm text-stone-900">
        <div className="space-y-1">
          <p>
            {savedCardText(policy.card)}
            {policy.card?.testMoney && (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Test card</span>
            )}
          </p>
          <p className="tabular-nums">{missesText(policy)}</p>
        </div>
        {policy.fees.length === 0 ? (
          <p className="text-stone-600">No fees</p>
        ) : (
          <ul aria-label="Fees" className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
            {policy.fees.map((fee) => (
              <li key={fee.visitId} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-4 py-2.5">
                <span className="font-medium">{`${feeKindText(fee)} fee`}</span>
                <span className="tabular-nums">{formatGBP(fee.charge)}</span>
                <span className="text-stone-700">{feeStatusText(fee)}</span>
                <span className="ml-auto tabular-nums text-stone-600">{formatShortDate(fee.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
        {mayChoose && !client.erasedAt ? (
          <CardRuleSelect clientId={client._id} value={policy.cardRule} />
        ) : (
          <p>{`Card to book online: ${cardRuleLabel(policy.cardRule)}`}</p>
        )}
      </div>
    </Card>
  );
}

/** 'Card to book online': saved as soon as it is changed. */
function CardRuleSelect({ clientId, value }: { clientId: string; value: ClientCardRule }) {
  const id = useId();
  const update = useUpdateClient(clientId);
  return (
    <div className="space-y-2">
      <Field id={id} label="Card to book online" className="max-w-sm">
        <select
          id={id}
          value={value}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ cardRule: event.target.value as ClientCardRule })}
          className={controlClass}
        >
          {CARD_RULE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <RefusalAlert message={update.isError ? errorMessage(update.error, 'Failed to save') : undefined} />
      <p role="status" className="text-sm font-medium text-green-800">
        {update.isSuccess ? 'Saved.' : ''}
      </p>
    </div>
  );
}
