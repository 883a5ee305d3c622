/**
 * Zod compiles fast parsers with `new Function` when it may, and probes for that at the first object schema. Our
 * Content-Security-Policy has no 'unsafe-eval' (docs/decisions/0016), so the probe is reported as a violation:
 * parse without it. Imported first by main.tsx, before any schema is created.
 *
 * This is `z.config({ jitless: true })` without importing zod: zod keeps its settings in this global and adopts
 * one that exists when it loads. Importing zod here would put part of it in the first bundle '/' loads, although
 * only later pages parse anything (docs/decisions/0014). zod-without-eval.test.ts checks zod still honours it.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };

export {};
