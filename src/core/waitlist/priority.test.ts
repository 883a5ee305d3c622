import { describe, expect, it } from 'vitest';
import { inOfferOrder, priorityWords } from './priority.ts';

const entries = [
  { id: 'b', seq: 2, valuePence: 9000, newClient: false },
  { id: 'a', seq: 1, valuePence: 3000, newClient: false },
  { id: 'c', seq: 3, valuePence: 9000, newClient: true },
];
const ids = (list: typeof entries) => list.map((e) => e.id);

describe('inOfferOrder', () => {
  it('is first come by default', () => expect(ids(inOfferOrder(entries, 'first_come'))).toEqual(['a', 'b', 'c']));
  it('puts the highest value first, first come among equals', () =>
    expect(ids(inOfferOrder(entries, 'highest_value'))).toEqual(['b', 'c', 'a']));
  it('puts new clients first', () => expect(ids(inOfferOrder(entries, 'new_clients'))).toEqual(['c', 'a', 'b']));
});

describe('priorityWords', () => {
  it('promises first come only where the salon offers first come', () => {
    expect(priorityWords('first_come')).toMatch(/order they joined/);
    expect(priorityWords('highest_value')).toMatch(/^it is offered first to the clients waiting for the largest visits/);
    expect(priorityWords('new_clients')).toMatch(/^it is offered first to clients new to us/);
  });
});
