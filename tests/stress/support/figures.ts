/** Every stress test prints its figures in one line; docs/RELIABILITY.md quotes them. */
export function reportFigures(name: string, figures: Record<string, number | string>): void {
  const line = Object.entries(figures)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
  console.log(`[figures] ${name}: ${line}`);
}

/** How many responses had each status code (0 = no response: the connection failed). */
export function countStatuses(statuses: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
