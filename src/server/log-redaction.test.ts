import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { redactUrl, serializeError } from './log-redaction.ts';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const SESSION = 'offline_cs_0f6b1c9e-7d2a-4a51-9f5e-3c8d2b7a6e10';

describe('redactUrl', () => {
  it.each([
    // the manage link: the web page and every API call under it
    [`/manage/${TOKEN}`, '/manage/[redacted]'],
    [`/m/${TOKEN}`, '/m/[redacted]'],
    [`/M/${TOKEN}`, '/M/[redacted]'],
    [`/api/manage/${TOKEN}`, '/api/manage/[redacted]'],
    [`/api/manage/${TOKEN}/cancel/preview`, '/api/manage/[redacted]/cancel/preview'],
    [`/api/manage/${TOKEN}/cancel`, '/api/manage/[redacted]/cancel'],
    [`/manage/${TOKEN}?utm_source=email`, '/manage/[redacted]?utm_source=email'],
    // the same routes spelt as the router still reaches them
    [`/%61pi/m%61nage/${TOKEN}`, '/%61pi/m%61nage/[redacted]'],
    [`/api//manage/${TOKEN}/`, '/api//manage/[redacted]/'],
    [`/API/Manage/${TOKEN}`, '/API/Manage/[redacted]'],
    // the offline payment page and its form; its stylesheet is no secret
    [`/pay/${SESSION}`, '/pay/[redacted]'],
    [`/p%61y/${SESSION}`, '/p%61y/[redacted]'],
    ['/pay/assets/offline-pay.css', '/pay/assets/offline-pay.css'],
    // a client's link to pay a fee (issue 26): its page and its API calls; the thank-you page is no secret
    [`/fee/${TOKEN}?session_id=${SESSION}`, '/fee/[redacted]?session_id=[redacted]'],
    [`/api/fees/${TOKEN}`, '/api/fees/[redacted]'],
    [`/api/f%65es/${TOKEN}/pay`, '/api/f%65es/[redacted]/pay'],
    ['/fee/paid', '/fee/paid'],
    // staff's fee actions are told apart in the log (issue 39); the appointment's id is no secret
    [
      '/api/appointments/5b0c0b7e-8f5c-4f59-9a43-0d6d0c0f1a11/fee/charge',
      '/api/appointments/5b0c0b7e-8f5c-4f59-9a43-0d6d0c0f1a11/fee/charge',
    ],
    [
      '/api/appointments/5b0c0b7e-8f5c-4f59-9a43-0d6d0c0f1a11/fee/waive',
      '/api/appointments/5b0c0b7e-8f5c-4f59-9a43-0d6d0c0f1a11/fee/waive',
    ],
    [
      '/api/appointments/5b0c0b7e-8f5c-4f59-9a43-0d6d0c0f1a11/fee/refund',
      '/api/appointments/5b0c0b7e-8f5c-4f59-9a43-0d6d0c0f1a11/fee/refund',
    ],
    // Stripe's session id on the return page and the confirm call
    [`/success?appointmentId=a1&session_id=${SESSION}`, '/success?appointmentId=a1&session_id=[redacted]'],
    [`/api/checkout/confirm?session_id=${SESSION}`, '/api/checkout/confirm?session_id=[redacted]'],
    [`/api/checkout/confirm?session%5Fid=${SESSION}`, '/api/checkout/confirm?session%5Fid=[redacted]'],
    [`/x?token=${TOKEN}&access_token=${TOKEN}&a=1`, '/x?token=[redacted]&access_token=[redacted]&a=1'],
    // personal data (issue 23): the searches of the Clients and Appointments screens, spelt as a browser may send them
    ['/api/clients?q=jane%40example.com&limit=10', '/api/clients?q=[redacted]&limit=10'],
    ['/api/clients?q=07700+900111', '/api/clients?q=[redacted]'],
    ['/api/clients?q=%2B44%207700%20900111&offset=20', '/api/clients?q=[redacted]&offset=20'],
    [
      '/api/appointments?from=2026-11-01T00:00:00Z&q=Jane+Doe&sort=start',
      '/api/appointments?from=2026-11-01T00:00:00Z&q=[redacted]&sort=start',
    ],
    ['/api/clients?%71=Jane&Q=Doe&q[]=Jane', '/api/clients?%71=[redacted]&Q=[redacted]&q[]=[redacted]'],
    ['/admin/appointments?search=Jane%20Doe', '/admin/appointments?search=[redacted]'],
    [
      '/x?email=a%40b.c&clientPhone=07700&client_name=Jane&name=Jane&telephone=1',
      '/x?email=[redacted]&clientPhone=[redacted]&client_name=[redacted]&name=[redacted]&telephone=[redacted]',
    ],
    ['/x?ref=jane@example.com&jane%40example.com', '/x?ref=[redacted]&[redacted]'],
    // nothing secret: left exactly as it was
    ['/api/slots?serviceId=s1&variantName=Hands&date=2026-11-25', '/api/slots?serviceId=s1&variantName=Hands&date=2026-11-25'],
    ['/api/slots?beauticianId=b1&date=2026-11-25', '/api/slots?beauticianId=b1&date=2026-11-25'],
    ['/api/appointments/3b1f?x', '/api/appointments/3b1f?x'],
    ['/manage', '/manage'],
    ['/manage/', '/manage/'],
    ['/%E0%A4%A/manage/x', '/%E0%A4%A/manage/[redacted]'],
    ['/', '/'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('serializeError', () => {
  const client = 'Amelia Hughes, amelia@example.co.uk, 07700 900456';

  it('keeps a failed query, its codes and its cause, without the values it was given or the row it quotes', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "clients_email_key"'), {
      code: '23505',
      constraint: 'clients_email_key',
      detail: `Key (email_key)=(amelia@example.co.uk) already exists.`,
    });
    const failed = new DrizzleQueryError('insert into "appointments" ("client_name") values ($1)', [client, '<p>Dear Amelia</p>'], cause);
    const logged = JSON.stringify(serializeError(failed));
    expect(logged).not.toMatch(/amelia|07700|Dear/i);
    expect(serializeError(failed)).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'insert into "appointments" ("client_name") values ($1)',
      message:
        'Failed query: insert into "appointments" ("client_name") values ($1): duplicate key value violates unique constraint "clients_email_key"',
    });
    expect((serializeError(failed) as { stack: string }).stack).toContain('caused by: Error: duplicate key value');
  });

  it('logs an error of our own, and a database error thrown as it is, with their fields but its detail', () => {
    expect(serializeError(Object.assign(new Error('boom'), { code: 'X1' }))).toMatchObject({ type: 'Error', message: 'boom', code: 'X1' });
    const raw = Object.assign(new Error('conflicting key value violates exclusion constraint'), { code: '23P01', detail: client });
    expect(JSON.stringify(serializeError(raw))).not.toContain('amelia');
  });
});
