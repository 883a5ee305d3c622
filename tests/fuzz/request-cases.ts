import fc from 'fast-check';
import { BAD_PATH_SEGMENTS, HOSTILE_STRINGS, UUIDS_OF_NOTHING } from './hostile-strings.ts';
import { invalidValue, oddValue, refusedText, typesOf } from './json-schema-values.ts';
import { urlFor, type JsonSchema, type Operation } from './openapi-operations.ts';

/** A request the route would accept: real ids in the path, a valid query and body (see fuzz-salon.ts). */
export interface BaseRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

export type CaseKind =
  | 'path'
  | 'query-value'
  | 'query-odd'
  | 'query-missing'
  | 'query-repeated'
  | 'query-extra'
  | 'body-field'
  | 'body-missing'
  | 'body-extra'
  | 'body-odd'
  | 'body-root'
  | 'malformed-json'
  | 'content-type'
  | 'oversized'
  | 'cookie';

export interface FuzzCase {
  kind: CaseKind;
  /** true when the input breaks the route's own schema, so only a 4xx is right; false: anything but a 5xx */
  refused: boolean;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** what was changed, for the failure message */
  note: string;
}

type Path = (string | number)[];

/** Every place in the base body a value can be put, with the schema that governs it. */
function leaves(schema: JsonSchema, value: unknown, path: Path = []): { path: Path; schema: JsonSchema }[] {
  const out = path.length > 0 ? [{ path, schema }] : [];
  if (schema.properties) {
    const object = (value ?? {}) as Record<string, unknown>;
    for (const [key, sub] of Object.entries(schema.properties)) out.push(...leaves(sub, object[key], [...path, key]));
  } else if (schema.items && Array.isArray(value) && value.length > 0) {
    out.push(...leaves(schema.items, value[0], [...path, 0]));
  }
  return out;
}

/** Every required key present in the base body, as [path to its object, key]. */
function requiredKeys(schema: JsonSchema, value: unknown, path: Path = []): { path: Path; key: string }[] {
  if (!schema.properties || typeof value !== 'object' || value === null) return [];
  const object = value as Record<string, unknown>;
  const own = (schema.required ?? [])
    .filter((k) => k in object && schema.properties?.[k]?.default === undefined)
    .map((key) => ({ path, key }));
  const nested = Object.entries(schema.properties).flatMap(([k, sub]) => requiredKeys(sub, object[k], [...path, k]));
  return [...own, ...nested];
}

function withValue(body: unknown, path: Path, value: unknown, remove = false): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const step of path.slice(0, -1)) target = (target[step] ??= {}) as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (remove) delete target[last];
  else target[last] = value;
  return copy;
}

const queryString = (query: Record<string, string>, extra = '') => [new URLSearchParams(query).toString(), extra].filter(Boolean).join('&');

const JSON_TYPE = { 'content-type': 'application/json' };
const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  '[1,2',
  '{"a":1}{"b":2}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '['.repeat(5000) + ']'.repeat(5000),
  '\u0000',
];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/jsonx',
  'image/png',
];

/** The fast-check arbitrary of bad requests for one route, each a change of one thing from a base request. */
export function casesFor(op: Operation, bases: fc.Arbitrary<BaseRequest>): fc.Arbitrary<FuzzCase> {
  return bases.chain((base) => fc.oneof(...kindsFor(op, base)));
}

