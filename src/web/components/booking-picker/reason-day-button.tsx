import { DayButton, type DayButtonProps, type Modifiers } from 'react-day-picker';
import type { UnavailableReason } from './day-availability.ts';

/** Custom modifier names, each carrying one spec §2 reason. */
export const REASON_MODIFIERS = {
  pastDate: 'Past date',
  notWorking: 'Not working',
  fullyBooked: 'Fully booked',
  checking: 'Checking availability',
} as const satisfies Record<string, UnavailableReason>;

export function reasonFromModifiers(modifiers: Modifiers): UnavailableReason | undefined {
  const key = (Object.keys(REASON_MODIFIERS) as Array<keyof typeof REASON_MODIFIERS>).find((name) => modifiers[name]);
  return key ? REASON_MODIFIERS[key] : undefined;
}

/** The day button with the reason it cannot be chosen as its tooltip (spec §2). */
export function ReasonDayButton(props: DayButtonProps) {
  const reason = reasonFromModifiers(props.modifiers);
  return <DayButton {...props} title={reason} />;
}
