/**
 * The order of a visit's services (issue 25, docs/decisions/0032). The salon says in which order its categories happen
 * in one visit (colour before cut before blow-dry); a category it does not list comes after those it lists. The
 * customer may change the order only where it makes no difference to the salon: between services of the same rank.
 */

/** A category's place in the salon's visit order: its index, or after every listed one. Case and spaces do not count. */
export function categoryRank(category: string, categoryOrder: readonly string[]): number {
  const key = normaliseCategory(category);
  const at = categoryOrder.findIndex((c) => normaliseCategory(c) === key);
  return at === -1 ? categoryOrder.length : at;
}

export const normaliseCategory = (category: string): string => category.trim().toLocaleLowerCase('en-GB');

/**
 * What the owner arranges on the Settings screen: the saved order, then the categories of the salon's services it does
 * not list yet, alphabetically, each once.
 */
export function categoriesToOrder(saved: readonly string[], serviceCategories: readonly string[]): string[] {
  const unlisted = new Map<string, string>();
  for (const category of serviceCategories.map((c) => c.trim())) {
    const key = normaliseCategory(category);
    if (category && categoryRank(category, saved) === saved.length && !unlisted.has(key)) unlisted.set(key, category);
  }
  return [...saved, ...[...unlisted.values()].sort((a, b) => a.localeCompare(b, 'en-GB'))];
}

/** The services in the order they will happen: by the salon's category order, keeping the customer's order within a rank. */
export function inVisitOrder<T extends { category: string }>(items: readonly T[], categoryOrder: readonly string[]): T[] {
  return items
    .map((item, index) => ({ item, index, rank: categoryRank(item.category, categoryOrder) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

/** Whether the customer may move the service at `from` to `to` (both in visit order): only among services of its rank. */
export function canMoveInVisit(
  items: readonly { category: string }[],
  from: number,
  to: number,
  categoryOrder: readonly string[],
): boolean {
  const moving = items[from];
  const target = items[to];
  if (!moving || !target || from === to) return false;
  return categoryRank(moving.category, categoryOrder) === categoryRank(target.category, categoryOrder);
}

/** The visit with the service at `from` moved to `to`, or the same visit when that move would change the salon's order. */
export function moveInVisit<T extends { category: string }>(
  items: readonly T[],
  from: number,
  to: number,
  categoryOrder: readonly string[],
): T[] {
  if (!canMoveInVisit(items, from, to, categoryOrder)) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item!);
  return moved;
}

/** A visit's total time (its services back to back, processing included) and price. */
export function visitTotals(items: readonly { durationMin: number; pricePence: number }[]): { durationMin: number; pricePence: number } {
  return items.reduce((t, i) => ({ durationMin: t.durationMin + i.durationMin, pricePence: t.pricePence + i.pricePence }), {
    durationMin: 0,
    pricePence: 0,
  });
}
