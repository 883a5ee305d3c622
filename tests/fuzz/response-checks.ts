import type { LightMyRequestResponse } from 'fastify';

/** Signs of an internal error leaking out: stack frames, source paths, driver or SQL text. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\n\s+at \S.*(:\d+:\d+|\(native\))/],
  ['stack frame', /\bat (async )?[\w.<>]+ \(.*:\d+:\d+\)/],
  ['source path', /\/(src|node_modules|dist)\/[\w./-]+\.(ts|js|mjs|cjs)/],
  ['SQL text', /\b(select|insert into|update|delete from)\b[^"]{0,80}\b(from|where|values|set)\b/i],
  [
    'database error',
    /\b(syntax error at or near|violates \w+ constraint|invalid input syntax|out of range for type|SQLSTATE|PostgresError|DrizzleQueryError|Failed query)\b/i,
  ],
];

/** What a caller would see that must never happen: a 5xx, a leak, or a 4xx that is not `{ error, code }`. */
export function responseProblems(method: string, res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}`);
  for (const [what, pattern] of LEAKS) if (pattern.test(res.body)) problems.push(`body shows a ${what}`);
  if (res.statusCode >= 400 && method !== 'HEAD') {
    const type = String(res.headers['content-type'] ?? '');
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      body = undefined;
    }
    const { error, code } = (body ?? {}) as { error?: unknown; code?: unknown };
    if (!type.startsWith('application/json')) problems.push(`error answered as ${type || 'no content type'}`);
    if (typeof error !== 'string' || error.length === 0 || typeof code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(code)) {
      problems.push(`error body is not { error, code }: ${res.body.slice(0, 120)}`);
    }
  }
  return problems;
}
