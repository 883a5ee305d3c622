import { formatGBP, poundsToPence } from '../../../../../core/money.ts';
import { listOf } from '../../../../../core/plural.ts';
import type { CheckoutRequest, MoneyEntry, TillVisit, VisitMoney } from '../../../../../core/schemas/till.schema.ts';
import { didMost } from '../../../../../core/till-visit.ts';

/**
 * A visit of several services at the till (issue 25, docs/decisions/0032): its services with their beauticians, who
 * gets the tips, and how each payment was spread over the services.
 */

export interface Beautician {
  _id: string;
  name: string;
}

/** The visit's beauticians, each once, in the order their first service comes. */
export function visitBeauticians(money: Pick<VisitMoney, 'parts'>): Beautician[] {
  const seen = new Map<string, Beautician>();
  for (const p of money.parts) if (!seen.has(p.beautician._id)) seen.set(p.beautician._id, p.beautician);
  return [...seen.values()];
}

/** What staff choose for the tips: a rule, or the beauticians they tick. */
export type TipChoice = 'even' | 'most' | 'chosen';

/** The choices as the dialog words them, e.g. 'Split evenly between Alice and Ben', 'All to Alice, who did most'. */
export function tipChoices(money: Pick<VisitMoney, 'parts'>): Array<{ value: TipChoice; label: string }> {
  const beauticians = visitBeauticians(money);
  const mostId = didMost(money.parts.map((p) => ({ beauticianId: p.beautician._id, pricePence: poundsToPence(p.price) })));
  return [
    {
      value: 'even',
      label: `Split evenly between ${listOf(
        beauticians.map((b) => b.name),
        'and',
      )}`,
    },
    { value: 'most', label: `All to ${beauticians.find((b) => b._id === mostId)!.name}, who did most` },
    { value: 'chosen', label: 'To the beauticians I choose' },
  ];
}

/**
 * What the request says of the tips: nothing for a visit of one beautician or an even split (the server's default), a
 * rule, or the ticked beauticians; an error when 'chosen' has nobody ticked.
 */
export function tipToRequest(
  money: Pick<VisitMoney, 'parts'>,
  choice: TipChoice,
  chosen: readonly string[],
): { tipTo?: CheckoutRequest['tipTo']; error?: string } {
  if (visitBeauticians(money).length < 2 || choice === 'even') return {};
  if (choice === 'most') return { tipTo: 'most' };
  return chosen.length > 0 ? { tipTo: [...chosen] } : { error: 'Choose who gets the tip.' };
}

/** 'Colour (Alice) £37.14 + tip £5.00 · Cut (Ben) £22.86': how one line of the history was spread over the services. */
export function entrySplit(entry: MoneyEntry, money: Pick<VisitMoney, 'parts'>): string {
  return entry.parts
    .map((share) => {
      const part = money.parts.find((p) => p.appointmentId === share.appointmentId);
      const label = part ? `${part.service} (${part.beautician.name})` : 'Another service';
      return `${label} ${formatGBP(share.amount)}${share.tip !== 0 ? ` + tip ${formatGBP(share.tip)}` : ''}`;
    })
    .join(' · ');
}

/** A visit in the dashboard's lists: its services and its beauticians ('Colour, Cut', 'Alice and Ben'). */
export function visitSummary(a: TillVisit): { services: string; beauticians: string } {
  if (!a.visit) return { services: a.service.name || a.variantName, beauticians: a.beautician?.name || a.beauticianId.name };
  const names = [...new Set(a.visit.services.map((s) => s.beautician.name))];
  return { services: a.visit.services.map((s) => s.service).join(', '), beauticians: listOf(names, 'and') };
}

/** The visit has a service of this beautician's (the dashboard's filter shows a visit to each of its beauticians). */
export const visitIncludes = (a: TillVisit, beauticianId: string): boolean =>
  a.beauticianId._id === beauticianId || (a.visit?.services.some((s) => s.beautician._id === beauticianId) ?? false);
