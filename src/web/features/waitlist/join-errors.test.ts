import { describe, expect, it } from 'vitest';
import { clientFieldError, refusalMessages, windowFieldError } from './join-errors.ts';

describe('a refused join as the form shows it', () => {
  const fields = {
    'client.email': 'Please enter a valid email',
    'windows.1.to': 'Each window must end after it starts.',
    'windows.2.to': 'Each window must end after it starts.',
  };

  it("shows each field's words once", () => {
    expect(refusalMessages('client.email: Please enter a valid email', fields)).toEqual([
      'Please enter a valid email',
      'Each window must end after it starts.',
    ]);
  });

  it("shows the server's message where it named no field", () => {
    expect(refusalMessages('You are already on the waitlist for this visit.', undefined)).toEqual([
      'You are already on the waitlist for this visit.',
    ]);
  });

  it('puts each message by its field', () => {
    expect(clientFieldError(fields, 'email')).toBe('Please enter a valid email');
    expect(clientFieldError(fields, 'name')).toBeUndefined();
    expect(windowFieldError(fields, 1, 'to')).toBe('Each window must end after it starts.');
    expect(windowFieldError(fields, 0, 'to')).toBeUndefined();
  });
});
