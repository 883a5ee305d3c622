import { describe, expect, it } from 'vitest';
import { confirmationHint, startingValues, toBookingInput } from './new-appointment-values.ts';

describe('what the New appointment form says of the confirmation (issue 40)', () => {
  it('says it goes by text too where the salon will text it, and by text alone to a client with no address', () => {
    expect(confirmationHint('ivy@example.co.uk', false)).toBe('By e-mail, with the calendar invite.');
    expect(confirmationHint('ivy@example.co.uk', true)).toBe('By e-mail, with the calendar invite, and by text.');
    expect(confirmationHint(' ', true)).toBe('By text.');
    expect(confirmationHint('', false)).toBe('Needs an e-mail address.');
  });

  it('asks the server to tell a client with no address, who may still be texted', () => {
    const values = { ...startingValues({ client: { name: 'Tess', phone: '07400 123456', email: '' } }, []), sendConfirmation: true };
    expect(toBookingInput(values).sendConfirmation).toBe(true);
  });
});
