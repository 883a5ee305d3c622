import { adminPaths } from '../../lib/paths.ts';

/**
 * Where to go after signing in. Only a path inside the back office is followed, so a crafted link
 * (`?returnTo=https://evil.example` or `//evil.example`) cannot send a member of staff off-site.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/admin') || value.startsWith('//') || value.includes('\\')) return adminPaths.dashboard;
  const path = value.split(/[?#]/)[0];
  if (path !== adminPaths.dashboard && !path?.startsWith(`${adminPaths.dashboard}/`)) return adminPaths.dashboard;
  if (path === adminPaths.login) return adminPaths.dashboard;
  return value;
}

/** '/admin/login?returnTo=<path>' for a page that needs a session. */
export function signInPathFor(returnTo: string): string {
  return `${adminPaths.login}?returnTo=${encodeURIComponent(safeReturnTo(returnTo))}`;
}
