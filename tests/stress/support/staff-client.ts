import { DEMO_STAFF } from '../../../src/server/demo/demo-data.ts';
import { multipartFile, type FilePart } from '../../support/multipart.ts';

/** Signs in as the demo account over HTTP; returns the `cookie` header value for later calls. */
export async function signInAsDemoStaff(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_STAFF.password }),
  });
  const cookie = res.headers.get('set-cookie');
  if (!res.ok || !cookie) throw new Error(`Signing in answered ${res.status}: ${await res.text()}`);
  return cookie.split(';')[0]!;
}

/** Uploads a service's image (spec §7, multipart field `image`) as the back office does; returns its URL. */
export async function uploadServiceImage(baseUrl: string, cookie: string, serviceId: string, part: FilePart): Promise<string> {
  const { payload, headers } = multipartFile(part);
  const res = await fetch(`${baseUrl}/api/services/${serviceId}/upload-image`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: new Uint8Array(payload),
  });
  if (res.status !== 200) throw new Error(`Uploading answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { imageUrl: string }).imageUrl;
}
