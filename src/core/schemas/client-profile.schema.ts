import { z } from 'zod';
import { CLIENT_CARD_RULES, FEE_KINDS } from '../booking/fee-policy.ts';
import { AppointmentStatusSchema } from './appointment.schema.ts';
import { ClientDetailsSchema, ClientNotesSchema } from './client.schema.ts';
import { IdSchema } from './common.schema.ts';
import { FeeStatusSchema } from './fee.schema.ts';
import { OptionalEmailSchema } from './staff-booking.schema.ts';
import { ClientTextMessageSchema } from './texts.schema.ts';

/** One service of a client's visit of several (issue 25), as their profile lists it. */
export const ClientVisitServiceSchema = z.object({
  _id: IdSchema,
  start: z.string(),
  end: z.string(),
  service: z.string(),
  variantName: z.string(),
  beautician: z.string(),
  /** pounds */
  price: z.number(),
});
export type ClientVisitService = z.infer<typeof ClientVisitServiceSchema>;

/**
 * One visit of a client, as their profile lists it. For a visit of several services (docs/decisions/0032) `_id`,
 * `service`, `variantName` and `beautician` are its first service's, `end` its last's, the money the sum of its
 * services', and `services` lists each in order; a visit of one service has no `services`, as before. A stylist's
 * profile has their own services of a visit only.
 */
export const ClientVisitSchema = ClientVisitServiceSchema.extend({
  status: AppointmentStatusSchema,
  /** what was actually taken for it, in pounds (core/revenue.ts takenPence) */
  paid: z.number(),
  /** what it still owes, checked out and not paid in full, in pounds (core/revenue.ts owedPence; issue 23) */
  owed: z.number(),
  services: z.array(ClientVisitServiceSchema).optional(),
});
export type ClientVisit = z.infer<typeof ClientVisitSchema>;

/** A client's record as staff read it (the profile) and as the client gets it (their data's export). */
export const ClientRecordSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** private staff notes (allergies, patch test date): shown with every appointment of this client */
  notes: z.string(),
  /** ISO instant the client agreed to marketing e-mails (PECR); null: no consent */
  marketingConsentAt: z.string().nullable(),
  /** ISO instant their personal details were erased; null while they are kept */
  erasedAt: z.string().nullable(),
  createdAt: z.string(),
});

/** The most fees a profile lists (newest first): the counts say how many misses there were in all. */
export const CLIENT_FEES_SHOWN = 20;

export const CARD_RULE_MESSAGE = 'cardRule must be policy, require or waive';

/** One no-show or late-cancellation fee of a client's (a visit's, docs/decisions/0034), as their profile lists it. */
export const ClientFeeSchema = z.object({
  /** the visit's id (its first part's) */
  visitId: IdSchema,
  kind: z.enum(FEE_KINDS),
  /** a decided fee's state: charging, paid, requested, failed (the card was declined), waived, refunded */
  status: FeeStatusSchema.exclude(['none']),
  /** what is (or was) charged, in pounds: the fee less what the client had already paid */
  charge: z.number(),
  /** ISO instant the fee was decided */
  createdAt: z.string(),
  waiveReason: z.string().nullable(),
});
export type ClientFee = z.infer<typeof ClientFeeSchema>;

/**
 * A client's side of the no-show policy (issue 26): whether they must save a card to book online, the card saved (what
 * the client may be shown: never the provider's ids), their misses and their fees.
 */
export const ClientNoShowPolicySchema = z.object({
  /** staff's choice: 'policy' as the salon's card rules say, 'require' a card always, 'waive' never ask */
  cardRule: z.enum(CLIENT_CARD_RULES),
  card: z
    .object({
      brand: z.string(),
      last4: z.string(),
      /** ISO instant it was saved */
      savedAt: z.string(),
      /** saved with test money (the offline provider, Stripe's test keys): charging it moves no real money */
      testMoney: z.boolean(),
    })
    .nullable(),
  /** visits they did not come to (a visit of several services once) */
  noShows: z.number().int(),
  /** visits they cancelled themselves inside the free-cancellation window */
  lateCancellations: z.number().int(),
  /** newest first, at most CLIENT_FEES_SHOWN */
  fees: z.array(ClientFeeSchema),
});
export type ClientNoShowPolicy = z.infer<typeof ClientNoShowPolicySchema>;

/** A client's side of texts: their number as texts use it, why none can go, their STOP, and their messages. */
export const ClientTextsSchema = z.object({
  /** E.164; null when their phone cannot take texts */
  number: z.string().nullable(),
  /** why their phone cannot take texts (a landline, not a valid number, none on record); null when it can */
  notTextable: z.string().nullable(),
  /** when they replied STOP (or another opt-out word); null: texts go */
  optedOutAt: z.string().nullable(),
  /** what they texted that was not a keyword, newest first */
  messages: z.array(ClientTextMessageSchema),
});
export type ClientTexts = z.infer<typeof ClientTextsSchema>;

/** Another record a booking found by this one's phone alone: perhaps the same person, for staff to merge (0037). */
export const PossibleDuplicateSchema = z.object({ _id: IdSchema, name: z.string(), email: z.string(), phone: z.string() });
export type PossibleDuplicate = z.infer<typeof PossibleDuplicateSchema>;

/** `POST /api/clients/{id}/merge`: this record (a possible duplicate) is joined into `intoId`'s, which is kept. */
export const MergeClientSchema = z.object({ intoId: IdSchema });
export type MergeClient = z.infer<typeof MergeClientSchema>;

/** `GET /api/clients/{id}`: a client's record, their visits and what they add up to (issue 18). */
export const ClientProfileSchema = ClientRecordSchema.extend({
  /** the record this one may duplicate (same phone, another e-mail); null: none known */
  possibleDuplicateOf: PossibleDuplicateSchema.nullable(),
  /** live visits still to come, soonest first */
  upcoming: z.array(ClientVisitSchema),
  /** the rest (started, or cancelled), latest first */
  past: z.array(ClientVisitSchema),
  /** pounds actually taken over all their visits: online and at the salon, less refunds, without tips */
  totalSpent: z.number(),
  /** pounds their checked-out visits still owe: 'Owes £5.00' on the profile until paid (issue 23) */
  owes: z.number(),
  noShows: z.number().int(),
  cancellations: z.number().int(),
  /** their card, misses and fees, and whether they must save a card (issue 26) */
  noShowPolicy: ClientNoShowPolicySchema,
  /** whether texts reach them, and what they texted the salon (issue 27) */
  texts: ClientTextsSchema,
});
export type ClientProfile = z.infer<typeof ClientProfileSchema>;

/**
 * `PATCH /api/clients/{id}`: staff correct the details, keep private notes and record marketing consent
 * (ticked: consent given now, unless it was already; unticked: withdrawn). The owner and reception alone (core/access.ts
 * 'fees') choose whether the client must save a card to book online (`cardRule`, issue 26).
 */
export const UpdateClientSchema = z
  .object({
    name: ClientDetailsSchema.shape.name,
    email: OptionalEmailSchema,
    phone: ClientDetailsSchema.shape.phone,
    notes: ClientNotesSchema,
    marketingConsent: z.boolean({ error: 'marketingConsent must be true or false' }),
    cardRule: z.enum(CLIENT_CARD_RULES, { error: CARD_RULE_MESSAGE }),
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to change' });
export type UpdateClient = z.infer<typeof UpdateClientSchema>;
export type UpdateClientInput = z.input<typeof UpdateClientSchema>;
