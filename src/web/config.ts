/**
 * The only reader of import.meta.env (docs/conventions.md, 'Errors and input').
 * The API is same-origin by default: the server serves the app, and Vite's dev server proxies /api.
 */
const env = import.meta.env;

export const config = {
  apiBaseUrl: (env.VITE_API_BASE_URL as string | undefined) ?? '/api',
  /** Spec §9: every API call gives up after 15 seconds. */
  apiTimeoutMs: 15_000,
  isDev: env.DEV,
} as const;
