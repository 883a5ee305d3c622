import { describe, expect, it } from 'vitest';
import { isPolyglot } from './polyglot.ts';

const bytes = (...parts: (Buffer | number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x02], [0xff, 0xd9]);
const PNG_END = bytes([0x00, 0x00, 0x00, 0x00], 'IEND', [0xae, 0x42, 0x60, 0x82]);
const webp = (payload: string) => {
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(payload.length, 4);
  return bytes([...head], payload);
};

describe('polyglot images', () => {
  it('finds markup anywhere in the file, in any case', () => {
    expect(isPolyglot(bytes(JPEG, '<SCRIPT>'), 'image/tiff')).toBe(true);
    expect(isPolyglot(bytes([0xff, 0xd8], '<?php echo 1; ?>', [0xff, 0xd9]), 'image/jpeg')).toBe(true);
    expect(isPolyglot(bytes('GIF89a', '<svg onload=alert(1)>', ';'), 'image/gif')).toBe(true);
  });

  it('finds data after where each format ends, padding aside', () => {
    expect(isPolyglot(bytes(JPEG, 'alert(1)'), 'image/jpeg')).toBe(true);
    expect(isPolyglot(bytes(PNG_END, 'x'), 'image/png')).toBe(true);
    expect(isPolyglot(bytes('GIF89a...', ';', 'tail'), 'image/gif')).toBe(true);
    expect(isPolyglot(bytes(webp('WEBPVP8 ab'), 'tail'), 'image/webp')).toBe(true);
  });

  it('leaves plain images alone, with an earlier thumbnail end or trailing padding', () => {
    expect(isPolyglot(JPEG, 'image/jpeg')).toBe(false);
    expect(isPolyglot(bytes([0xff, 0xd8], [0xff, 0xd9], 'thumbnail done', [0xff, 0xd9], [0, 0, 0x0a]), 'image/jpeg')).toBe(false);
    expect(isPolyglot(PNG_END, 'image/png')).toBe(false);
    expect(isPolyglot(bytes('GIF89a...', ';', [0x0d, 0x0a]), 'image/gif')).toBe(false);
    expect(isPolyglot(webp('WEBPVP8 ab'), 'image/webp')).toBe(false);
    expect(isPolyglot(bytes('ftypavif', 'a caption with <b>bold</b> and html words'), 'image/avif')).toBe(false);
  });
});
