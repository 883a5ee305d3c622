const HOUR_MS = 3_600_000;

/** The two salon settings the free-change window comes from. */
export interface ChangeWindowSettings {
  /** hours before the start up to which a client may move their booking; null: the free-cancellation window */
  freeChangeHours: number | null;
  freeCancellationHours: number;
}

/**
 * The window a booking moves under: the salon's free-change setting, else the free-cancellation window the booking was
 * made with (its agreed terms, docs/decisions/0037), not today's.
 */
export const changeWindowOf = (settings: Pick<ChangeWindowSettings, 'freeChangeHours'>, agreed: { freeCancellationHours: number }) => ({
  freeChangeHours: settings.freeChangeHours,
  freeCancellationHours: agreed.freeCancellationHours,
});

/** The free-change window in hours (docs/decisions/0025): its own setting, else the free-cancellation window. */
export function freeChangeHours(settings: ChangeWindowSettings): number {
  return settings.freeChangeHours ?? settings.freeCancellationHours;
}

/** The last moment a client may move a booking that starts at `start` themselves. */
export function movableUntil(start: Date, settings: ChangeWindowSettings): Date {
  return new Date(start.getTime() - freeChangeHours(settings) * HOUR_MS);
}

/**
 * Whether the client may still move their own booking at `now`: up to and including `movableUntil`. Later, only
 * the salon can, so the client is sent to its phone. Where the booking moves to is a new booking's question
 * (notice, horizon, hours, time off, other appointments), asked separately.
 */
export function clientMayMove(start: Date, now: Date, settings: ChangeWindowSettings): boolean {
  return now.getTime() <= movableUntil(start, settings).getTime();
}

const contact = (salon: { name: string; phone: string }) =>
  salon.phone ? `please call ${salon.name} on ${salon.phone}` : `please contact ${salon.name}`;

/** What a client is told once the window has closed: the salon's phone when it has one. */
export function tooLateToMoveMessage(salon: { name: string; phone: string }): string {
  return `It is too late to change this booking online. To change it, ${contact(salon)}.`;
}

/** What a client is told when the service is no longer offered online, so no diary can take the booking. */
export function notMovableOnlineMessage(salon: { name: string; phone: string }): string {
  return `This booking cannot be moved online any more. To change it, ${contact(salon)}.`;
}
