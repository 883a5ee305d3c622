import { describe, expect, it } from 'vitest';
import { diaryColumns } from './diary-columns.ts';

const ALICE = { _id: 'a', name: 'Alice', active: true };
const BEA = { _id: 'b', name: 'Bea', active: false };
const CHLOE = { _id: 'c', name: 'Chloe' };

describe("the day view's beautician columns", () => {
  it('has a column per active beautician, in the list’s order', () => {
    expect(diaryColumns([ALICE, BEA, CHLOE], [])).toEqual([
      { id: 'a', title: 'Alice' },
      { id: 'c', title: 'Chloe' },
    ]);
  });

  it('keeps an inactive beautician’s column while they have appointments in the range, so none vanish', () => {
    expect(diaryColumns([ALICE, BEA, CHLOE], [{ beauticianId: { _id: 'b' } }]).map((c) => c.title)).toEqual(['Alice', 'Bea', 'Chloe']);
  });
});