function kindsFor(op: Operation, base: BaseRequest): fc.Arbitrary<FuzzCase>[] {
  const hasBody = !['GET', 'HEAD'].includes(op.method);
  const takesJson = hasBody && op.body !== undefined && typesOf(op.body).has('object');
  const make = (
    kind: CaseKind,
    refused: boolean,
    note: string,
    parts: { path?: Record<string, string>; query?: string; body?: unknown; raw?: string; headers?: Record<string, string> },
  ): FuzzCase => {
    const body =
      parts.raw ??
      (parts.body !== undefined ? JSON.stringify(parts.body) : base.body !== undefined && hasBody ? JSON.stringify(base.body) : undefined);
    return {
      kind,
      refused,
      note,
      method: op.method,
      url: urlFor(op, { ...base.path, ...parts.path }, parts.query ?? queryString(base.query)),
      headers: body !== undefined ? { ...JSON_TYPE, ...parts.headers } : { ...parts.headers },
      ...(body !== undefined ? { payload: body } : {}),
    };
  };
  const kinds: fc.Arbitrary<FuzzCase>[] = [];

  for (const param of op.pathParams) {
    const refusedSegment = (segment: string) => segment !== '..'; // '..' may resolve to another route
    kinds.push(
      fc
        .constantFrom(...BAD_PATH_SEGMENTS)
        .map((s) => make('path', refusedSegment(s), `${param.name}=${s}`, { path: { [param.name]: s } })),
    );
    kinds.push(fc.constantFrom(...UUIDS_OF_NOTHING).map((s) => make('path', true, `${param.name}=${s}`, { path: { [param.name]: s } })));
  }

  for (const param of op.query) {
    const bad = refusedText(param.schema);
    const without = Object.fromEntries(Object.entries(base.query).filter(([k]) => k !== param.name));
    if (bad)
      kinds.push(bad.map((v) => make('query-value', true, `${param.name}=${v}`, { query: queryString({ ...without, [param.name]: v }) })));
    const odd = oddValue(param.schema);
    if (odd)
      kinds.push(
        odd.map((v) =>
          make('query-odd', false, `${param.name}=${String(v)}`, { query: queryString({ ...without, [param.name]: String(v) }) }),
        ),
      );
    if (param.required) kinds.push(fc.constant(make('query-missing', true, `no ${param.name}`, { query: queryString(without) })));
    const twice = base.query[param.name] ?? 'x';
    kinds.push(
      fc.constant(
        make('query-repeated', param.required, `${param.name} twice`, {
          query: queryString(base.query, queryString({ [param.name]: twice })),
        }),
      ),
    );
  }
  kinds.push(
    fc.constantFrom(...HOSTILE_STRINGS, 'z'.repeat(10_000)).map((v) =>
      make('query-extra', false, 'unknown parameter', {
        query: queryString(base.query, `${queryString({ unknown: v })}&a[b]=1&__proto__[x]=1`),
      }),
    ),
  );

  if (takesJson) kinds.push(...bodyCases(op.body!, base.body, make));
  if (hasBody) {
    kinds.push(fc.constantFrom(...MALFORMED_JSON).map((raw) => make('malformed-json', takesJson, raw.slice(0, 30), { raw })));
    kinds.push(
      fc.constantFrom(...WRONG_CONTENT_TYPES).map((type) => make('content-type', takesJson, type, { headers: { 'content-type': type } })),
    );
    kinds.push(
      fc
        .constantFrom(70 * 1024, 1024 * 1024)
        .map((size) => make('oversized', true, `${size} bytes`, { raw: JSON.stringify({ name: 'o'.repeat(size) }) })),
    );
  }
  kinds.push(
    fc
      .constantFrom('salon_session=forged', 'salon_session=' + 'a'.repeat(5000), 'salon_session=%00%ff', '=;;=')
      .map((cookie) => make('cookie', false, cookie, { headers: { cookie } })),
  );
  return kinds;
}

type Make = (kind: CaseKind, refused: boolean, note: string, parts: { body?: unknown }) => FuzzCase;

function bodyCases(schema: JsonSchema, body: unknown, make: Make): fc.Arbitrary<FuzzCase>[] {
  const kinds: fc.Arbitrary<FuzzCase>[] = [];
  const places = leaves(schema, body);
  const breakable = places.flatMap((p) => {
    const bad = invalidValue(p.schema);
    return bad
      ? [
          bad.map((v) =>
            make('body-field', true, `${p.path.join('.')}=${JSON.stringify(v)?.slice(0, 60)}`, { body: withValue(body, p.path, v) }),
          ),
        ]
      : [];
  });
  if (breakable.length > 0) kinds.push(fc.oneof(...breakable));
  const odd = places.flatMap((p) => {
    const value = oddValue(p.schema);
    return value
      ? [
          value.map((v) =>
            make('body-odd', false, `${p.path.join('.')}=${JSON.stringify(v)?.slice(0, 60)}`, { body: withValue(body, p.path, v) }),
          ),
        ]
      : [];
  });
  if (odd.length > 0) kinds.push(fc.oneof(...odd));
  const required = requiredKeys(schema, body);
  if (required.length > 0) {
    kinds.push(
      fc
        .constantFrom(...required)
        .map(({ path, key }) =>
          make('body-missing', true, `no ${[...path, key].join('.')}`, { body: withValue(body, [...path, key], undefined, true) }),
        ),
    );
  }
  kinds.push(
    fc.constantFrom(...HOSTILE_STRINGS).map((v) =>
      make('body-extra', false, 'unknown field', {
        body: { ...(body as object), unknownField: v, _id: UUIDS_OF_NOTHING[2], createdAt: '1970-01-01T00:00:00Z' },
      }),
    ),
    fc
      .constantFrom<unknown>([], [body], 'text', 42, true, null)
      .map((v) => make('body-root', true, `body=${JSON.stringify(v).slice(0, 30)}`, { body: v })),
  );
  return kinds;
}
