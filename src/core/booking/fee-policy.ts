import { formatGBP, penceToPounds } from '../money.ts';

/**
 * The salon's no-show and late-cancellation policy (issue 26, docs/decisions/0034): when a card must be saved to book
 * online, and the fees a no-show or a late cancellation may be charged. One place for the rule: the checkout's
 * notice, the booking's stored consent, the e-mails, the manage link and the staff's fee all read it from here.
 */

/** The reasons a card may be asked for; none listed: never. */
export const CARD_RULES = ['new_clients', 'past_no_show', 'over_amount', 'always'] as const;
export type CardRule = (typeof CARD_RULES)[number];

/** Staff may require a card of one client, or waive it, whatever the policy says ('policy': as the policy says). */
export const CLIENT_CARD_RULES = ['policy', 'require', 'waive'] as const;
export type ClientCardRule = (typeof CLIENT_CARD_RULES)[number];

export const FEE_KINDS = ['no_show', 'late_cancellation'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export interface FeePolicy {
  cardRequiredWhen: CardRule[];
  /** with 'over_amount': a visit priced above this (pence) needs a card */
  cardRequiredOverPence: number | null;
  /** share of the visit's price a no-show may be charged; 0: none */
  noShowFeePercent: number;
  /** share of the visit's price a cancellation inside the free-cancellation window may be charged; 0: none */
  lateCancellationFeePercent: number;
  /** the late window: a cancellation less than this many hours before the start is late */
  freeCancellationHours: number;
}

/** What the salon knows of the client booking, for the card rules. */
export interface CardFacts {
  /** no earlier visit of theirs was kept (completed) */
  newClient: boolean;
  /** they have not come before (a no-show), or cancelled late */
  pastNoShowOrLateCancellation: boolean;
  /** staff's choice on their record */
  clientRule: ClientCardRule;
  /** the record the booking will be linked to keeps a card already (issue 40) */
  cardOnFile?: boolean;
}

/**
 * Whether this client must save a card to book this visit online: never again once their record keeps one (issue 40),
 * else as staff chose for them, else as the salon's rules say.
 */
export function cardRequired(policy: FeePolicy, facts: CardFacts, visitPricePence: number): boolean {
  if (facts.cardOnFile) return false;
  if (facts.clientRule !== 'policy') return facts.clientRule === 'require';
  return policy.cardRequiredWhen.some((rule) => {
    switch (rule) {
      case 'always':
        return true;
      case 'new_clients':
        return facts.newClient;
      case 'past_no_show':
        return facts.pastNoShowOrLateCancellation;
      case 'over_amount':
        return policy.cardRequiredOverPence !== null && visitPricePence > policy.cardRequiredOverPence;
    }
  });
}

/** A share of a price, to the penny (half up). */
export function feeOfPrice(percent: number, pricePence: number): number {
  return Math.round((Math.max(0, pricePence) * Math.min(100, Math.max(0, percent))) / 100);
}

type FeePercents = Pick<FeePolicy, 'noShowFeePercent' | 'lateCancellationFeePercent'>;

/** The share of the price a fee of this kind is. */
export const feePercent = (policy: FeePercents, kind: FeeKind): number =>
  kind === 'no_show' ? policy.noShowFeePercent : policy.lateCancellationFeePercent;

/** The fee of this kind on a visit of this price. */
export function feePence(policy: FeePercents, kind: FeeKind, pricePence: number) {
  return feeOfPrice(feePercent(policy, kind), pricePence);
}

/** What is left to charge once the money the salon already keeps (a deposit) has counted towards the fee. */
export function feeToChargePence(fee: number, keptPence: number): number {
  return Math.max(0, fee - Math.max(0, keptPence));
}

/** A cancellation this close to the start (or later) is late. */
export function isLateCancellation(start: Date, at: Date, freeCancellationHours: number): boolean {
  return start.getTime() - at.getTime() < freeCancellationHours * 3_600_000;
}

export const hasFees = (policy: FeePolicy): boolean => policy.noShowFeePercent > 0 || policy.lateCancellationFeePercent > 0;

/**
 * The terms in a few words, as stored with each booking that agreed to them: the same terms give the same version,
 * so staff (or a card dispute) can tell which wording a client saw. Amounts are not part of it: they follow the price.
 */
export function policyVersion(policy: FeePolicy, cardOnFile: boolean): string {
  return [
    `no-show ${policy.noShowFeePercent}%`,
    `late ${policy.lateCancellationFeePercent}% under ${policy.freeCancellationHours}h`,
    cardOnFile ? 'card on file' : 'no card',
  ].join('; ');
}

const pounds = (pence: number) => formatGBP(penceToPounds(pence));
const hoursText = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/**
 * The policy as the customer reads it, with this visit's amounts, e.g. 'If you cancel less than 24 hours before, or
 * do not come, we may charge £27.50 of the £55.00 price.' Empty when the salon charges no fee.
 */
export function policyText(policy: FeePolicy, pricePence: number, { cardOnFile }: { cardOnFile: boolean }): string {
  if (!hasFees(policy) || pricePence <= 0) return '';
  const late = feePence(policy, 'late_cancellation', pricePence);
  const noShow = feePence(policy, 'no_show', pricePence);
  const window = `cancel less than ${hoursText(policy.freeCancellationHours)} before`;
  const price = `of the ${pounds(pricePence)} price`;
  let terms: string;
  if (late > 0 && late === noShow) terms = `If you ${window}, or do not come, we may charge ${pounds(late)} ${price}.`;
  else if (late > 0 && noShow > 0)
    terms = `If you ${window}, we may charge ${pounds(late)} ${price}; if you do not come, ${pounds(noShow)}.`;
  else if (late > 0) terms = `If you ${window}, we may charge ${pounds(late)} ${price}.`;
  else terms = `If you do not come, we may charge ${pounds(noShow)} ${price}.`;
  const deposit = ' Any deposit you have paid counts towards it.';
  const card = cardOnFile
    ? ' We keep your card with our payment provider for this, and never see its number. Cancelling earlier costs nothing.'
    : ' Cancelling earlier costs nothing.';
  return terms + deposit + card;
}

/** The policy as the salon's settings give it; where no card can be saved (no payment provider), none is asked for. */
export function feePolicyOf(
  settings: Pick<FeePolicy, 'noShowFeePercent' | 'lateCancellationFeePercent' | 'freeCancellationHours' | 'cardRequiredOverPence'> & {
    cardRequiredWhen: readonly string[];
  },
  { cardsAvailable }: { cardsAvailable: boolean },
): FeePolicy {
  return {
    cardRequiredWhen: cardsAvailable
      ? settings.cardRequiredWhen.filter((r): r is CardRule => (CARD_RULES as readonly string[]).includes(r))
      : [],
    cardRequiredOverPence: settings.cardRequiredOverPence,
    noShowFeePercent: settings.noShowFeePercent,
    lateCancellationFeePercent: settings.lateCancellationFeePercent,
    freeCancellationHours: settings.freeCancellationHours,
  };
}

/**
 * What the checkout can tell before it knows the client (issue 26): a card is saved for every booking ('always'), for
 * this visit because of its price ('over_amount'), only for some clients (new ones, or ones who missed a visit), or
 * never. Staff's choice for one client is not known here: the server still decides, and may ask for a card anyway.
 */
export type CardAsk = 'always' | 'over_amount' | 'some_clients' | 'never';

const ANY_CLIENT: CardFacts = { newClient: false, pastNoShowOrLateCancellation: false, clientRule: 'policy' };

export function cardAskOf(policy: FeePolicy, visitPricePence: number): CardAsk {
  if (policy.cardRequiredWhen.includes('always')) return 'always';
  if (cardRequired(policy, ANY_CLIENT, visitPricePence)) return 'over_amount';
  if (policy.cardRequiredWhen.some((rule) => rule === 'new_clients' || rule === 'past_no_show')) return 'some_clients';
  return 'never';
}

/** A card is saved to book this visit, whoever books it. */
export const cardCertain = (ask: CardAsk): boolean => ask === 'always' || ask === 'over_amount';

const NOTHING_CHARGED = 'Nothing is charged now; we never see your card number.';

/** The checkout's notice that a card may be needed, in plain words; empty where none is asked for. */
export function cardNotice(policy: FeePolicy, visitPricePence: number): string {
  const ask = cardAskOf(policy, visitPricePence);
  if (cardCertain(ask)) return `To book, you'll save a card with our payment provider. ${NOTHING_CHARGED}`;
  if (ask === 'never') return '';
  const newClients = policy.cardRequiredWhen.includes('new_clients');
  const missed = policy.cardRequiredWhen.includes('past_no_show');
  const who =
    newClients && missed
      ? 'New clients (and clients who missed a visit before)'
      : newClients
        ? 'New clients'
        : 'Clients who missed a visit before';
  return `${who} save a card with our payment provider to book. ${NOTHING_CHARGED}`;
}
