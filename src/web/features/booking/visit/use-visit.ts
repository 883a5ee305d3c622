import { useState } from 'react';
import { canMoveInVisit } from '../../../../core/booking/visit-order.ts';
import type { Service, ServiceVariant } from '../../../../core/schemas/catalog.schema.ts';
import { useSalon } from '../../../api/salon.ts';
import { useServices } from '../../../api/services.ts';
import { useBookingStore, type VisitItem } from '../booking-store.ts';
import { addToVisit, moveItem, ordered, selectionOf, visitItems } from './visit-selection.ts';

/** A service of the visit with what the catalogue says of it (undefined while the catalogue loads, or if it went). */
export interface VisitLine {
  item: VisitItem;
  service: Service | undefined;
  variant: ServiceVariant | undefined;
  canMoveEarlier: boolean;
  canMoveLater: boolean;
}

/**
 * The visit being put together (issue 25): its services in the salon's order with their catalogue entries, its total
 * time and price, and the changes a customer makes to it. Every change frees the chosen date and time.
 */
export function useVisit() {
  const selection = useBookingStore();
  const services = useServices();
  const salon = useSalon();
  // What the last change did, said to screen readers; a refused addition is shown too (the panel on '/' is small).
  const [message, setMessage] = useState<{ text: string; refused: boolean }>();
  const byId = new Map((services.data ?? []).map((s) => [s._id, s]));
  const categoryOrder = salon.data?.booking.visitCategoryOrder ?? [];
  const maxServices = salon.data?.booking.maxVisitServices ?? 1; // nothing to add until the salon's limit is known
  const rules = { categoryOrder, maxServices, categoryOf: (id: string) => byId.get(id)?.category ?? '' };

  const items = visitItems(selection);
  const withCategory = items.map((item) => ({ category: rules.categoryOf(item.serviceId) }));
  const lines: VisitLine[] = items.map((item, i) => {
    const service = byId.get(item.serviceId);
    return {
      item,
      service,
      variant: service?.variants.find((v) => v.name === item.variantName),
      canMoveEarlier: canMoveInVisit(withCategory, i, i - 1, categoryOrder),
      canMoveLater: canMoveInVisit(withCategory, i, i + 1, categoryOrder),
    };
  });
  const write = (next: VisitItem[]) => selection.setVisit(selectionOf(next));

  return {
    lines,
    maxServices,
    message: message?.text,
    refused: message?.refused ?? false,
    durationMin: lines.reduce((sum, l) => sum + (l.variant?.durationMin ?? 0), 0),
    price: lines.reduce((sum, l) => sum + (l.variant?.price ?? l.item.price), 0),
    isVisit: items.length > 1,
    add(service: Service): boolean {
      const outcome = addToVisit(items, service, rules);
      setMessage(outcome.ok ? { text: `${service.name} added to your visit.`, refused: false } : { text: outcome.message, refused: true });
      if (outcome.ok) write(outcome.items);
      return outcome.ok;
    },
    remove(index: number) {
      const removed = lines[index]?.service?.name;
      write(items.filter((_, i) => i !== index));
      if (removed) setMessage({ text: `${removed} removed from your visit.`, refused: false });
    },
    move(from: number, to: number) {
      write(moveItem(items, from, to, rules));
    },
    /** "One beautician for everything they do": `beauticianId` for every service `offers` says they do. */
    oneBeautician(beauticianId: string, offers: (line: VisitLine) => boolean) {
      write(lines.map((line) => (offers(line) ? { ...line.item, beauticianId, any: false } : line.item)));
    },
    change(index: number, patch: Partial<VisitItem>) {
      write(
        ordered(
          items.map((item, i) => (i === index ? { ...item, ...patch } : item)),
          rules,
        ),
      );
    },
  };
}
export type Visit = ReturnType<typeof useVisit>;
