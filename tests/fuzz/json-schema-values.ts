import fc from 'fast-check';
import { HOSTILE_STRINGS, NEAR_DATES, ODD_DATES, ODD_INSTANTS, UUIDS_OF_NOTHING } from './hostile-strings.ts';
import type { JsonSchema } from './openapi-operations.ts';

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';

/** The JSON types a schema lets through; empty means anything. */
export function typesOf(schema: JsonSchema): Set<JsonType> {
  if (schema.anyOf) return new Set(schema.anyOf.flatMap((s) => [...typesOf(s)]));
  const types = new Set<JsonType>(([] as string[]).concat(schema.type ?? []) as JsonType[]);
  if (schema.nullable) types.add('null');
  return types;
}

function typeOfValue(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

function typeAccepts(types: Set<JsonType>, value: unknown): boolean {
  if (types.size === 0) return true;
  const t = typeOfValue(value);
  return types.has(t) || (t === 'integer' && types.has('number'));
}

const WRONG_TYPES: unknown[] = [12345, -1, 1.5, 0, true, false, null, [], ['x'], {}, { nested: { deep: true } }, 'text', ''];

const patternOf = (schema: JsonSchema) => (schema.pattern ? new RegExp(schema.pattern) : undefined);
/** zod trims some strings before it checks them, so a bad string must stay bad once trimmed. */
const failsPattern = (re: RegExp, s: string) => !re.test(s) && !re.test(s.trim());

/**
 * Values the schema surely refuses, by its own words: another JSON type, a string one past a length
 * limit or off its pattern, a number one past a bound, a list one past its size. Undefined when the
 * schema constrains nothing we can break.
 */
export function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const types = typesOf(schema);
  const options: fc.Arbitrary<unknown>[] = [];
  const wrong = WRONG_TYPES.filter((v) => !typeAccepts(types, v));
  if (types.size > 0 && wrong.length > 0) options.push(fc.constantFrom(...wrong));
  if (types.has('string')) options.push(...invalidStrings(schema));
  if (types.has('number') || types.has('integer')) options.push(...invalidNumbers(schema, types.has('integer') && !types.has('number')));
  if (types.has('array') && schema.items) options.push(...invalidArrays(schema));
  return options.length > 0 ? fc.oneof(...options) : undefined;
}

function invalidStrings(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.maxLength !== undefined) {
    const max = schema.maxLength;
    options.push(fc.integer({ min: max + 1, max: max + 40 }).map((n) => 'é'.repeat(n)));
    options.push(fc.constant('x'.repeat(Math.max(max + 1, 20_000))));
  }
  if (schema.minLength) options.push(fc.constant('y'.repeat(schema.minLength - 1)));
  const re = patternOf(schema);
  if (re) {
    const bad = [...NEAR_DATES, ...HOSTILE_STRINGS, 'x'].filter((s) => failsPattern(re, s));
    options.push(
      fc.constantFrom(...bad),
      fc.string({ maxLength: 40 }).filter((s) => failsPattern(re, s)),
    );
  }
  if (schema.enum) {
    const allowed = new Set(schema.enum);
    options.push(fc.constantFrom('', 'STAFF', 'unknown', ...HOSTILE_STRINGS).filter((s) => !allowed.has(s)));
  }
  return options;
}

function invalidNumbers(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown>[] {
  const { minimum: min, maximum: max } = schema;
  const candidates = [1e308, -1e308];
  if (integer) candidates.push(0.5, 1.5, 59.999, 1e-9);
  if (min !== undefined) candidates.push(min, min - 1, min - 1e9);
  if (max !== undefined) candidates.push(max, max + 1, max + 1e9);
  const refused = candidates.filter((n) => outOfRange(schema, n) || (integer && !Number.isInteger(n)));
  return refused.length > 0 ? [fc.constantFrom(...refused)] : [];
}

function outOfRange(schema: JsonSchema, n: number): boolean {
  const { minimum: min, maximum: max } = schema;
  if (min !== undefined && (n < min || (schema.exclusiveMinimum === true && n === min))) return true;
  if (max !== undefined && (n > max || (schema.exclusiveMaximum === true && n === max))) return true;
  return false;
}

function invalidArrays(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const item = validValue(schema.items!);
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.minItems) options.push(fc.constant(Array.from({ length: schema.minItems - 1 }, () => item)));
  if (schema.maxItems !== undefined) options.push(fc.constant(Array.from({ length: schema.maxItems + 1 }, () => item)));
  const badItem = invalidValue(schema.items!);
  if (badItem) options.push(badItem.map((v) => [v]));
  return options;
}

