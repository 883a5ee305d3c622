/**
 * Polyglot files: an image that is also something else (an HTML page, a script, a PHP file) because the
 * other thing is appended after the image data or hidden inside it. We serve only our own re-encoding, which
 * drops both, but refuse such files anyway (issue #9): a file built to be two things is not a salon photo.
 * The rule and why: docs/decisions/0017-bad-input.md.
 */

/** Markup that makes a browser or a server treat a file as a page or a script. Five bytes or more, so image data never matches by chance. */
const MARKERS = ['<script', '<html', '<?php', '<svg', '<!doctype', '<iframe', '<body', '<object', '<embed'];

/** What may follow an image's end: zero padding and line ends that some tools add. */
const isPadding = (byte: number) => byte === 0x00 || byte === 0x0a || byte === 0x0d || byte === 0x20;

/** True when the bytes contain markup, or data after where the format says the image ends. */
export function isPolyglot(file: Buffer, mime: string): boolean {
  return hasMarkup(file) || hasTrailingData(file, mime);
}

function hasMarkup(file: Buffer): boolean {
  // latin1 keeps one character per byte, so markup inside binary data is found where it is.
  const text = file.toString('latin1').toLowerCase();
  return MARKERS.some((marker) => text.includes(marker));
}

/** Where the image ends by its own format, or undefined when the format gives no simple end to check. */
function imageEnd(file: Buffer, mime: string): number | undefined {
  switch (mime) {
    case 'image/jpeg': {
      // The last end-of-image marker: an EXIF thumbnail carries an earlier one of its own.
      const eoi = file.lastIndexOf(Buffer.from([0xff, 0xd9]));
      return eoi < 0 ? undefined : eoi + 2;
    }
    case 'image/png': {
      const iend = file.lastIndexOf(Buffer.from('IEND', 'latin1'));
      return iend < 0 ? undefined : iend + 8; // the type, then its 4-byte CRC
    }
    case 'image/webp': {
      if (file.length < 12) return undefined;
      const size = file.readUInt32LE(4);
      return 8 + size + (size % 2);
    }
    default:
      return undefined;
  }
}

function hasTrailingData(file: Buffer, mime: string): boolean {
  if (mime === 'image/gif') {
    // A GIF ends with its trailer byte ';'. Its blocks would have to be walked to find it earlier, so the
    // check is that the last byte (padding aside) is that trailer.
    let last = file.length - 1;
    while (last >= 0 && isPadding(file[last]!)) last--;
    return file[last] !== 0x3b;
  }
  const end = imageEnd(file, mime);
  if (end === undefined) return false;
  for (let i = end; i < file.length; i++) if (!isPadding(file[i]!)) return true;
  return false;
}
