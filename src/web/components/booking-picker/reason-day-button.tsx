import { createContext, useContext } from 'react';
import { DayButton, type DayButtonProps } from 'react-day-picker';
import type { UnavailableReason } from './day-availability.ts';

/** Why a calendar day cannot be chosen: the calendar provides it, each day button reads it for its tooltip. */
export const DayReasonContext = createContext<(date: Date) => UnavailableReason | undefined>(() => undefined);

/** The day button with the reason it cannot be chosen as its tooltip (spec §2). */
export function ReasonDayButton(props: DayButtonProps) {
  const reasonOf = useContext(DayReasonContext);
  return <DayButton {...props} title={reasonOf(props.day.date)} />;
}
