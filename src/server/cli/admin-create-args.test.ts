import { describe, expect, it } from 'vitest';
import { parseAdminCreateArgs } from './admin-create-args.ts';

describe('admin:create arguments', () => {
  it('accepts an e-mail, a password of 8 or more characters and an optional name', () => {
    expect(parseAdminCreateArgs(['--email', 'jo@salon.example', '--password', 'eight ch'])).toEqual({
      ok: true,
      account: { email: 'jo@salon.example', password: 'eight ch', name: undefined },
    });
    expect(parseAdminCreateArgs(['--email', 'jo@salon.example', '--password', 'long-enough', '--name', 'Jo Baker'])).toMatchObject({
      ok: true,
      account: { name: 'Jo Baker' },
    });
  });

  it.each([
    [[], '--email is required.'],
    [['--email', 'not-an-email', '--password', 'long-enough'], '"not-an-email" is not an e-mail address.'],
    [['--email', 'jo@salon.example'], '--password is required.'],
    [['--email', 'jo@salon.example', '--password', 'short'], 'Password must be at least 8 characters.'],
    [['--email', 'jo@salon.example', '--password', 'long-enough', '--name', ' '], '--name must not be empty.'],
    [['--email', 'jo@salon.example', '--password', 'long-enough', '--admin'], "Unknown option '--admin'"],
  ])('refuses %j with a clear message and the usage', (argv, message) => {
    const result = parseAdminCreateArgs(argv);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain(message);
    expect(result.message).toContain('Usage: npm run admin:create -- --email');
  });
});
