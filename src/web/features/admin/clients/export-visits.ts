import { groupByVisit } from '../../../../core/client-history.ts';
import { penceToPounds, poundsToPence } from '../../../../core/money.ts';
import type { ClientDataExport } from '../../../../core/schemas/client-data.schema.ts';

// The readable access report (UK GDPR, docs/decisions/0028) shows a visit of several services as the client booked
// and paid it (issue 25); the export's data keeps the salon's records, a row per service and its share of each payment.

export type ExportedService = ClientDataExport['visits'][number];

/** The services of each visit, in the order they happen: one for a visit of one service (issue 25). */
export function servicesByVisit(visits: readonly ExportedService[]): Map<string, ExportedService[]> {
  return new Map(groupByVisit(visits).map((services) => [services[0]!.visitId, services]));
}

/** 'Colour — Full head', and for a service of a visit of several its place in it: ' (2 of 3 in one visit)'. */
export function serviceText(v: ExportedService, byVisit: ReadonlyMap<string, ExportedService[]>): string {
  const services = byVisit.get(v.visitId)?.length ?? 1;
  const place = services > 1 ? ` (${v.visitPosition + 1} of ${services} in one visit)` : '';
  return `${v.service.name} — ${v.variantName}${place}`;
}

const addPounds = (a: number, b: number) => penceToPounds(poundsToPence(a) + poundsToPence(b));

/** The money entries of each visit, the shares of one payment added together. */
export function paymentsAsPaid(visits: readonly ExportedService[]) {
  const lines = new Map<string, ExportedService['money'][number] & { key: string; services: string; start: string }>();
  for (const services of servicesByVisit(visits).values()) {
    const names = services.map((v) => v.service.name).join(' + ');
    for (const v of services)
      for (const m of v.money) {
        const key = m.payment;
        const line = lines.get(key);
        if (line) lines.set(key, { ...line, amount: addPounds(line.amount, m.amount), tip: addPounds(line.tip, m.tip) });
        else lines.set(key, { ...m, key, services: names, start: services[0]!.start });
      }
  }
  return [...lines.values()].sort((a, b) => a.takenAt.localeCompare(b.takenAt));
}
