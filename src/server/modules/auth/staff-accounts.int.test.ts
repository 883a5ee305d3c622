import { describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../tests/support/staff-session.ts';
import { noSalon, salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { staffUsers } from '../../db/schema/auth.ts';
import { createOrResetStaff } from './staff-accounts.ts';

describe('creating and resetting staff accounts (admin:create)', () => {
  const s = salonAppForSuite('pglite', new Date('2026-11-23T08:00:00Z'), { given: noSalon, signIn: false });

  const login = (email: string, password: string) => s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('creates an account that can sign in, with its e-mail in lower case', async () => {
    const { created, user } = await createOrResetStaff(s.db, { email: 'Kim.Lee@Salon.example', password: 'first-password' });
    expect(created).toBe(true);
    expect(user).toMatchObject({ email: 'kim.lee@salon.example', name: 'Kim Lee' });
    expect((await login('kim.lee@salon.example', 'first-password')).statusCode).toBe(200);
  });

  it('resets the password of an existing e-mail, keeps its name, and signs out its sessions', async () => {
    const cookie = await signInAsStaff(s.app, s.db, { email: 'sam@salon.example', password: 'old-password', name: 'Sam Reid' });
    const { created, user } = await createOrResetStaff(s.db, { email: 'SAM@salon.example', password: 'new-password' });

    expect(created).toBe(false);
    expect(user.name).toBe('Sam Reid');
    expect((await login('sam@salon.example', 'old-password')).statusCode).toBe(401);
    expect((await login('sam@salon.example', 'new-password')).statusCode).toBe(200);
    expect((await s.as(cookie).get('/api/auth/me')).statusCode).toBe(401);
    const emails = (await s.db.select().from(staffUsers)).map((u) => u.email);
    expect(emails.filter((e) => e === 'sam@salon.example')).toHaveLength(1);
  });
});
