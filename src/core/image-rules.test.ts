import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, imageFileProblem } from './image-rules.ts';

describe('imageFileProblem (spec §5 image rules)', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1000 }, null],
    [{ type: 'image/png', size: IMAGE_MAX_BYTES }, null],
    [{ type: 'application/pdf', size: 1000 }, IMAGE_MESSAGES.notAnImage],
    [{ type: '', size: 1000 }, IMAGE_MESSAGES.notAnImage],
    [{ type: 'image/webp', size: IMAGE_MAX_BYTES + 1 }, IMAGE_MESSAGES.tooLarge],
  ])('%j → %s', (file, problem) => {
    expect(imageFileProblem(file)).toBe(problem);
  });

  it('uses the spec’s words', () => {
    expect(IMAGE_MESSAGES).toEqual({ notAnImage: 'Please select an image file.', tooLarge: 'Image must be less than 5MB.' });
  });
});
