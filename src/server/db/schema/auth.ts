import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { beauticians } from './catalog.ts';

// Staff accounts, sessions, one-time tokens and sign-in attempts (modules/auth).

/** Staff who may use the back office. E-mails are stored lower-case, so the unique index is case-insensitive. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    /** null until the person sets their password through their link (docs/decisions/0029) */
    passwordHash: text('password_hash'),
    /** owner, reception or stylist (core/access.ts); accounts made before roles were owners */
    role: text('role').notNull().default('owner'),
    /** a stylist's own beautician: what they see is theirs */
    beauticianId: uuid('beautician_id').references(() => beauticians.id, { onDelete: 'restrict' }),
    /** set when the owner deactivates the account: no sign-in, no session; kept for the till's history */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('staff_users_role', sql`${t.role} in ('owner','reception','stylist')`),
    check('staff_users_stylist_beautician', sql`(${t.role} = 'stylist') = (${t.beauticianId} is not null)`),
  ],
);

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so a leaked
 * database does not leak live sessions.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** absolute expiry; the idle expiry is computed from last_seen_at */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId)],
);

/**
 * Single-use secrets for staff: the first-run code printed in the log of a live salon with no account yet
 * (`first_run`, no user) and a new member of staff's set-password link (`set_password`). Only the SHA-256 of the secret is stored; a used or expired one opens nothing.
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: uuid('user_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('staff_tokens_purpose', sql`${t.purpose} in ('first_run','set_password')`), index('staff_tokens_user_idx').on(t.userId)],
);

/** Recent sign-in attempts per key (e-mail or IP), kept in the database so every app process sees them. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_attempts_key_idx').on(t.key, t.attemptedAt)],
);
