import { useState, type ReactNode } from 'react';
import { NeedsConfirmationDetailsSchema } from '../../../../../core/schemas/staff-booking.schema.ts';
import type { StaffRule } from '../../../../../core/booking/staff-rules.ts';
import { ApiError } from '../../../../api/client.ts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';

interface Pending {
  question: string;
  rules: StaffRule[];
  resend: (allow: StaffRule[]) => void;
}

/**
 * The server's 409 NEEDS_CONFIRMATION (docs/decisions/0026) as a question: the time breaks a rule staff may break
 * (the past, outside working hours, time off); 'Book anyway' / 'Save anyway' sends the same request again with
 * those rules allowed. `askIfNeeded` returns false for any other error, which the caller shows as before.
 */
export function useRuleConfirmation(
  confirmLabel: string,
  busy: boolean,
): { askIfNeeded: (error: unknown, resend: Pending['resend']) => boolean; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending>();
  const askIfNeeded = (error: unknown, resend: Pending['resend']) => {
    if (!(error instanceof ApiError) || error.code !== 'NEEDS_CONFIRMATION') return false;
    const details = NeedsConfirmationDetailsSchema.safeParse(error.details);
    if (!details.success) return false;
    setPending({ question: error.message, rules: details.data.rules, resend });
    return true;
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== undefined}
      title="Are you sure?"
      confirmLabel={confirmLabel}
      busy={busy}
      busyLabel="Saving..."
      onClose={() => setPending(undefined)}
      onConfirm={() => {
        if (!pending) return;
        setPending(undefined);
        pending.resend(pending.rules);
      }}
    >
      <p>{pending?.question}</p>
    </ConfirmDialog>
  );
  return { askIfNeeded, dialog };
}
