import { Notice } from '../ui/notice.tsx';
import { CheckboxField } from '../ui/form-controls.tsx';
import type { CheckoutPolicy } from './checkout-policy.ts';
import { CARD_NOTICE_ID } from './pay-buttons.tsx';

/**
 * The salon's no-show policy (issue 26) before the customer chooses how to pay: the terms with this visit's amounts,
 * and a notice where a card may be needed to book. Nothing where the salon has neither.
 */
export function FeePolicyTerms({ policy }: { policy: CheckoutPolicy }) {
  if (!policy.terms && !policy.cardNotice) return null;
  return (
    <section aria-labelledby="fee-policy-heading" className="space-y-3 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700">
      <h3 id="fee-policy-heading" className="font-medium text-stone-800">
        Cancellation and no-show policy
      </h3>
      {policy.terms && <p>{policy.terms}</p>}
      {policy.cardNotice && (
        <div id={CARD_NOTICE_ID}>
          <Notice className="px-4 py-3 text-left">{policy.cardNotice}</Notice>
        </div>
      )}
    </section>
  );
}

interface KeepCardProps {
  policy: CheckoutPolicy;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** 'Pay now' and 'Pay deposit' may keep the card they pay with; ticked for good where the policy keeps it anyway. */
export function KeepCardField({ policy, checked, onChange }: KeepCardProps) {
  if (!policy.offerKeepCard) return null;
  const required = Boolean(policy.keepCardReason);
  return (
    <CheckboxField
      id="keep-card"
      label="Keep this card for the salon's no-show policy"
      hint={required ? policy.keepCardReason : 'Optional, with Pay now or Pay deposit.'}
      checked={required || checked}
      disabled={required}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
