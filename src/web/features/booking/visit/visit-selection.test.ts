import { describe, expect, it } from 'vitest';
import type { Service } from '../../../../core/schemas/catalog.schema.ts';
import type { VisitItem } from '../booking-store.ts';
import { addToVisit, moveItem, ordered, selectionOf, visitItems } from './visit-selection.ts';

const ALICE = '11111111-1111-4111-8111-111111111111';
const service = (id: string, name: string, category: string, price = 40, beauticianId: string | null = ALICE): Service => ({
  _id: id,
  name,
  category,
  description: '',
  imageUrl: null,
  image: null,
  variants: [{ name: 'Standard', durationMin: 45, price, bufferBeforeMin: 0, bufferAfterMin: 0 }],
  primaryBeauticianId: beauticianId,
  additionalBeauticianIds: [],
  beauticianIds: beauticianId ? [beauticianId] : [],
  beautician: beauticianId ? { _id: beauticianId, name: 'Alice' } : null,
  beauticianId,
  active: true,
});
const colour = service('c0000000-0000-4000-8000-000000000001', 'Full head colour', 'Colour', 65);
const cut = service('c0000000-0000-4000-8000-000000000002', 'Cut', 'Hair');
const fringe = service('c0000000-0000-4000-8000-000000000003', 'Fringe trim', 'Hair', 12);
const blowDry = service('c0000000-0000-4000-8000-000000000004', 'Blow-dry', 'Styling', 25, null);
const catalogue = new Map([colour, cut, fringe, blowDry].map((s) => [s._id, s]));
const rules = { categoryOrder: ['Colour', 'Hair', 'Styling'], maxServices: 3, categoryOf: (id: string) => catalogue.get(id)!.category };
const names = (items: VisitItem[]) => items.map((i) => catalogue.get(i.serviceId)!.name);

function build(...services: Service[]): VisitItem[] {
  return services.reduce<VisitItem[]>((items, s) => {
    const outcome = addToVisit(items, s, rules);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.items;
  }, []);
}

describe('putting a visit together', () => {
  it('adds each service with its first option and own beautician, in the salon’s order', () => {
    const items = build(blowDry, cut, colour);
    expect(names(items)).toEqual(['Full head colour', 'Cut', 'Blow-dry']);
    expect(items[0]).toEqual({ serviceId: colour._id, variantName: 'Standard', price: 65, beauticianId: ALICE, any: false });
    // A service without a beautician of its own is anyone's.
    expect(items[2]).toEqual({ serviceId: blowDry._id, variantName: 'Standard', price: 25, any: true });
  });

  it('refuses a service twice, and more services than the salon allows', () => {
    expect(addToVisit(build(cut), cut, rules)).toEqual({ ok: false, message: 'Cut is already in your visit.' });
    expect(addToVisit(build(colour, cut, blowDry), fringe, rules)).toEqual({
      ok: false,
      message: 'A visit can have at most 3 services. Remove one to add Fringe trim.',
    });
  });

  it('keeps the first service in the spec’s own fields and the rest in `also`, and reads them back in order', () => {
    const items = build(colour, cut, blowDry);
    const selection = selectionOf(items);
    expect(selection).toMatchObject({ serviceId: colour._id, variantName: 'Standard', price: 65, beauticianId: ALICE, any: false });
    expect(selection.also.map((i) => i.serviceId)).toEqual([cut._id, blowDry._id]);
    expect(visitItems(selection)).toEqual(items);
    expect(selectionOf([])).toMatchObject({ serviceId: undefined, also: [] });
  });

  it('lets the customer swap services of one category, never against the salon’s order', () => {
    const items = build(colour, cut, fringe);
    expect(names(moveItem(items, 2, 1, rules))).toEqual(['Full head colour', 'Fringe trim', 'Cut']);
    expect(names(moveItem(items, 1, 0, rules))).toEqual(names(items));
    expect(names(ordered([...items].reverse(), rules))).toEqual(['Full head colour', 'Fringe trim', 'Cut']);
  });
});
