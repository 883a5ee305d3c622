import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_MESSAGES, IMAGE_SIZES, type ImageKind } from '../../../core/image-rules.ts';
import { AppError } from '../../errors.ts';
import { isPolyglot } from './polyglot.ts';

/** Formats sharp's prebuilt libvips reads. SVG is not among them on purpose: it is a document that can carry script. */
const READABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);
/** A 5 MB file can still declare a gigantic canvas (a decompression bomb); 100 MP covers any phone photo. */
const MAX_INPUT_PIXELS = 100_000_000;

export const notAnImage = (): AppError => new AppError('NOT_AN_IMAGE', IMAGE_MESSAGES.notAnImage, 400);

/**
 * An uploaded file as the image we store: recognised by its magic bytes (never its name or declared type),
 * turned upright from its EXIF orientation, cropped to cover the kind's size, and re-encoded as WebP.
 * Re-encoding writes no metadata, so EXIF (GPS position, camera, owner) never leaves the salon's hands.
 */
export async function toStoredWebp(input: Buffer, kind: ImageKind): Promise<Buffer> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !type.mime.startsWith('image/')) throw notAnImage();
  if (!READABLE.has(type.mime)) {
    throw new AppError('IMAGE_FORMAT_UNSUPPORTED', 'Please use a JPEG, PNG, WebP, GIF or AVIF image.', 400);
  }
  const { width, height } = IMAGE_SIZES[kind];
  let webp: Buffer;
  try {
    webp = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(width, height, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Right magic bytes, broken body (truncated, corrupt, or over the pixel limit).
    throw new AppError('IMAGE_UNREADABLE', 'This image could not be read. Please choose another file.', 400);
  }
  // Checked once the image reads, so a truncated file is called unreadable rather than suspicious.
  if (isPolyglot(input, type.mime)) throw hiddenContent();
  return webp;
}

const hiddenContent = (): AppError =>
  new AppError(
    'IMAGE_HAS_HIDDEN_CONTENT',
    'This file carries more than a picture (such as a web page or script). Please export it again as a plain image.',
    400,
  );
