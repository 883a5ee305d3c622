import type { CreateBookingInput } from '../../src/core/schemas/appointment.schema.ts';

export function bookingRequest(
  overrides: Partial<CreateBookingInput> & Pick<CreateBookingInput, 'serviceId' | 'startISO'>,
): CreateBookingInput {
  return {
    variantName: 'Standard',
    any: false,
    mode: 'pay_in_salon',
    client: { name: 'Amelia Hughes', email: 'amelia@example.co.uk', phone: '07700 900456', notes: '' },
    ...overrides,
  };
}
