import type { AppointmentRow } from '../booking/bookings.repository.ts';

type Described = Pick<AppointmentRow, 'serviceName' | 'variantName' | 'beauticianName'>;

/** 'Colour — Full head with Alice': one service of what the customer pays for, as the provider's page names it. */
export const serviceWithBeautician = (part: Described): string => `${part.serviceName} — ${part.variantName} with ${part.beauticianName}`;

/**
 * What the provider's page says is paid for (Stripe's line item): every service of the visit with who does it
 * (issue 40), not its first alone; 'Deposit: ' when it is the deposit.
 */
export function describePayment(parts: readonly Described[], deposit: boolean): string {
  const what = parts.map(serviceWithBeautician).join('; ');
  return deposit ? `Deposit: ${what}` : what;
}
