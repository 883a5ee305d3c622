import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client.ts';
import { givenStaff, type StaffOptions } from '../builders/staff.builder.ts';

/**
 * Creates a staff account and signs in through the real `POST /api/auth/login`. Returns the value for
 * `inject({ headers: { cookie } })`.
 */
export async function signInAsStaff(app: FastifyInstance, db: Database, options: StaffOptions = {}): Promise<string> {
  const staff = await givenStaff(db, options);
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: staff.email, password: staff.password } });
  if (res.statusCode !== 200) throw new Error(`signInAsStaff: sign-in answered ${res.statusCode} ${res.body}`);
  const cookie = res.cookies[0];
  if (!cookie) throw new Error('signInAsStaff: sign-in set no cookie');
  return `${cookie.name}=${cookie.value}`;
}
