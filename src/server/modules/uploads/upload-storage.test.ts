import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUploadStorage, type UploadStorage } from './upload-storage.ts';

describe('upload storage', () => {
  let dir: string;
  let storage: UploadStorage;
  const shipped = () => path.join(dir, 'images', 'hero-demo.webp');

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-storage-'));
    fs.mkdirSync(path.join(dir, 'images'));
    fs.writeFileSync(shipped(), 'demo');
    storage = createUploadStorage(path.join(dir, 'uploads'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('saves under a new unguessable name each time and removes its own files', async () => {
    const first = await storage.save('hero', 'salon', Buffer.from('one'));
    const second = await storage.save('hero', 'salon', Buffer.from('two'));
    expect(first).toMatch(/^\/uploads\/hero\/salon-[0-9a-f]{16}\.webp$/);
    expect(second).not.toBe(first);
    expect(fs.readFileSync(storage.fileFor(first)!, 'utf8')).toBe('one');
    await storage.remove(first);
    expect(fs.existsSync(storage.fileFor(first)!)).toBe(false);
    await storage.remove(first); // already gone: nothing to do
  });

  it('never touches a file outside the uploads directory', async () => {
    for (const url of ['/images/hero-demo.webp', '/uploads/../images/hero-demo.webp', '/uploads/%2e%2e/images/hero-demo.webp', '/uploads/']) {
      await storage.remove(url);
    }
    expect(fs.existsSync(shipped())).toBe(true);
    expect(storage.fileFor('/uploads/../images/hero-demo.webp')).toBeUndefined();
    expect(storage.fileFor('https://elsewhere.example/x.webp')).toBeUndefined();
  });
});
