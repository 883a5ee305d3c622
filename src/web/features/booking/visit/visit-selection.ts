import { inVisitOrder, moveInVisit } from '../../../../core/booking/visit-order.ts';
import type { Service } from '../../../../core/schemas/catalog.schema.ts';
import type { VisitFields, VisitItem } from '../booking-store.ts';

/**
 * The visit in the booking selection (issue 25, docs/decisions/0032): its first service in the spec's own fields, the
 * rest in `also`. These helpers see it as one ordered list and write a list back the same way.
 */

/** Every service of the visit, in order; empty before a service is chosen. */
export function visitItems(selection: VisitFields): VisitItem[] {
  if (!selection.serviceId || !selection.variantName) return [];
  const first: VisitItem = {
    serviceId: selection.serviceId,
    variantName: selection.variantName,
    price: selection.price ?? 0,
    any: selection.any,
    ...(selection.beauticianId ? { beauticianId: selection.beauticianId } : {}),
  };
  return [first, ...selection.also];
}

/** The selection's fields for a visit of these services, in this order: the first in the spec's fields. */
export function selectionOf(items: VisitItem[]): VisitFields {
  const [first, ...also] = items;
  return {
    serviceId: first?.serviceId,
    variantName: first?.variantName,
    price: first?.price,
    beauticianId: first?.beauticianId,
    any: first?.any ?? false,
    also,
  };
}

/** A service as it joins a visit: its first variant, its own beautician (spec §4's choice for 'Book Now'). */
export function itemFor(service: Service): VisitItem | undefined {
  const variant = service.variants[0];
  if (!variant) return undefined;
  const beauticianId = service.beauticianId ?? service.primaryBeauticianId ?? service.beauticianIds[0] ?? undefined;
  return {
    serviceId: service._id,
    variantName: variant.name,
    price: variant.price,
    any: !beauticianId,
    ...(beauticianId ? { beauticianId } : {}),
  };
}

export type AddOutcome = { ok: true; items: VisitItem[] } | { ok: false; message: string };

interface VisitRules {
  /** the salon's order of categories (Settings) */
  categoryOrder: readonly string[];
  /** how many services one visit may hold (Booking rules) */
  maxServices: number;
  /** a service's category, from the catalogue */
  categoryOf: (serviceId: string) => string;
}

/** The visit with `service` added where the salon's order puts it, or why it cannot be. */
export function addToVisit(items: VisitItem[], service: Service, rules: VisitRules): AddOutcome {
  if (items.some((i) => i.serviceId === service._id)) return { ok: false, message: `${service.name} is already in your visit.` };
  if (items.length >= rules.maxServices) {
    return { ok: false, message: `A visit can have at most ${rules.maxServices} services. Remove one to add ${service.name}.` };
  }
  const item = itemFor(service);
  if (!item) return { ok: false, message: `${service.name} cannot be booked online.` };
  return { ok: true, items: ordered([...items, item], rules) };
}

/** The visit in the salon's order of categories, the customer's order kept within a category. */
export function ordered(items: VisitItem[], rules: Pick<VisitRules, 'categoryOrder' | 'categoryOf'>): VisitItem[] {
  const withCategory = items.map((item) => ({ item, category: rules.categoryOf(item.serviceId) }));
  return inVisitOrder(withCategory, rules.categoryOrder).map(({ item }) => item);
}

/** The visit with the service at `from` moved to `to`, where the salon's order allows it (else unchanged). */
export function moveItem(
  items: VisitItem[],
  from: number,
  to: number,
  rules: Pick<VisitRules, 'categoryOrder' | 'categoryOf'>,
): VisitItem[] {
  const withCategory = items.map((item) => ({ item, category: rules.categoryOf(item.serviceId) }));
  return moveInVisit(withCategory, from, to, rules.categoryOrder).map(({ item }) => item);
}
