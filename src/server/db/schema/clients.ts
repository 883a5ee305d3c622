import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

// Client records (modules/clients).

/**
 * A client's record (issue 18, docs/decisions/0028 and 0037): one person across their bookings, matched by e-mail,
 * else (a booking without one) by phone, whole (core/client-identity.ts; migration 0023's functions and trigger say
 * the same in SQL). Erasure blanks the personal fields and sets erased_at; the appointments and their money stay.
 */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** the e-mail with its ASCII letters lower-cased, null without one: one record per e-mail */
    emailKey: text('email_key').unique('clients_email_key_unique'),
    /** the phone in international form ('+447700900123'), '' without one */
    phoneKey: text('phone_key').notNull().default(''),
    /** private staff notes (allergies, patch test date), shown with every appointment of this client */
    notes: text('notes').notNull().default(''),
    /** when the client agreed to marketing messages (PECR); null: no consent */
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    /** set when the client was erased or anonymised: no personal field is left */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** staff's choice for this client (issue 26): 'policy' as the salon's policy says, 'require' a card, 'waive' it */
    cardRule: text('card_rule').notNull().default('policy'),
    /**
     * The card saved for the no-show policy (docs/decisions/0034): only the provider's references and what the client
     * may be shown (brand, last four digits). No card number ever reaches us. Null: no card.
     */
    cardProvider: text('card_provider'),
    cardCustomerId: text('card_customer_id'),
    cardPaymentMethodId: text('card_payment_method_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardSavedAt: timestamp('card_saved_at', { withTimezone: true }),
    /** saved with the offline test provider or Stripe's test keys: charging it moves no real money */
    cardTestMoney: boolean('card_test_money').notNull().default(false),
    /**
     * A record a booking made for a new e-mail with the phone of this other record (docs/decisions/0037): perhaps the
     * same person, perhaps not (a family shares a phone, a stranger typed a regular's number). Never joined by itself:
     * staff merge the two or say they are different people (null again).
     */
    possibleDuplicateOf: uuid('possible_duplicate_of').references((): AnyPgColumn => clients.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('clients_phone_key_idx').on(t.phoneKey),
    index('clients_name_idx').on(t.name),
    index('clients_duplicate_idx')
      .on(t.possibleDuplicateOf)
      .where(sql`${t.possibleDuplicateOf} is not null`),
    // The few clients staff require or waive a card of (migration 0020: changing one moves the catalogue's version).
    index('clients_card_rule_idx')
      .on(t.id)
      .where(sql`${t.cardRule} <> 'policy'`),
    check('clients_card_rule', sql`${t.cardRule} in ('policy','require','waive')`),
    check(
      'clients_card',
      sql`(${t.cardPaymentMethodId} is null) = (${t.cardProvider} is null) and (${t.cardPaymentMethodId} is null) = (${t.cardSavedAt} is null)`,
    ),
  ],
);
