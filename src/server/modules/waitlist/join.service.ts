import { bookableDateRange } from '../../../core/availability/slots.ts';
import { ANY_BEAUTICIAN } from '../../../core/schemas/visit-availability.schema.ts';
import { MAX_WAITING_PER_CLIENT, WAITLIST_MESSAGES, type JoinWaitlist } from '../../../core/schemas/waitlist.schema.ts';
import { lastWindowEnd, windowRange } from '../../../core/waitlist/windows.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { visitSlotsOn } from '../availability/visit-availability.service.ts';
import { getActiveBeautician, getActiveService } from '../catalog/catalog.service.ts';
import { loadSalon, slotRules } from '../catalog/salon.service.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { hashManageToken, newManageToken } from '../notifications/manage-token.ts';
import { hashAddress } from '../booking/unpaid-holds.service.ts';
import { placeUrl, queueJoined } from './waitlist-messages.ts';
import { expireUnconfirmed, insertEntry, keptVisitByEmail, lockWaitingOf } from './waitlist.repository.ts';

export const WAITLIST_OFF_MESSAGE = 'This salon does not keep a waitlist. Please choose another time.';

/**
 * `POST /api/waitlist`: the client joins the waitlist for a visit in up to three windows. The visit is checked as the
 * times page checks it (its services, variants and beauticians, booked online now), each window must be still ahead
 * and within the dates bookings are taken for. It is e-mailed (never texted) a link to confirm it: until the client
 * follows it, the place is offered nothing, texted nothing and makes no client record, and after a day it expires with
 * the details typed (docs/decisions/0037). One e-mail holds at most MAX_WAITING_PER_CLIENT confirmed places, and as
 * many unconfirmed: a further join lets the oldest unconfirmed one go, so nobody can lock an address out by joining
 * with it.
 */
export async function joinWaitlist(
  db: Database,
  mail: BookingMail,
  body: JoinWaitlist,
  { now, clientAddress }: { now: Date; clientAddress: string },
): Promise<{ entryId: string }> {
  const { settings } = await loadSalon(db);
  if (!settings.waitlistEnabled) throw new AppError('WAITLIST_OFF', WAITLIST_OFF_MESSAGE, 409);
  const { last } = bookableDateRange(slotRules(settings, now));
  for (const window of body.windows) {
    if (windowRange(window, settings.timeZone).to <= now) throw AppError.badRequest(WAITLIST_MESSAGES.windowPast);
    if (window.date > last) throw AppError.badRequest(WAITLIST_MESSAGES.windowBeyond);
  }
  const items = {
    service: body.services.map((s) => s.serviceId),
    variant: body.services.map((s) => s.variantName),
    beautician: body.services.map((s) => (s.any ? ANY_BEAUTICIAN : s.beauticianId!)),
    oneBeautician: undefined,
  };
  // Refuses what the times page refuses: an unknown or inactive service, variant or beautician, too many services.
  await visitSlotsOn(db, items, body.windows[0]!.date, now);
  const described = await Promise.all(body.services.map((item) => describe(db, item)));
  const newClient = !(await keptVisitByEmail(db, body.client.email));
  const token = newManageToken();
  const entry = await db.transaction(async (tx) => {
    const waiting = await lockWaitingOf(tx, body.client.email);
    if (waiting.confirmed >= MAX_WAITING_PER_CLIENT) throw new AppError('WAITLIST_PLACES', WAITLIST_MESSAGES.tooManyPlaces, 429);
    const oldest = waiting.unconfirmed[0];
    if (oldest && waiting.unconfirmed.length >= MAX_WAITING_PER_CLIENT)
      await expireUnconfirmed(tx, now, { entryId: oldest.id, atOnce: true });
    const row = await insertEntry(tx, {
      clientName: body.client.name,
      clientEmail: body.client.email,
      clientPhone: body.client.phone,
      clientId: null,
      holdAddressHash: hashAddress(clientAddress),
      services: body.services,
      servicesLabel: described.map((d) => d.label),
      windows: body.windows,
      endsAt: lastWindowEnd(body.windows, settings.timeZone),
      valuePence: described.reduce((sum, d) => sum + d.pricePence, 0),
      newClient,
      tokenHash: hashManageToken(token),
      createdAt: now,
    });
    await queueJoined(tx, settings, row, placeUrl(mail.publicUrl, token), now);
    return row;
  });
  mail.afterCommit();
  return { entryId: entry.id };
}

/** 'Cut (Short) with any beautician', and its price. */
async function describe(db: Database, item: JoinWaitlist['services'][number]): Promise<{ label: string; pricePence: number }> {
  const service = await getActiveService(db, item.serviceId);
  const variant = service.variants.find((v) => v.name === item.variantName)!;
  const who = item.any ? 'any beautician' : (await getActiveBeautician(db, item.beauticianId!)).name;
  return { label: `${service.name} (${variant.name}) with ${who}`, pricePence: variant.pricePence };
}