/**
 * Values the schema may well accept although they are unusual: edge dates, the exact bounds, NUL, RTL
 * and emoji text within the length limit. Whatever the answer, it must not be a 5xx.
 */
export function oddValue(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const types = typesOf(schema);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (types.has('string')) {
    const re = patternOf(schema);
    if (schema.format === 'date') return fc.constantFrom(...ODD_DATES);
    if (schema.format === 'date-time') return fc.constantFrom(...ODD_INSTANTS);
    if (schema.format === 'uuid') return fc.constantFrom(...UUIDS_OF_NOTHING);
    if (re) {
      const fitting = ['00:00', '23:59', '12:00', ...HOSTILE_STRINGS].filter((s) => re.test(s));
      return fitting.length > 0 ? fc.constantFrom(...fitting) : undefined;
    }
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? 5000;
    const fit = (s: string) => (s.length < min ? s.padEnd(min, 'z') : s.slice(0, max));
    return fc
      .oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'binary', maxLength: 60 }), fc.constant('w'.repeat(max)))
      .map(fit);
  }
  if (types.has('number') || types.has('integer')) {
    const edges = [schema.minimum, schema.maximum, 0, 1, -0, 0.01, 0.001].filter((n): n is number => n !== undefined);
    const fitting = edges.filter((n) => !outOfRange(schema, n) && (types.has('number') || Number.isInteger(n)));
    return fitting.length > 0 ? fc.constantFrom(...fitting) : undefined;
  }
  if (types.has('boolean')) return fc.boolean();
  return undefined;
}

/** One value the schema accepts, for routes without a hand-written example (a route added later). */
export function validValue(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return validValue(schema.anyOf[0]);
  const types = typesOf(schema);
  if (types.has('object') || schema.properties) {
    const entries = (schema.required ?? []).map((key) => [key, validValue(schema.properties?.[key] ?? {})]);
    return Object.fromEntries(entries);
  }
  if (types.has('array')) return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items ?? {}));
  if (types.has('integer') || types.has('number'))
    return schema.minimum !== undefined ? schema.minimum + (schema.exclusiveMinimum ? 1 : 0) : 1;
  if (types.has('boolean')) return true;
  if (types.has('string')) {
    if (schema.format === 'uuid') return UUIDS_OF_NOTHING[2];
    if (schema.format === 'date') return '2026-12-01';
    if (schema.format === 'date-time') return '2026-12-01T10:00:00Z';
    if (schema.pattern && new RegExp(schema.pattern).test('10:00')) return '10:00';
    return 'v'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
  return null;
}

/** Whether a path or query value (always text; numbers are coerced) surely fails its schema. */
export function textRefused(schema: JsonSchema, s: string): boolean {
  const types = typesOf(schema);
  if (types.has('string')) {
    const re = patternOf(schema);
    if (re && failsPattern(re, s)) return true;
    if (schema.maxLength !== undefined && s.trim().length > schema.maxLength) return true;
    if (schema.minLength && s.length < schema.minLength) return true;
    return schema.enum !== undefined && !schema.enum.includes(s) && !schema.enum.includes(s.trim());
  }
  if (types.has('number') || types.has('integer')) {
    if (s.trim() === '') return false; // Number('') is 0
    const n = Number(s);
    if (Number.isNaN(n)) return true;
    return (types.has('integer') && !types.has('number') && !Number.isInteger(n)) || outOfRange(schema, n);
  }
  return false;
}

/** Text values a path or query parameter surely refuses, or undefined when it takes any text. */
export function refusedText(schema: JsonSchema): fc.Arbitrary<string> | undefined {
  const fromSchema = [...WRONG_TYPES, 1e308, -1, 0.5, schema.maxLength ? 'q'.repeat(schema.maxLength + 1) : 'q'].map(String);
  const candidates = [...fromSchema, ...NEAR_DATES, ...HOSTILE_STRINGS, 'x'.repeat(5000)].filter((s) => textRefused(schema, s));
  if (candidates.length === 0) return undefined;
  // Random text mostly fails a pattern, an enum or a number; a bare length limit it would hardly ever reach.
  const constrained = schema.pattern || schema.enum || !typesOf(schema).has('string');
  const random = fc.string({ maxLength: 30 }).filter((s) => textRefused(schema, s));
  return constrained ? fc.oneof(fc.constantFrom(...candidates), random) : fc.constantFrom(...candidates);
}
