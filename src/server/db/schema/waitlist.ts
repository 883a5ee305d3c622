import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WaitlistItem, WaitlistWindow } from '../../../core/schemas/waitlist.schema.ts';
import { staffUsers } from './auth.ts';
import { appointments } from './booking.ts';
import { clients } from './clients.ts';
import { createdAt } from './columns.ts';

// The waitlist (modules/waitlist; issue 28, docs/decisions/0036).

/**
 * A client waiting for a time: the visit they want (its services as a booking names them) in up to three windows. It
 * waits until it is booked (an offer taken up), the client leaves it, reception removes it, or its last window passes
 * (`ends_at`); a place whose e-mail is not confirmed in time expires (docs/decisions/0037). `value_pence` and
 * `new_client` are what the salon's priority orders by, as they were when the client joined.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the order clients joined in, strictly ('first come' needs no clock to tell two joins apart) */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone').notNull(),
    /** the client's record (found or made as a booking's is, 0037); the export and erasure go by it and by e-mail */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    services: jsonb('services').$type<WaitlistItem[]>().notNull(),
    /** what the client reads of their visit, e.g. 'Cut (Short) with any beautician', written when they joined */
    servicesLabel: text('services_label').array().notNull(),
    windows: jsonb('windows').$type<WaitlistWindow[]>().notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    valuePence: integer('value_pence').notNull(),
    newClient: boolean('new_client').notNull(),
    /** the leave link's token, hashed (SHA-256) as manage links are */
    tokenHash: text('token_hash').notNull(),
    status: text('status').notNull().default('waiting'),
    /**
     * when the client opened the link of their first e-mail and confirmed the place: only then is it offered a time, or
     * texted (docs/decisions/0037). Null: not confirmed; it expires a day after it was made.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** the joining client's address, hashed as an unpaid hold's is: its offers count against the hold cap of that address */
    holdAddressHash: text('hold_address_hash'),
    /** the member of staff who removed it from the list (status 'removed') */
    removedByStaffId: uuid('removed_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('waitlist_entries_token_idx').on(t.tokenHash),
    index('waitlist_entries_waiting_idx')
      .on(t.endsAt)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_client_idx').on(t.clientId),
    check('waitlist_entries_status', sql`${t.status} in ('waiting','booked','left','ended','expired','removed')`),
  ],
);

/**
 * A time offered to a waiting client, held for them as an unpaid hold is: `appointment_id` is the hold (the visit's
 * first part), which the exclusion constraint keeps from anyone else until `expires_at`. The hold's `request_id` is the
 * offer's, so accepting is the normal checkout taking up its own hold. One open offer per entry, enforced here.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    requestId: uuid('request_id').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status').notNull().default('open'),
    /**
     * when its client chose to pay online and its hold was lengthened to a payment hold: once only, so repeating the
     * choice cannot keep the time held (issue 39)
     */
    heldForPaymentAt: timestamp('held_for_payment_at', { withTimezone: true }),
    /** reception offered it by hand */
    offeredByStaffId: uuid('offered_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('waitlist_offers_token_idx').on(t.tokenHash),
    uniqueIndex('waitlist_offers_open_idx')
      .on(t.entryId)
      .where(sql`${t.status} = 'open'`),
    index('waitlist_offers_entry_idx').on(t.entryId),
    index('waitlist_offers_appointment_idx').on(t.appointmentId),
    check('waitlist_offers_status', sql`${t.status} in ('open','accepted','declined','lapsed','withdrawn')`),
  ],
);
