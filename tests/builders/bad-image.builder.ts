import sharp from 'sharp';
import { jpegWithGps } from './image.builder.ts';

/** Files that claim to be images and are not, or not only. Each is small unless its point is its size. */

export async function gifImage(width = 120, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c8866a' } })
    .gif()
    .toBuffer();
}

/** A JPEG with a comment segment (COM, 0xFFFE) right after its start marker: where a polyglot hides markup inside the image. */
export async function jpegWithComment(comment: string): Promise<Buffer> {
  const jpeg = await jpegWithGps(200, 150);
  const text = Buffer.from(comment, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)]);
}

export const appended = async (image: Promise<Buffer>, tail: string): Promise<Buffer> =>
  Buffer.concat([await image, Buffer.from(tail, 'latin1')]);

/** The first half of a real JPEG (no thumbnail), as an interrupted copy leaves it. */
export async function truncatedJpeg(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#6b8f71' } })
    .jpeg()
    .toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
}

export const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
export const HTML_PAGE = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
