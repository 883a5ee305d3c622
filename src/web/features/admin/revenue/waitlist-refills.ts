import { formatGBP } from '../../../../core/money.ts';
import { plural } from '../../../../core/plural.ts';
import type { WaitlistRevenue } from '../../../../core/schemas/revenue.schema.ts';

/** What the waitlist refilled in a sentence (issue 28): '2 visits worth £90.00', or null when none in the period. */
export function waitlistRefillsText(refills: WaitlistRevenue): string | null {
  if (refills.visits === 0) return null;
  return `${plural(refills.visits, 'visit')} worth ${formatGBP(refills.value)}`;
}
