import type { CookieSerializeOptions } from '@fastify/cookie';

export interface SessionCookie {
  name: string;
  /** options for setting it; `expiresAt` is the session's absolute end */
  options(expiresAt: Date, now: Date): CookieSerializeOptions;
  /** options for clearing it (must match path and attributes) */
  clearOptions: CookieSerializeOptions;
}

/**
 * httpOnly keeps it from scripts; SameSite=Lax keeps it off cross-site POSTs (CSRF); Secure on https.
 * On https the `__Host-` prefix also stops a sibling subdomain from planting its own session cookie:
 * https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Set-Cookie#cookie_prefixes
 */
export function sessionCookie(publicUrl: string): SessionCookie {
  const secure = publicUrl.startsWith('https:');
  const base: CookieSerializeOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure };
  return {
    name: secure ? '__Host-salon_session' : 'salon_session',
    options: (expiresAt, now) => ({ ...base, maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)) }),
    clearOptions: base,
  };
}
