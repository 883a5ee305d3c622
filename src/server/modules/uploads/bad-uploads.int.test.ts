import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES } from '../../../core/image-rules.ts';
import { storedImages } from '../../db/schema/uploads.ts';
import {
  appended,
  gifImage,
  HTML_PAGE,
  jpegWithComment,
  SVG_WITH_SCRIPT,
  truncatedJpeg,
} from '../../../../tests/builders/bad-image.builder.ts';
import { jpegWithGps, pngImage } from '../../../../tests/builders/image.builder.ts';
import { givenFuzzSalon, FUZZ_NOW } from '../../../../tests/fuzz/fuzz-salon.ts';
import { changedTables, tableChecksums } from '../../../../tests/fuzz/table-checksum.ts';
import { multipartFile, type FilePart } from '../../../../tests/support/multipart.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

const HIDDEN = 'IMAGE_HAS_HIDDEN_CONTENT';

/** Every bad file of issue #9, what it claims to be, and the refusal a member of staff should see. */
const BAD_FILES: { name: string; part: () => Promise<FilePart>; status: number; code: string }[] = [
  {
    name: 'a .txt renamed .jpg',
    part: async () => file('notes.jpg', 'image/jpeg', Buffer.from('Shopping: nail files, cotton pads\n')),
    status: 400,
    code: 'NOT_AN_IMAGE',
  },
  {
    name: 'an HTML page sent as image/jpeg',
    part: async () => file('page.jpg', 'image/jpeg', Buffer.from(HTML_PAGE)),
    status: 400,
    code: 'NOT_AN_IMAGE',
  },
  {
    name: 'an SVG with a script',
    part: async () => file('logo.svg', 'image/svg+xml', Buffer.from(SVG_WITH_SCRIPT)),
    status: 400,
    code: 'NOT_AN_IMAGE',
  },
  {
    name: 'a GIF with a script appended',
    part: async () => file('a.gif', 'image/gif', await appended(gifImage(), '<script>alert(1)</script>')),
    status: 400,
    code: HIDDEN,
  },
  {
    name: 'a GIF with bytes after its trailer',
    part: async () => file('a.gif', 'image/gif', await appended(gifImage(), 'alert(document.cookie)//')),
    status: 400,
    code: HIDDEN,
  },
  {
    name: 'a JPEG with an HTML page appended',
    part: async () => file('a.jpg', 'image/jpeg', await appended(jpegWithGps(300, 200), HTML_PAGE)),
    status: 400,
    code: HIDDEN,
  },
  {
    name: 'a JPEG hiding a script in a comment',
    part: async () => file('a.jpg', 'image/jpeg', await jpegWithComment('<script src=//evil.example/x.js></script>')),
    status: 400,
    code: HIDDEN,
  },
  {
    name: 'a PNG with PHP appended',
    part: async () => file('a.png', 'image/png', await appended(pngImage(), '<?php system($_GET["c"]); ?>')),
    status: 400,
    code: HIDDEN,
  },
  {
    name: 'a truncated JPEG',
    part: async () => file('half.jpg', 'image/jpeg', await truncatedJpeg()),
    status: 400,
    code: 'IMAGE_UNREADABLE',
  },
  { name: 'an empty file', part: async () => file('empty.jpg', 'image/jpeg', Buffer.alloc(0)), status: 400, code: 'NOT_AN_IMAGE' },
  {
    name: 'an image over 5 MB',
    part: async () => file('big.jpg', 'image/jpeg', await appended(jpegWithGps(200, 200), '\0'.repeat(5 * 1024 * 1024 + 1))),
    status: 413,
    code: 'IMAGE_TOO_LARGE',
  },
];

function file(filename: string, contentType: string, data: Buffer): FilePart {
  return { filename, contentType, data };
}

describe.each(engines)('bad uploads (%s)', (engine) => {
  const s = salonAppForSuite(engine, FUZZ_NOW, {
    given: async (t) => {
      const salon = await givenFuzzSalon(t.db);
      return {
        routes: [`/api/services/${salon.cut}/upload-image`, `/api/beauticians/${salon.bea}/upload-image`, '/api/settings/upload-hero'],
      };
    },
  });

  const storedImageCount = async () => (await s.db.select({ n: count() }).from(storedImages))[0]!.n;
  const send = (url: string, payload: Buffer | string, headers: Record<string, string>) => s.staff.post(url, payload, headers);

  it('refuses every bad file on every upload route with its clear 4xx, storing nothing and changing no row', async () => {
    const checksums = await tableChecksums(s.db);
    const before = { rows: await checksums(), images: await storedImageCount() };
    expect(Object.keys(before.rows)).toContain('stored_images');
    const answers: string[] = [];
    for (const url of s.routes) {
      for (const bad of BAD_FILES) {
        const { payload, headers } = multipartFile(await bad.part());
        const res = await send(url, payload, headers);
        answers.push(`${url.split('/')[2]} ${bad.name}: ${res.statusCode} ${res.json().code}`);
        expect(res.json().error, bad.name).toMatch(/^[A-Z].+\.$/);
      }
    }
    const expected = s.routes.flatMap((url) => BAD_FILES.map((bad) => `${url.split('/')[2]} ${bad.name}: ${bad.status} ${bad.code}`));
    expect(answers).toEqual(expected);
    expect(changedTables(before.rows, await checksums())).toEqual([]);
    expect(await storedImageCount()).toBe(before.images);
  });

  it('says what is wrong in words a member of staff can act on', async () => {
    const { payload, headers } = multipartFile(file('a.gif', 'image/gif', await appended(gifImage(), '<script>alert(1)</script>')));
    expect((await send(s.routes[2]!, payload, headers)).json().error).toBe(
      'This file carries more than a picture (such as a web page or script). Please export it again as a plain image.',
    );
    const big = multipartFile(file('big.jpg', 'image/jpeg', Buffer.alloc(6 * 1024 * 1024, 0xff)));
    expect((await send(s.routes[0]!, big.payload, big.headers)).json()).toEqual({
      code: 'IMAGE_TOO_LARGE',
      error: IMAGE_MESSAGES.tooLarge,
    });
  });

  it('refuses a multipart body without a boundary or cut short with 400, not a server error', async () => {
    const noBoundary = await send(s.routes[0]!, 'whatever', { 'content-type': 'multipart/form-data' });
    expect([noBoundary.statusCode, noBoundary.json().error]).toEqual([400, IMAGE_MESSAGES.notAnImage]);
    const { payload, headers } = multipartFile(file('a.png', 'image/png', await pngImage()));
    const cut = await send(s.routes[1]!, payload.subarray(0, payload.length - 200), headers);
    expect(cut.statusCode).toBe(400);
  });

  it('still takes plain GIF, PNG and camera JPEG files (EXIF thumbnail and all)', async () => {
    for (const part of [
      file('a.gif', 'image/gif', await gifImage()),
      file('a.png', 'image/png', await pngImage()),
      file('a.jpg', 'image/jpeg', await jpegWithGps()),
    ]) {
      const { payload, headers } = multipartFile(part);
      const res = await send(s.routes[0]!, payload, headers);
      expect(res.statusCode, `${part.filename}: ${res.body}`).toBe(200);
    }
  });
});
