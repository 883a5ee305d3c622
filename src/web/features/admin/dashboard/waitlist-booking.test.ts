import { describe, expect, it } from 'vitest';
import type { Service } from '../../../../core/schemas/catalog.schema.ts';
import type { AdminWaitlistEntry } from '../../../../core/schemas/waitlist.schema.ts';
import { startingValues } from '../shared/new-appointment/new-appointment-values.ts';
import { bookingFromWaitlist } from './waitlist-booking.ts';

// Issue 40: 'Book directly' opened the New appointment dialog with the client only, though it said what they wait for.

const BEA = 'b0000000-0000-4000-8000-000000000001';
const CUT = 'c0000000-0000-4000-8000-000000000001';
const FRINGE = 'c0000000-0000-4000-8000-000000000002';
const service = (_id: string, name: string, price: number): Service => ({
  _id,
  name,
  category: 'Hair',
  description: '',
  imageUrl: null,
  image: null,
  variants: [
    { name: 'Standard', durationMin: 45, price, bufferBeforeMin: 0, bufferAfterMin: 0 },
    { name: 'Long', durationMin: 60, price: price + 10, bufferBeforeMin: 0, bufferAfterMin: 0 },
  ],
  primaryBeauticianId: BEA,
  additionalBeauticianIds: [],
  beauticianIds: [BEA],
  beautician: { _id: BEA, name: 'Bea' },
  beauticianId: BEA,
  active: true,
});
const SERVICES = [service(CUT, 'Cut', 45), service(FRINGE, 'Fringe trim', 12)];

const entry = (windows: AdminWaitlistEntry['windows']): AdminWaitlistEntry => ({
  _id: 'e0000000-0000-4000-8000-000000000001',
  clientName: 'Ivy Waiting',
  clientEmail: 'ivy@example.co.uk',
  clientPhone: '07400 123456',
  services: ['Cut (Long) with Bea', 'Fringe trim (Standard) with any beautician'],
  visit: [
    { serviceId: CUT, variantName: 'Long', beauticianId: BEA },
    { serviceId: FRINGE, variantName: 'Standard', beauticianId: null },
  ],
  windows,
  createdAtISO: '2026-12-01T10:00:00.000Z',
  value: 67,
  newClient: false,
  confirmed: true,
  offer: null,
});

describe("'Book directly' from the waitlist", () => {
  it('opens the form with the visit waited for and the start of the first window still ahead, in salon time', () => {
    const windows = [
      { date: '2026-12-04', from: '09:00', to: '11:00' },
      { date: '2026-12-05', from: '14:30', to: '17:00' },
    ];
    const values = startingValues(bookingFromWaitlist(entry(windows), '2026-12-05'), SERVICES);
    expect(values).toMatchObject({
      name: 'Ivy Waiting',
      phone: '07400 123456',
      email: 'ivy@example.co.uk',
      serviceId: CUT,
      variantName: 'Long',
      beauticianId: BEA,
      price: '55.00',
      start: '2026-12-05T14:30',
      sendConfirmation: true,
      also: [{ serviceId: FRINGE, variantName: 'Standard', beauticianId: '', price: '12.00' }],
    });
  });

  it('tells the time in London across the clocks changing, and leaves the start to staff when no window is ahead', () => {
    const summer = startingValues(bookingFromWaitlist(entry([{ date: '2027-04-03', from: '10:00', to: '12:00' }]), '2027-03-20'), SERVICES);
    expect(summer.start).toBe('2027-04-03T10:00');
    const passed = startingValues(bookingFromWaitlist(entry([{ date: '2026-12-04', from: '09:00', to: '11:00' }]), '2026-12-05'), SERVICES);
    expect(passed).toMatchObject({ serviceId: CUT, variantName: 'Long', beauticianId: BEA, start: '' });
  });

  it('still opens the calendar’s own choice as before: its time and beautician, and no service', () => {
    const values = startingValues({ start: new Date('2026-12-05T10:15:00Z'), beauticianId: BEA }, SERVICES);
    expect(values).toMatchObject({ serviceId: '', variantName: '', beauticianId: BEA, price: '', start: '2026-12-05T10:15', also: [] });
  });
});
