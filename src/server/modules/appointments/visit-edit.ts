import { appointmentTimes, timingOfBooked } from '../../../core/availability/service-timing.ts';
import type { StaffRule } from '../../../core/booking/staff-rules.ts';
import { withTimeOff } from '../../../core/booking/staff-rules.ts';
import type { AdminAppointment } from '../../../core/schemas/admin-appointment.schema.ts';
import type { Database } from '../../db/client.ts';
import { IN_TIME_OFF, lostSlotRace, postgresCode } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { lockBookingsOf, moveAppointmentIfAt, type AppointmentRow, type NewAppointment } from '../booking/bookings.repository.ts';
import { BOOKING_CHANGED_MESSAGE } from '../booking/client-move.service.ts';
import { inWriteOrder } from '../booking/visit-write-order.ts';
import { catalogSnapshot } from '../catalog/catalog-snapshot.ts';
import { withExpiredHoldsReleasedIn } from '../booking/slot-attempt.ts';
import { needsVisitConfirmation, requireVisitConfirmed, staffRulesBroken, type PartBroken } from '../booking/staff-rules.service.ts';
import { findBeautician } from '../catalog/catalog.repository.ts';
import { queueBookingMail, type BookingMail } from '../notifications/booking-mail.service.ts';
import { toAdminAppointmentOf } from './admin-appointments.service.ts';

/**
 * Staff changing one service of a visit of several (docs/decisions/0032), on the calendar or in the edit dialog. The
 * client's services stay back to back: a new start moves the whole visit (every other service shifts by the same time
 * with its beautician), another beautician moves only that service, and only the visit's last service may end earlier
 * or later. Anything else is refused with words, and nothing changes. Preparation and clean-up follow who does what:
 * none between two services by the same beautician, the service's own again once a neighbour goes to someone else.
 */

export const VISIT_LENGTH_MESSAGE =
  'This service is followed by another in the same visit, so it cannot end earlier or later. Change the last service of the visit instead.';
export const VISIT_OF_OTHERS_MESSAGE =
  'This visit has services with other beauticians, and moving one moves them all. Please ask reception to move it.';

/** Refuses an edit that would leave the client waiting between services, or in two chairs at once. */
export function refuseBrokenVisit(parts: readonly AppointmentRow[], row: AppointmentRow, times: { start: Date; end: Date }): void {
  const shift = times.start.getTime() - row.startAt.getTime();
  const lengthChange = times.end.getTime() - row.endAt.getTime() - shift;
  if (lengthChange !== 0 && parts.at(-1)!.id !== row.id)
    throw AppError.badRequest(VISIT_LENGTH_MESSAGE, { fields: { end: VISIT_LENGTH_MESSAGE } });
}

interface VisitChange {
  parts: readonly AppointmentRow[];
  row: AppointmentRow;
  edited: EditedValues;
  /** the client's details when the edit changes them: the visit's, so every service takes them */
  client: Partial<Pick<NewAppointment, 'clientName' | 'clientEmail' | 'clientPhone' | 'clientNotes'>>;
  allow: readonly StaffRule[];
  /** a stylist's own beautician: they may move only a visit that is all theirs (docs/decisions/0029) */
  onlyBeautician: string | undefined;
}

/**
 * The visit changed through `row`: `row` takes the edit's values, the other services their own times shifted by as
 * much as `row`'s start moved, with their buffers set by who now does the services beside them. Each is checked
 * against the staff rules (one question for all of it), then written in one transaction under every beautician's
 * booking lock, in an order that never meets another service's old time, each under a guard on what was read (a move
 * that got there first answers 409, and nothing is written). The client hears of it once.
 */
