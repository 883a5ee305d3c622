import { describe, expect, it } from 'vitest';
import type { MoneyEntry, TillVisit, VisitPartMoney } from '../../../../../core/schemas/till.schema.ts';
import { entrySplit, tipChoices, tipToRequest, visitBeauticians, visitIncludes, visitSummary } from './visit-bill.ts';

const ALICE = { _id: 'a11ce000-0000-4000-8000-000000000001', name: 'Alice' };
const BEN = { _id: 'be000000-0000-4000-8000-000000000002', name: 'Ben' };
const part = (appointmentId: string, service: string, beautician: typeof ALICE, price: number): VisitPartMoney => ({
  appointmentId,
  service,
  variantName: 'Standard',
  beautician,
  start: '2026-11-23T10:00:00.000Z',
  end: '2026-11-23T11:30:00.000Z',
  price,
  discount: 0,
  paidOnline: 0,
  takenAtSalon: 0,
  tips: 0,
  balance: price,
});
// Alice's colour (£65) and cut (£40), then Ben's blow-dry (£25); and a visit of Alice's alone.
const VISIT = { parts: [part('p0', 'Colour', ALICE, 65), part('p1', 'Cut', ALICE, 40), part('p2', 'Blow-dry', BEN, 25)] };
const ALICE_ONLY = { parts: [part('p0', 'Colour', ALICE, 65), part('p1', 'Cut', ALICE, 40)] };

describe('a visit of several services at the till', () => {
  it('offers who gets the tips in words, naming the beauticians and the one who did most', () => {
    expect(visitBeauticians(VISIT)).toEqual([ALICE, BEN]);
    expect(tipChoices(VISIT).map((c) => c.label)).toEqual([
      'Split evenly between Alice and Ben',
      'All to Alice, who did most',
      'To the beauticians I choose',
    ]);
  });

  it('sends no choice for an even split or a visit of one beautician, and asks for a name when none is ticked', () => {
    expect(tipToRequest(VISIT, 'even', [])).toEqual({});
    expect(tipToRequest(ALICE_ONLY, 'most', [])).toEqual({});
    expect(tipToRequest(VISIT, 'most', [])).toEqual({ tipTo: 'most' });
    expect(tipToRequest(VISIT, 'chosen', [BEN._id])).toEqual({ tipTo: [BEN._id] });
    expect(tipToRequest(VISIT, 'chosen', [])).toEqual({ error: 'Choose who gets the tip.' });
  });

  it('says how one payment of the history was spread over the services', () => {
    const card = {
      parts: [
        { appointmentId: 'p0', amount: 37.14, tip: 5 },
        { appointmentId: 'p2', amount: 22.86, tip: 5 },
      ],
    } as MoneyEntry;
    expect(entrySplit(card, VISIT)).toBe('Colour (Alice) £37.14 + tip £5.00 · Blow-dry (Ben) £22.86 + tip £5.00');
  });

  it('shows a visit in the dashboard’s lists by its services and beauticians, to each of them', () => {
    const visit = {
      service: { name: 'Colour' },
      variantName: 'Standard',
      beautician: ALICE,
      beauticianId: ALICE,
      visit: {
        _id: 'p0',
        services: VISIT.parts.map((p) => ({
          _id: p.appointmentId,
          service: p.service,
          variantName: '',
          beautician: p.beautician,
          start: p.start,
          price: p.price,
        })),
        price: 130,
        owed: 0,
      },
    } as unknown as TillVisit;
    expect(visitSummary(visit)).toEqual({ services: 'Colour, Cut, Blow-dry', beauticians: 'Alice and Ben' });
    expect([visitIncludes(visit, BEN._id), visitIncludes(visit, 'someone-else')]).toEqual([true, false]);
    expect(visitSummary({ ...visit, visit: undefined })).toEqual({ services: 'Colour', beauticians: 'Alice' });
  });
});
