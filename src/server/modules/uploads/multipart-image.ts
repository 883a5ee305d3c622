import type { FastifyRequest } from 'fastify';
import { IMAGE_FIELD, IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '../../../core/image-rules.ts';
import { AppError } from '../../errors.ts';
import { notAnImage } from './image-processing.ts';

/**
 * Limits for @fastify/multipart: one file of at most 5 MB (spec §9) and next to nothing else. JSON bodies
 * keep the app's small bodyLimit; only upload routes ever read a multipart stream.
 */
export const MULTIPART_LIMITS = {
  fileSize: IMAGE_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 100,
};

export const imageTooLarge = (): AppError => new AppError('IMAGE_TOO_LARGE', IMAGE_MESSAGES.tooLarge, 413);

/** The bytes of the multipart field `image` (spec §7). Whether they are an image is image-processing's question. */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part) throw notAnImage();
    if (part.fieldname !== IMAGE_FIELD) {
      part.file.resume(); // drain it, so the connection is left in a clean state
      throw notAnImage();
    }
    return await part.toBuffer();
  } catch (err) {
    throw asUploadError(err);
  }
}

/** busboy's words for a body that is not well-formed multipart: no boundary, cut short, broken part headers. */
const MALFORMED_MULTIPART = /^(Multipart: Boundary not found|Unexpected end of|Malformed|Part terminated early|Unsupported Content-Type)/;

/** @fastify/multipart's errors in the API's words: too big is the spec's message, anything else is "not an image". */
function asUploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof Error && MALFORMED_MULTIPART.test(err.message)) return notAnImage();
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return imageTooLarge();
  if (
    code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
    code === 'FST_FILES_LIMIT' ||
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FIELDS_LIMIT'
  ) {
    return notAnImage();
  }
  return err;
}