export async function changeVisitByStaff(
  db: Database,
  { parts, row, edited, client, allow, onlyBeautician }: VisitChange,
  now: Date,
  mail: BookingMail,
): Promise<AdminAppointment> {
  const shift = edited.startAt.getTime() - row.startAt.getTime();
  if (onlyBeautician && parts.some((p) => p.beauticianId !== onlyBeautician)) {
    throw new AppError('FORBIDDEN', VISIT_OF_OTHERS_MESSAGE, 403);
  }
  const planned = await plannedParts(db, parts, row, { ...edited, ...client }, shift);
  const moves = await Promise.all(
    planned.map(async ({ part, values }) => {
      const broken = await partBroken(db, part, values, now);
      return { part, values: { ...values, allowedInTimeOff: broken.broken.rules.includes('time_off') }, broken };
    }),
  );
  requireVisitConfirmed(
    moves.map((m) => m.broken),
    allow,
    'Save',
  );
  const ranges = moves.map((m) => ({
    beauticianId: m.values.beauticianId,
    range: { start: m.values.occupiedFrom, end: m.values.occupiedTo },
  }));
  try {
    const moved = await withExpiredHoldsReleasedIn(db, ranges, now, () =>
      db.transaction(async (tx) => {
        await lockBookingsOf(tx, [...parts.map((p) => p.beauticianId), ...ranges.map((r) => r.beauticianId)]);
        let mine: AppointmentRow | undefined;
        for (const { part, values } of inWriteOrder(moves)) {
          const changed = await moveAppointmentIfAt(tx, part, values);
          if (!changed) throw AppError.conflict('BOOKING_CHANGED', BOOKING_CHANGED_MESSAGE);
          if (part.id === row.id) mine = changed;
        }
        if (parts[0]!.status === 'confirmed') {
          const handedOverFrom =
            edited.beauticianId !== row.beauticianId
              ? { beauticianId: row.beauticianId, beauticianName: row.beauticianName, start: row.startAt }
              : undefined;
          await queueBookingMail(tx, mail, { kind: 'booking_changed', appointmentId: parts[0]!.id, handedOverFrom }, now);
        }
        return mine!;
      }),
    );
    mail.afterCommit();
    return await toAdminAppointmentOf(db, moved);
  } catch (err) {
    if (postgresCode(err) === IN_TIME_OFF) {
      // Time off added while staff were confirming the rest: ask again, naming the service moved.
      throw needsVisitConfirmation(
        moves.map((m) => (m.part.id === row.id ? { ...m.broken, broken: withTimeOff(m.broken.broken) } : m.broken)),
        'Save',
      );
    }
    if (lostSlotRace(err)) throw AppError.conflict('SLOT_TAKEN', 'That time overlaps another appointment for a beautician of this visit.');
    throw err;
  }
}

/**
 * Every service's values after the change: its times (shifted, or `row`'s as edited) with the buffers next to each
 * beautician's own other services dropped, and the service's own (its variant's in the catalogue, else as booked)
 * brought back where a neighbour has gone to someone else.
 */
async function plannedParts(
  db: Database,
  parts: readonly AppointmentRow[],
  row: AppointmentRow,
  edited: EditedValues & VisitChange['client'],
  shift: number,
) {
  const { serviceById } = await catalogSnapshot(db);
  const beauticianOf = (p: AppointmentRow) => (p.id === row.id ? edited.beauticianId : p.beauticianId);
  const bookedAs = (p: AppointmentRow) =>
    p.id === row.id
      ? timingOfBooked({
          ...row,
          ...edited,
          startAt: edited.startAt,
          processingFrom: edited.processingFrom,
          processingTo: edited.processingTo,
        })
      : timingOfBooked(p);
  return parts.map((part, i) => {
    const own = serviceById
      .get(part.serviceId ?? '')
      ?.variants.find((v) => v.name === (part.id === row.id ? (edited.variantName ?? part.variantName) : part.variantName));
    const timing = bookedAs(part);
    const [before, after] = [parts[i - 1], parts[i + 1]];
    const buffer = (neighbour: AppointmentRow | undefined, booked: number, catalogue: number | undefined) => {
      if (!neighbour) return booked;
      if (beauticianOf(neighbour) === beauticianOf(part)) return 0;
      // Next to the same beautician when booked (so none was kept): the service's own again.
      return neighbour.beauticianId === part.beauticianId && part.id !== row.id ? (catalogue ?? booked) : booked;
    };
    const buffers = {
      bufferBeforeMin: buffer(before, timing.bufferBeforeMin, own?.bufferBeforeMin),
      bufferAfterMin: buffer(after, timing.bufferAfterMin, own?.bufferAfterMin),
    };
    const start = part.id === row.id ? edited.startAt : new Date(part.startAt.getTime() + shift);
    const values: EditedValues = {
      ...(part.id === row.id ? edited : { ...clientOf(edited), updatedAt: edited.updatedAt }),
      beauticianId: beauticianOf(part),
      ...buffers,
      ...appointmentTimes(start, { ...timing, ...buffers }),
    };
    return { part, values };
  });
}

/** An appointment's columns as an edit sets them: its times always, the rest as the edit changes them. */
export type EditedValues = Partial<NewAppointment> & ReturnType<typeof appointmentTimes> & { beauticianId: string; updatedAt: Date };

async function partBroken(db: Database, part: AppointmentRow, values: EditedValues, now: Date): Promise<PartBroken> {
  const beauticianId = values.beauticianId ?? part.beauticianId;
  const beautician = await findBeautician(db, beauticianId);
  if (!beautician) throw AppError.notFound('Beautician');
  const time = { start: values.startAt, end: values.endAt, occupiedFrom: values.occupiedFrom, occupiedTo: values.occupiedTo };
  const broken = await staffRulesBroken(
    db,
    { beauticianId, beauticianName: beautician.name, beauticianHours: beautician.hours, ...time },
    now,
  );
  return { broken, beautician: beautician.name };
}

/** The client's details among an edit's values, for the visit's other services. */
function clientOf({ clientName, clientEmail, clientPhone, clientNotes }: VisitChange['client']): VisitChange['client'] {
  return Object.fromEntries(Object.entries({ clientName, clientEmail, clientPhone, clientNotes }).filter(([, v]) => v !== undefined));
}
