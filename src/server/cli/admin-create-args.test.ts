import { describe, expect, it } from 'vitest';
import { checkNewPassword, parseAdminCreateArgs } from './admin-create-args.ts';

describe('admin:create arguments', () => {
  it('accepts an e-mail and an optional name', () => {
    expect(parseAdminCreateArgs(['--email', 'jo@salon.example'])).toEqual({
      ok: true,
      target: { email: 'jo@salon.example', name: undefined },
    });
    expect(parseAdminCreateArgs(['--email', 'jo@salon.example', '--name', 'Jo Baker'])).toMatchObject({
      ok: true,
      target: { name: 'Jo Baker' },
    });
  });

  it.each([
    [[], '--email is required.'],
    [['--email', 'not-an-email'], '"not-an-email" is not an e-mail address.'],
    [['--email', 'jo@salon.example', '--password', 'long-enough'], '--password is not taken on the command line'],
    [['--email', 'jo@salon.example', '--name', ' '], '--name must not be empty.'],
    [['--email', 'jo@salon.example', '--admin'], "Unknown option '--admin'"],
  ])('refuses %j with a clear message and the usage', (argv, message) => {
    const result = parseAdminCreateArgs(argv);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain(message);
    expect(result.message).toContain('Usage: npm run admin:create -- --email');
    // Whatever was on the command line is not repeated back.
    expect(result.message).not.toContain('long-enough');
  });

  it('checks the password typed or piped in by the sign-in rules', () => {
    expect(checkNewPassword('eight ch')).toEqual({ ok: true, password: 'eight ch' });
    expect(checkNewPassword('short')).toEqual({ ok: false, message: 'Password must be at least 8 characters.' });
  });
});
