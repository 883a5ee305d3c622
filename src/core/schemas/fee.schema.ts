import { z } from 'zod';
import { FEE_KINDS } from '../booking/fee-policy.ts';

/** A fee's state as staff see it; 'none': nothing decided yet (issue 26, docs/decisions/0034). */
export const FEE_STATUSES = ['none', 'charging', 'paid', 'requested', 'failed', 'waived', 'refunded'] as const;
export const FeeStatusSchema = z.enum(FEE_STATUSES);
export type FeeStatus = z.infer<typeof FeeStatusSchema>;

/**
 * `GET /api/appointments/:id/fee` and the answer to charging, waiving or refunding it: the visit's fee as decided,
 * or as the policy would give it now (`status` 'none'). `kind` null: the visit has no fee (it did not miss or cancel
 * late, or the policy charges nothing). Pounds, like the rest of the API.
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
});
export type FeeView = z.infer<typeof FeeViewSchema>;

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
