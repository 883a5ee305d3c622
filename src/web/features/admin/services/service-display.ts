import { formatGBP } from '../../../../core/money.ts';
import type { Service } from '../../../../core/schemas/catalog.schema.ts';
import { matchesStatus, type StatusFilter } from '../shared/ui/status-filter.ts';

/** Older records may carry a service-level price or duration (spec §3); the API's type does not promise them. */
type WithFallbacks = Service & { price?: number; durationMin?: number };

/** Spec §2: the first variant's price, else the service-level price, in GBP; a dash if missing. */
export function servicePriceText(service: Service): string {
  const price = service.variants[0]?.price ?? (service as WithFallbacks).price;
  return typeof price === 'number' && Number.isFinite(price) ? formatGBP(price) : '—';
}

/** Spec §2: the service-level duration, else the first variant's, plus 'min'. */
export function serviceDurationText(service: Service): string {
  const minutes = (service as WithFallbacks).durationMin ?? service.variants[0]?.durationMin;
  return typeof minutes === 'number' ? `${minutes} min` : '—';
}

export const variantCountText = (service: Service): string => `${service.variants.length} variant(s)`;

export interface ServiceFilterValues {
  search: string;
  status: StatusFilter;
  category: string;
}

export const ALL_CATEGORIES = 'all';

/** Search (name, category, description, variant names), status and category, all on the loaded list. */
export function filterServices<T extends Service>(services: T[], { search, status, category }: ServiceFilterValues): T[] {
  const q = search.trim().toLowerCase();
  return services.filter((s) => {
    if (!matchesStatus(s.active, status)) return false;
    if (category !== ALL_CATEGORIES && s.category !== category) return false;
    if (!q) return true;
    return [s.name, s.category, s.description, ...s.variants.map((v) => v.name)].some((text) => text.toLowerCase().includes(q));
  });
}

export const distinctCategories = (services: Service[]): string[] =>
  [...new Set(services.map((s) => s.category).filter(Boolean))].sort((a, b) => a.localeCompare(b));
