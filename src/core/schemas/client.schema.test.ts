import { describe, expect, it } from 'vitest';
import { UpdateAppointmentSchema } from './admin-appointment.schema.ts';
import { CLIENT_MESSAGES as M, CLIENT_TEXT_MESSAGES as T, ClientDetailsSchema } from './client.schema.ts';

const ZWSP = '\u200B';
const RLO = '\u202E';
const valid = { name: 'Amelia Hughes', email: 'amelia@example.co.uk', phone: '07700 900456', notes: '' };

/** The first message of each field, as the form and the API's `details.fields` show them. */
function messages(client: Partial<typeof valid>): Record<string, string> {
  const result = ClientDetailsSchema.safeParse({ ...valid, ...client });
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('the checkout form’s client details (spec §5)', () => {
  it.each([
    ['three zero-width spaces', { name: ZWSP.repeat(3) }, 'name', M.nameRequired],
    ['a blank name', { name: '   ' }, 'name', M.nameRequired],
    ['Hangul fillers', { name: '\u3164\u3164' }, 'name', M.nameRequired],
    ['one letter and a right-to-left override', { name: `${RLO}A` }, 'name', M.nameTooShort],
    ['one letter', { name: ' A ' }, 'name', M.nameTooShort],
    ['a bell in the name', { name: 'Amy\u0007 Lee' }, 'name', T.nameControl],
    ['an escape sequence in the name', { name: '\u001B[2JAmy' }, 'name', T.nameControl],
    ['a lone control character', { name: '\u0008' }, 'name', T.nameControl],
    ['a control character in the e-mail', { email: 'amy\u0007@example.com' }, 'email', M.emailInvalid],
    ['zero-width spaces for an e-mail', { email: ZWSP }, 'email', M.emailRequired],
    ['a control character in the phone', { phone: '07700\u0007900456' }, 'phone', M.phoneInvalid],
    ['a bell in the notes', { notes: 'Ring \u0007 twice' }, 'notes', T.notesControl],
  ])('refuses %s', (_case, client, field, message) => {
    expect(messages(client)).toEqual({ [field]: message });
  });

  it('keeps what a person reads: no invisible characters, NFC, one space between words', () => {
    const parsed = ClientDetailsSchema.parse({
      name: `  ${RLO}Zoe\u0308${ZWSP}  Ly\u00ADnn\u202C `,
      email: `\uFEFFzoe@example.com${ZWSP}`,
      phone: `07700${ZWSP} 900456`,
      notes: `Latex allergy.${ZWSP}\n\tShort fringe.`,
    });
    expect(parsed).toEqual({ name: 'Zoë Lynn', email: 'zoe@example.com', phone: '07700 900456', notes: 'Latex allergy.\n\tShort fringe.' });
  });

  it('keeps names in every script and emoji sequences whole', () => {
    for (const name of ['مریم‌السادات', 'Siobhán Ní Bhriain', '김민지', 'Mum 👩‍👩‍👧', 'Priya क्‍ष']) {
      expect(ClientDetailsSchema.parse({ ...valid, name }).name).toBe(name);
    }
  });
});

describe('the staff edit’s client fields', () => {
  const clientOf = (client: Partial<typeof valid>) => UpdateAppointmentSchema.safeParse({ client: { ...valid, ...client } });

  it('normalise as the booking form does', () => {
    expect(clientOf({ name: `${RLO}Amelia${ZWSP} Hughes`, email: '', phone: '' }).data?.client).toEqual({ ...valid, email: '', phone: '' });
  });

  it.each([
    [{ name: ZWSP.repeat(3) }, 'Client name is required'],
    [{ name: 'Amy\u0007' }, 'Client name cannot contain control characters'],
    [{ email: 'a\u0000@b.c' }, 'Email cannot contain control characters'],
    [{ phone: '0\u007F' }, 'Phone cannot contain control characters'],
    [{ notes: 'a\u001Bb' }, T.notesControl],
  ])('refuse %j', (client, message) => {
    expect(clientOf(client).error?.issues[0]?.message).toBe(message);
  });
});
