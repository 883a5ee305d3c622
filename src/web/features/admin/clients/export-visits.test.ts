import { describe, expect, it } from 'vitest';
import { paymentsAsPaid, serviceText, servicesByVisit, type ExportedService } from './export-visits.ts';

const service = (id: string, visit: { id: string; position: number }, name: string, start: string, money: ExportedService['money'] = []) =>
  ({
    _id: id,
    visitId: visit.id,
    visitPosition: visit.position,
    start,
    end: start,
    status: 'completed',
    service: { name },
    variantName: 'Standard',
    beautician: { name: 'Amelia Hart' },
    price: 30,
    paymentMode: 'pay_in_salon',
    details: { name: 'Vera Visit', email: '', phone: '07700 900661', notes: '' },
    bookedAt: start,
    cancelledAt: null,
    cancelReason: null,
    onlinePayments: [],
    money,
  }) satisfies ExportedService;

const TAKEN = '2026-12-20T12:00:00.000Z';
const share = (payment: string, method: string, amount: number, tip: number) => ({
  payment,
  kind: 'salon_payment',
  method,
  amount,
  tip,
  takenAt: TAKEN,
  note: '',
});

describe('a visit of several services in the readable access report', () => {
  // One £50 cash payment with a £5 tip, spread over the colour, the cut and the blow-dry by price.
  const visit = (position: number) => ({ id: 'a', position });
  const colour = service('a', visit(0), 'Colour', '2026-12-20T09:00:00.000Z', [share('p1', 'cash', 25, 2.5)]);
  const cut = service('b', visit(1), 'Cut', '2026-12-20T10:45:00.000Z', [share('p1', 'cash', 14.47, 1.45)]);
  const blowDry = service('c', visit(2), 'Blow Dry', '2026-12-20T11:45:00.000Z', [share('p1', 'cash', 10.53, 1.05)]);
  // Paid at one checkout by two cards: two payments of one method at one instant.
  const brows = service('d', { id: 'd', position: 0 }, 'Brows', '2026-12-21T09:00:00.000Z', [
    share('p2', 'card', 10, 0),
    share('p3', 'card', 8, 0),
  ]);
  const visits = [colour, cut, blowDry, brows];

  it('counts and names each service by its place in its visit, a visit of one service as it was', () => {
    const byVisit = servicesByVisit(visits);
    expect(byVisit.size).toBe(2);
    expect(serviceText(cut, byVisit)).toBe('Cut — Standard (2 of 3 in one visit)');
    expect(serviceText(brows, byVisit)).toBe('Brows — Standard');
  });

  it('shows a payment spread over the services as the one payment the client made, and two payments as two', () => {
    expect(paymentsAsPaid(visits).map((p) => [p.services, p.method, p.amount, p.tip])).toEqual([
      ['Colour + Cut + Blow Dry', 'cash', 50, 5],
      ['Brows', 'card', 10, 0],
      ['Brows', 'card', 8, 0],
    ]);
  });
});
