import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('makes every zod schema parse without compiling code, as zod itself sees it', async () => {
    await import('./zod-without-eval.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).safeParse({ name: 'Ann' }).success).toBe(true);
  });
});
