import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { appointments } from './booking.ts';

// The e-mail outbox and the manage links the e-mails carry (modules/notifications).

/**
 * The transactional outbox (docs/decisions/0013): every e-mail is rendered and stored here in the same
 * transaction as the booking change it reports; the mail job claims, sends and marks it.
 * `claimed_until` is a lease, so a process that died mid-send does not strand its message.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /**
     * 'email', or 'sms' (issue 27, docs/decisions/0035): a text's body is `text_body`; a text about a booking is
     * rendered when it is sent (its parts are empty until then), so queueing one costs a booking nothing to render
     */
    channel: text('channel').notNull().default('email'),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    ics: text('ics'),
    /** REQUEST or CANCEL when `ics` is set */
    icsMethod: text('ics_method'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** a text's id at the provider (Twilio's MessageSid): its delivery report names it */
    providerId: text('provider_id'),
    /** a text's length in message segments (GSM-7 or UCS-2), counted against the salon's monthly cap */
    segments: integer('segments'),
    /** what makes a message queued once whoever queues it (a reminder for one start time, a fallback e-mail) */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    uniqueIndex('outbox_messages_provider_idx').on(t.providerId),
    uniqueIndex('outbox_messages_dedupe_idx').on(t.dedupeKey),
    // A reply is about the latest text to its number (modules/texts).
    index('outbox_messages_texted_idx')
      .on(t.toAddress)
      .where(sql`${t.channel} = 'sms'`),
    index('outbox_messages_created_idx').on(t.createdAt),
    index('outbox_messages_appointment_idx').on(t.appointmentId),
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    check(
      'outbox_messages_kind',
      sql`${t.kind} in ('booking_confirmed','booking_changed','booking_cancelled','reminder','staff_invite','fee_requested','text_reply','text_cap_reached','waitlist_joined','waitlist_offer','waitlist_ended')`,
    ),
    check('outbox_messages_channel', sql`${t.channel} in ('email','sms')`),
    check('outbox_messages_status', sql`${t.status} in ('queued','sent','stored','failed','delivered','skipped')`),
    check('outbox_messages_ics_method', sql`${t.icsMethod} is null or ${t.icsMethod} in ('REQUEST','CANCEL')`),
  ],
);

/**
 * Links that let a client manage one booking without an account. The e-mail carries a random token; only
 * its SHA-256 is stored. Each client message gets its own token, so an older e-mail's link keeps working.
 */
export const manageTokens = pgTable(
  'manage_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('manage_tokens_appointment_idx').on(t.appointmentId)],
);
