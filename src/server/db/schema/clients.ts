import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

// Client records (modules/clients).

/**
 * A client's record (issue 18, docs/decisions/0028): one person across their bookings, matched by e-mail in any
 * case, else by phone's last ten digits (core/client-identity.ts; the trigger of migration 0013 says the same in
 * SQL). Erasure blanks the personal fields and sets erased_at; the appointments and their money stay.
 */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** lower-cased e-mail, null without one: one record per e-mail */
    emailKey: text('email_key').unique('clients_email_key_unique'),
    /** the phone's last ten digits, '' without one */
    phoneKey: text('phone_key').notNull().default(''),
    /** private staff notes (allergies, patch test date), shown with every appointment of this client */
    notes: text('notes').notNull().default(''),
    /** when the client agreed to marketing messages (PECR); null: no consent */
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    /** set when the client was erased or anonymised: no personal field is left */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('clients_phone_key_idx').on(t.phoneKey), index('clients_name_idx').on(t.name)],
);
