import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './booking.ts';
import { clients } from './clients.ts';
import { createdAt } from './columns.ts';

// Text messages (modules/texts; issue 27, docs/decisions/0035). The texts themselves are outbox rows (channel 'sms').

/**
 * Numbers that replied STOP (or another opt-out word): no text goes to them until they reply START. Kept by number,
 * E.164, since a number is what opted out: every client record with it shows it.
 */
export const textOptOuts = pgTable('text_opt_outs', {
  phone: text('phone').primaryKey(),
  /** the word they sent */
  word: text('word').notNull(),
  createdAt: createdAt(),
});

/**
 * Replies to the salon's texts, each once: the provider's MessageSid is unique, so a replayed webhook finds its
 * reply already there and changes nothing. `intent` is what the reply was taken to mean; 'message' is shown to staff.
 */
export const textReplies = pgTable(
  'text_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: text('provider_id').notNull().unique('text_replies_provider_unique'),
    fromPhone: text('from_phone').notNull(),
    body: text('body').notNull(),
    intent: text('intent').notNull(),
    /** the visit the reply was about: the one the latest text to that number told of */
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** a message for staff that someone has read (dashboard) */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    receivedAt: createdAt(),
  },
  (t) => [
    index('text_replies_received_idx').on(t.receivedAt),
    index('text_replies_client_idx').on(t.clientId),
    check('text_replies_intent', sql`${t.intent} in ('confirm','change','stop','start','message')`),
  ],
);

/**
 * Segments sent per salon month (YYYY-MM in the salon's zone): a text takes its segments here before it goes, in one
 * statement that refuses to pass the cap, so two processes sending at once never pass it together.
 */
export const textUsage = pgTable(
  'text_usage',
  {
    month: text('month').primaryKey(),
    segments: integer('segments').notNull().default(0),
    /** when the owner was told the cap was reached: once a month */
    capNoticeAt: timestamp('cap_notice_at', { withTimezone: true }),
  },
  (t) => [check('text_usage_segments', sql`${t.segments} >= 0`)],
);
