import { randomBytes } from 'node:crypto';

export interface FilePart {
  /** the multipart field; the API reads `image` */
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body with one file, as a browser's FormData would send it, for `inject()`. */
export function multipartFile(part: FilePart): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----salon-test-${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${part.field ?? 'image'}"; filename="${part.filename}"\r\n` +
    `Content-Type: ${part.contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), part.data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
