import { describe, expect, it } from 'vitest';
import {
  FIRST_VARIANT,
  SERVICE_MESSAGES as M,
  ServiceInputSchema,
  ServiceUpdateSchema,
  duplicateVariantPositions,
} from './service-input.schema.ts';

const PRIMARY = '3f1c2a9e-6b7d-4c1e-9a2b-5d8e7f6a1b2c';
const variant = (overrides: object = {}) => ({
  name: 'Standard',
  durationMin: 30,
  price: 25,
  bufferBeforeMin: 0,
  bufferAfterMin: 0,
  ...overrides,
});
const form = (overrides: object = {}) => ({
  name: 'Gel Manicure',
  category: 'Nails',
  primaryBeauticianId: PRIMARY,
  variants: [variant()],
  ...overrides,
});

/** field path → first message, as the form and the API's `details.fields` show them */
function messages(input: unknown): Record<string, string> {
  const result = ServiceInputSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('service form rules (spec §5)', () => {
  it('accepts a complete form and fills the defaults', () => {
    expect(ServiceInputSchema.parse(form({ name: '  Gel Manicure ' }))).toEqual({
      name: 'Gel Manicure',
      category: 'Nails',
      description: '',
      primaryBeauticianId: PRIMARY,
      additionalBeauticianIds: [],
      active: true,
      variants: [{ ...variant(), processingStartMin: 0, processingMin: 0 }],
    });
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name', M.nameRequired],
    ['a missing name', { name: undefined }, 'name', M.nameRequired],
    ['a blank category', { category: '' }, 'category', M.categoryRequired],
    ['no primary beautician', { primaryBeauticianId: '' }, 'primaryBeauticianId', M.primaryBeauticianRequired],
    ['no variants', { variants: [] }, 'variants', M.variantsRequired],
    ['a nameless variant', { variants: [variant({ name: ' ' })] }, 'variants.0.name', M.variantNameRequired],
    ['a zero duration', { variants: [variant({ durationMin: 0 })] }, 'variants.0.durationMin', M.durationTooShort],
    ['an empty duration input (NaN)', { variants: [variant({ durationMin: Number.NaN })] }, 'variants.0.durationMin', M.durationTooShort],
    ['a zero price', { variants: [variant({ price: 0 })] }, 'variants.0.price', M.priceInvalid],
    ['a negative price', { variants: [variant({ price: -5 })] }, 'variants.0.price', M.priceInvalid],
    ['an empty price input (NaN)', { variants: [variant({ price: Number.NaN })] }, 'variants.0.price', M.priceInvalid],
    ['a price with fractions of a penny', { variants: [variant({ price: 12.345 })] }, 'variants.0.price', M.pricePence],
    ['a negative buffer', { variants: [variant({ bufferAfterMin: -1 })] }, 'variants.0.bufferAfterMin', M.bufferInvalid],
  ])('refuses %s', (_case, overrides, field, message) => {
    expect(messages(form(overrides))[field]).toBe(message);
  });

  it('accepts prices in pence such as £19.99', () => {
    expect(ServiceInputSchema.parse(form({ variants: [variant({ price: 19.99 })] })).variants[0]?.price).toBe(19.99);
  });

  it('refuses two variants of one name (any case), on the later one', () => {
    const result = messages(form({ variants: [variant({ name: 'Short' }), variant({ name: 'Long' }), variant({ name: ' short ' })] }));
    expect(result).toEqual({ 'variants.2.name': M.variantNameTaken });
  });

  it('starts a new service with the spec’s Standard variant, which still needs a price', () => {
    expect(FIRST_VARIANT).toMatchObject({ name: 'Standard', durationMin: 30, price: 0, bufferBeforeMin: 0, bufferAfterMin: 0 });
    expect([FIRST_VARIANT.processingStartMin, FIRST_VARIANT.processingMin]).toEqual([0, 0]); // and no processing
    expect(messages(form({ variants: [FIRST_VARIANT] }))).toEqual({ 'variants.0.price': M.priceInvalid });
  });
});

describe('a variant’s processing part (issue 25, docs/decisions/0032)', () => {
  it('keeps a colour’s 30 min, then 45 min processing, then 30 min', () => {
    const colour = variant({ durationMin: 105, processingStartMin: 30, processingMin: 45 });
    expect(ServiceInputSchema.parse(form({ variants: [colour] })).variants[0]).toMatchObject({ processingStartMin: 30, processingMin: 45 });
  });

  it('is none unless sent', () => {
    expect(ServiceInputSchema.parse(form()).variants[0]).toMatchObject({ processingStartMin: 0, processingMin: 0 });
  });

  it.each([
    ['a start without a length', { processingStartMin: 20, processingMin: 0 }, 'variants.0.processingMin', M.processingLengthNeeded],
    ['a length without a start', { processingStartMin: 0, processingMin: 20 }, 'variants.0.processingStartMin', M.processingStartNeeded],
    [
      'processing to the very end',
      { durationMin: 60, processingStartMin: 20, processingMin: 40 },
      'variants.0.processingMin',
      M.processingTooLong,
    ],
    [
      'processing past the end',
      { durationMin: 60, processingStartMin: 30, processingMin: 45 },
      'variants.0.processingMin',
      M.processingTooLong,
    ],
    ['a negative length', { processingStartMin: 10, processingMin: -5 }, 'variants.0.processingMin', M.processingInvalid],
    ['a fractional start', { processingStartMin: 10.5, processingMin: 5 }, 'variants.0.processingStartMin', M.processingStartInvalid],
    ['an empty length input (NaN)', { processingStartMin: 10, processingMin: Number.NaN }, 'variants.0.processingMin', M.processingInvalid],
  ])('refuses %s', (_case, overrides, field, message) => {
    expect(messages(form({ variants: [variant(overrides)] }))[field]).toBe(message);
  });
});

describe('service updates', () => {
  it('leave out what they do not change (no defaults creep in)', () => {
    expect(ServiceUpdateSchema.parse({ name: 'Pedicure' })).toEqual({ name: 'Pedicure' });
    expect(ServiceUpdateSchema.parse({})).toEqual({});
  });

  it('apply the same rules to what they send', () => {
    expect(ServiceUpdateSchema.safeParse({ variants: [] }).error?.issues[0]?.message).toBe(M.variantsRequired);
  });
});

describe('duplicateVariantPositions', () => {
  it('ignores blank names (those have their own message)', () => {
    expect(duplicateVariantPositions([{ name: '' }, { name: '' }, { name: 'A' }, { name: 'a' }])).toEqual([3]);
  });
});
