import { z } from 'zod';
import { processingFits } from '../availability/service-timing.ts';
import { IdSchema, StoredImageSchema } from './common.schema.ts';
import { hasWholePence } from '../money.ts';

/** Spec §5 'Service form': the messages are exact; the form and `POST/PATCH /api/services` show the same ones. */
export const SERVICE_MESSAGES = {
  nameRequired: 'Please enter a service name.',
  categoryRequired: 'Please enter a category.',
  primaryBeauticianRequired: 'Please select a primary beautician.',
  variantsRequired: 'Please add at least one service variant with pricing.',
  /** the alert when the last variant's Remove is pressed (the form keeps the variant) */
  lastVariant: 'At least one variant is required.',
  variantNameRequired: 'Please enter a name for this variant.',
  variantNameTaken: 'Each variant of a service needs a different name.',
  durationTooShort: 'Duration must be at least 1 minute.',
  durationWhole: 'Duration must be a whole number of minutes.',
  durationTooLong: 'Duration must be at most 720 minutes (12 hours).',
  priceInvalid: 'Please enter a valid price greater than £0.',
  priceTooHigh: 'Price must be at most £10,000.',
  pricePence: 'Price can have at most 2 decimal places.',
  bufferInvalid: 'Buffer time must be a whole number of minutes, 0 or more.',
  bufferTooLong: 'Buffer time must be at most 240 minutes.',
  // Processing time (issue 25, docs/decisions/0032): beyond the spec, worded as its variant messages are.
  processingInvalid: 'Processing time must be a whole number of minutes, 0 or more.',
  processingStartInvalid: 'Processing start must be a whole number of minutes, 0 or more.',
  processingStartNeeded: 'Please enter after how many minutes processing starts (at least 1).',
  processingLengthNeeded: 'Please enter a processing time, or set processing start to 0.',
  processingTooLong: 'Processing must end at least 1 minute before the end of the service.',
} as const;

const M = SERVICE_MESSAGES;
const MAX_VARIANTS = 20;

/** Whole minutes, 0 or more: a buffer's or a processing part's. */
const wholeMinutes = (message: string, max: number, tooLong: string) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(max, { error: tooLong });
const bufferMinutes = wholeMinutes(M.bufferInvalid, 240, M.bufferTooLong);

/** Spec §3 'Service variant' as a form sends it: price in pounds, times in minutes. */
export const ServiceVariantInputSchema = z
  .object({
    name: z
      .string({ error: M.variantNameRequired })
      .trim()
      .min(1, { error: M.variantNameRequired })
      .max(100, { error: 'Variant name must be at most 100 characters.' }),
    durationMin: z
      .number({ error: M.durationTooShort })
      .min(1, { error: M.durationTooShort })
      .int({ error: M.durationWhole })
      .max(720, { error: M.durationTooLong }),
    price: z
      .number({ error: M.priceInvalid })
      .gt(0, { error: M.priceInvalid })
      .max(10_000, { error: M.priceTooHigh })
      .refine(hasWholePence, { error: M.pricePence }),
    bufferBeforeMin: bufferMinutes.default(0),
    /** clean-up time: the beautician busy after the client has gone (docs/decisions/0032) */
    bufferAfterMin: bufferMinutes.default(0),
    /** the initial part: processing starts this many minutes after the start (0: no processing) */
    processingStartMin: wholeMinutes(M.processingStartInvalid, 720, M.processingTooLong).default(0),
    /** the processing part: the client stays, the beautician is free (0: none) */
    processingMin: wholeMinutes(M.processingInvalid, 720, M.processingTooLong).default(0),
  })
  // core/availability/service-timing.ts processingFits, the rule the database's check holds too, said field by field.
  .superRefine((v, ctx) => {
    if (processingFits(v)) return;
    const issue = (message: string, field: 'processingStartMin' | 'processingMin') =>
      ctx.addIssue({ code: 'custom', message, path: [field] });
    if (v.processingMin === 0) issue(M.processingLengthNeeded, 'processingMin');
    else if (v.processingStartMin === 0) issue(M.processingStartNeeded, 'processingStartMin');
    else issue(M.processingTooLong, 'processingMin');
  });
export type ServiceVariantInput = z.infer<typeof ServiceVariantInputSchema>;

/**
 * Spec §9: a new variant is 30 minutes at £0 with no buffers (and no processing); a new service starts with one called
 * 'Standard'.
 */
export const NEW_VARIANT = {
  name: '',
  durationMin: 30,
  price: 0,
  bufferBeforeMin: 0,
  bufferAfterMin: 0,
  processingStartMin: 0,
  processingMin: 0,
} as const;
export const FIRST_VARIANT = { ...NEW_VARIANT, name: 'Standard' } as const;

/** Positions of variants whose name (trimmed, any case) an earlier variant already has. */
export function duplicateVariantPositions(variants: ReadonlyArray<{ name?: unknown }>): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  variants.forEach((variant, index) => {
    if (typeof variant.name !== 'string' || variant.name.trim() === '') return;
    const key = variant.name.trim().toLowerCase();
    if (seen.has(key)) duplicates.push(index);
    seen.add(key);
  });
  return duplicates;
}

const variantList = z
  .array(ServiceVariantInputSchema, { error: M.variantsRequired })
  .min(1, { error: M.variantsRequired })
  .max(MAX_VARIANTS, { error: `A service can have at most ${MAX_VARIANTS} variants.` })
  .superRefine((variants, ctx) => {
    // Bookings and appointments name the variant, so two of one name would be ambiguous.
    for (const index of duplicateVariantPositions(variants)) {
      ctx.addIssue({ code: 'custom', message: M.variantNameTaken, path: [index, 'name'] });
    }
  });

// The fields without defaults, so an update can leave any of them out (a default would overwrite the record).
const serviceFields = {
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, { error: M.nameRequired })
    .max(100, { error: 'Service name must be at most 100 characters.' }),
  category: z
    .string({ error: M.categoryRequired })
    .trim()
    .min(1, { error: M.categoryRequired })
    .max(50, { error: 'Category must be at most 50 characters.' }),
  description: z.string().trim().max(2000, { error: 'Description must be at most 2000 characters.' }),
  primaryBeauticianId: z.uuid({ error: M.primaryBeauticianRequired }),
  /** beauticians besides the primary one; the primary and repeats are dropped on save */
  additionalBeauticianIds: z.array(IdSchema).max(50),
  /** visible to customers */
  active: z.boolean(),
  /** the current image to keep, or null to remove it; new images come through the upload call */
  image: StoredImageSchema.nullable(),
  variants: variantList,
};

/** `POST /api/services` and the service form (spec §5, §7). */
export const ServiceInputSchema = z.object({
  ...serviceFields,
  description: serviceFields.description.default(''),
  additionalBeauticianIds: serviceFields.additionalBeauticianIds.default([]),
  active: serviceFields.active.default(true),
  image: serviceFields.image.optional(),
});
export type ServiceInput = z.infer<typeof ServiceInputSchema>;
/** what a form holds before parsing (react-hook-form's field values) */
export type ServiceFormValues = z.input<typeof ServiceInputSchema>;

/** `PATCH /api/services/{id}`: any subset of the form; what is left out stays. `variants`, when sent, replaces the list. */
export const ServiceUpdateSchema = z.object(serviceFields).partial();
export type ServiceUpdate = z.infer<typeof ServiceUpdateSchema>;
