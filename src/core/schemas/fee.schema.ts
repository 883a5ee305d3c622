import { z } from 'zod';
import { FEE_KINDS } from '../booking/fee-policy.ts';

/** A fee's state as staff see it; 'none': nothing decided yet (issue 26, docs/decisions/0034). */
export const FEE_STATUSES = ['none', 'charging', 'paid', 'requested', 'failed', 'waived', 'refunded'] as const;
export const FeeStatusSchema = z.enum(FEE_STATUSES);
export type FeeStatus = z.infer<typeof FeeStatusSchema>;

/** Why a fee is the owner's alone to charge (issue 39): the API's refusal, and the fee panel's note to reception. */
export const FEE_OWNER_ONLY_MESSAGE =
  'Only the owner can charge this fee: the visit was booked after its time, or at a price staff set, so what the client agreed to is not on record.';

/**
 * `GET /api/appointments/:id/fee` and the answer to charging, waiving or refunding it: the visit's fee as decided,
 * or as its agreed terms would give it now (`status` 'none'). `kind` null: the visit has no fee (it did not miss or
 * cancel late, or its terms charge nothing). Pounds, like the rest of the API.
 */
export const FeeViewSchema = z.object({
  kind: z.enum(FEE_KINDS).nullable(),
  percent: z.number().int(),
  /** the fee on the visit's price */
  fee: z.number(),
  /** what the client had already paid that counts towards it */
  kept: z.number(),
  /** what is charged: the fee less what was kept */
  charge: z.number(),
  status: FeeStatusSchema,
  /** the provider's words when the card was declined or needs the client */
  failure: z.string(),
  waiveReason: z.string().nullable(),
  /** the client's saved card, as they may be shown it */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  paidAt: z.string().nullable(),
  refunded: z.number(),
  testMoney: z.boolean(),
  /** only the owner may charge it: staff booked the visit after its time, or set its price (issue 39) */
  ownerOnly: z.boolean(),
});
export type FeeView = z.infer<typeof FeeViewSchema>;

/** A decided fee's status: every one but the view's 'none'. */
export const DECIDED_FEE_STATUSES = ['charging', 'paid', 'requested', 'failed', 'waived', 'refunded'] as const;
/** The fees still waiting: being charged, or the client e-mailed a link (asked to pay, or their card declined). */
export const OPEN_FEE_STATUSES = ['charging', 'requested', 'failed'] as const;

/**
 * One fee on the dashboard's list: the visit it is for (`appointmentId`: its first service) and where it stands;
 * 'none': nobody has charged or waived it yet (issue 40).
 */
export const FeeListItemSchema = z.object({
  appointmentId: z.string(),
  kind: z.enum(FEE_KINDS),
  status: FeeStatusSchema,
  /** what is charged, in pounds: the fee less what the client had already paid */
  charge: z.number(),
  clientName: z.string(),
  serviceName: z.string(),
  /** the visit's start */
  start: z.string(),
  /** when the fee last changed: for a paid, waived or refunded one, when that was decided; null: not decided yet */
  decidedAt: z.string().nullable(),
  failure: z.string(),
  waiveReason: z.string().nullable(),
  /** the member of staff who charged, asked for or waived it; null: the client's own late cancellation charged it */
  decidedBy: z.string().nullable(),
  /** who gave it back, once refunded */
  refundedBy: z.string().nullable(),
});
export type FeeListItem = z.infer<typeof FeeListItemSchema>;

/**
 * `GET /api/fees`: the fees nobody has decided yet (issue 40), then those still waiting (charging, requested, failed),
 * then those paid, waived or refunded in the last 7 days, each group newest first, at most 50; a stylist's only those of their own appointments (issue 26).
 */
export const FeeListSchema = z.object({ fees: z.array(FeeListItemSchema) });
export type FeeList = z.infer<typeof FeeListSchema>;

export const FeeWaiveSchema = z.object({
  reason: z
    .string({ error: 'Please say why the fee is waived.' })
    .trim()
    .min(1, { error: 'Please say why the fee is waived.' })
    .max(500, { error: 'The reason must be at most 500 characters.' }),
});

/** `GET /api/fees/:token`: the client's page for paying a fee themselves; never their details. */
export const PublicFeeSchema = z.object({
  salonName: z.string(),
  kind: z.enum(FEE_KINDS),
  what: z.string(),
  start: z.string(),
  amount: z.number(),
  /** 'due': waiting for the client; 'paid', or 'closed' (waived or refunded: nothing to pay) */
  status: z.enum(['due', 'paid', 'closed']),
  testMoney: z.boolean(),
});
export type PublicFee = z.infer<typeof PublicFeeSchema>;
export const FeeTokenParamsSchema = z.object({ token: z.string().max(100) });
export const FeePayResponseSchema = z.object({ url: z.string() });

/**
 * What a client's own cancellation inside the late window costs (issue 26), shown on their manage link before they
 * confirm: the fee, what they already paid that the salon keeps towards it, and what is charged to their saved card.
 * `card` null: no card to charge, the salon may ask them to pay it.
 */
export const LateFeePreviewSchema = z.object({
  fee: z.number(),
  kept: z.number(),
  charge: z.number(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type LateFeePreview = z.infer<typeof LateFeePreviewSchema>;

/** The late fee as it was charged when the client cancelled; its status as staff see it. */
export const LateFeeChargedSchema = z.object({
  charge: z.number(),
  status: z.enum(['paid', 'requested', 'failed', 'charging']),
});
