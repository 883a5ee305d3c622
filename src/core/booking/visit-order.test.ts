import { describe, expect, it } from 'vitest';
import { canMoveInVisit, categoriesToOrder, categoryRank, inVisitOrder, moveInVisit, visitTotals } from './visit-order.ts';

const SALON_ORDER = ['Colour', 'Hair', 'Styling'];
const colour = { name: 'Full head colour', category: 'Colour' };
const cut = { name: 'Cut', category: 'Hair' };
const fringe = { name: 'Fringe trim', category: ' hair ' };
const blowDry = { name: 'Blow-dry', category: 'Styling' };
const brows = { name: 'Brow shape', category: 'Brows' };
const names = (items: Array<{ name: string }>) => items.map((i) => i.name);

describe('the order of a visit’s services', () => {
  it('follows the salon’s order of categories, whatever order they were added in', () => {
    expect(names(inVisitOrder([blowDry, cut, colour], SALON_ORDER))).toEqual(['Full head colour', 'Cut', 'Blow-dry']);
  });

  it('puts categories the salon does not list last, in the order they were added', () => {
    expect(categoryRank('Brows', SALON_ORDER)).toBe(3);
    expect(names(inVisitOrder([brows, blowDry, colour], SALON_ORDER))).toEqual(['Full head colour', 'Blow-dry', 'Brow shape']);
    expect(names(inVisitOrder([blowDry, cut], []))).toEqual(['Blow-dry', 'Cut']);
  });

  it('lets the customer reorder services of one rank, and refuses a move that changes the salon’s order', () => {
    const visit = inVisitOrder([colour, cut, fringe, blowDry], SALON_ORDER);
    expect(canMoveInVisit(visit, 1, 2, SALON_ORDER)).toBe(true);
    expect(names(moveInVisit(visit, 2, 1, SALON_ORDER))).toEqual(['Full head colour', 'Fringe trim', 'Cut', 'Blow-dry']);
    expect(canMoveInVisit(visit, 0, 1, SALON_ORDER)).toBe(false);
    expect(names(moveInVisit(visit, 3, 0, SALON_ORDER))).toEqual(names(visit));
    expect(canMoveInVisit(visit, 1, 9, SALON_ORDER)).toBe(false);
  });

  it('adds up the visit’s time and price', () => {
    expect(
      visitTotals([
        { durationMin: 105, pricePence: 6500 },
        { durationMin: 45, pricePence: 4000 },
        { durationMin: 30, pricePence: 2500 },
      ]),
    ).toEqual({ durationMin: 180, pricePence: 13000 });
    expect(visitTotals([])).toEqual({ durationMin: 0, pricePence: 0 });
  });
});

describe('the categories the owner arranges', () => {
  it('are the saved order, then the services’ other categories alphabetically, each once', () => {
    expect(categoriesToOrder(['Colour', 'Hair'], ['Nails', 'hair', 'Brows', ' Nails ', 'Colour', ''])).toEqual([
      'Colour',
      'Hair',
      'Brows',
      'Nails',
    ]);
    expect(categoriesToOrder([], [])).toEqual([]);
  });
});
