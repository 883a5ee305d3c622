import type { PublicFee } from '../../../core/schemas/fee.schema.ts';
import { formatLongDate, formatTime } from '../../lib/format.ts';

/** ' Cut (Standard) on Tuesday 24 November 2026 at 10:30': the visit, when the server could name it. */
function visit({ what, start }: Pick<PublicFee, 'what' | 'start'>): string {
  const when = formatLongDate(start) && `${formatLongDate(start)} at ${formatTime(start)}`;
  if (what && when) return `: ${what} on ${when}`;
  if (what || when) return `: ${what || when}`;
  return '';
}

/** Why the client is asked to pay, in the salon's time (issue 26). */
export function feeReason(fee: Pick<PublicFee, 'kind' | 'what' | 'start'>): string {
  const lead =
    fee.kind === 'no_show'
      ? 'You did not come to your appointment'
      : "You cancelled your appointment less than the salon's notice period before";
  return `${lead}${visit(fee)}.`;
}
