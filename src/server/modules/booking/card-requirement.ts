import { cardRequired, feePolicyOf, hasFees, policyText, policyVersion, type FeePolicy } from '../../../core/booking/fee-policy.ts';
import type { CreateBooking } from '../../../core/schemas/appointment.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { catalogSnapshot, type CatalogSnapshot } from '../catalog/catalog-snapshot.ts';
import { loadSalon } from '../catalog/salon.service.ts';
import { clientCardFacts } from '../clients/card-facts.repository.ts';

export const CARD_REQUIRED_MESSAGE =
  'This salon asks for a card to hold this booking. Please book through checkout, where your card is saved with our payment provider.';

/** The no-show terms a customer agrees to as they book, stored with the booking (docs/decisions/0034). */
export interface PolicyConsent {
  policyVersion: string;
  policyText: string;
}

/** The booking's columns for the terms agreed (both null: none). */
export const consentColumns = (consent: PolicyConsent | undefined) => ({
  policyVersion: consent?.policyVersion ?? null,
  policyText: consent?.policyText ?? null,
});

/** What the salon's no-show policy asks of this booking: a saved card or not, and the terms the customer agrees to. */
export interface CardNeed {
  required: boolean;
  policy: FeePolicy;
  pricePence: number;
  /** the terms with this visit's amounts; undefined where the salon charges no fee */
  consent: (cardOnFile: boolean) => PolicyConsent | undefined;
}

/**
 * Whether this customer must save a card to book this visit online (issue 26): the salon's card rules, read with what
 * it knows of them (new, or with a past no-show or late cancellation) and staff's choice on their record. A salon
 * whose payments cannot save a card (`cardsAvailable` false: a live salon without Stripe) never asks for one.
 */
export async function cardNeedOf(db: Database, booking: CreateBooking, { cardsAvailable }: { cardsAvailable: boolean }): Promise<CardNeed> {
  const catalogue = await catalogSnapshot(db);
  const { settings } = await loadSalon(db);
  const policy = feePolicyOf(settings, { cardsAvailable });
  const pricePence = visitPricePence(catalogue, booking);
  // Staff may require a card of one client whatever the rules say: their record is read wherever a card can be saved.
  const facts = cardsAvailable ? await clientCardFacts(db, booking.client, policy.freeCancellationHours) : undefined;
  const consent = (cardOnFile: boolean) =>
    hasFees(policy) && pricePence > 0
      ? { policyVersion: policyVersion(policy, cardOnFile), policyText: policyText(policy, pricePence, { cardOnFile }) }
      : undefined;
  return { required: facts !== undefined && cardRequired(policy, facts, pricePence), policy, pricePence, consent };
}

/** `POST /api/appointments` books without a card: refused where the policy asks for one (checkout saves it). */
export function refuseWithoutCard(need: CardNeed): void {
  if (need.required) throw AppError.conflict('CARD_REQUIRED', CARD_REQUIRED_MESSAGE);
}

/** The visit's price from the catalogue (0 for a service or variant it does not know: the booking itself refuses those). */
function visitPricePence(catalogue: CatalogSnapshot, booking: CreateBooking): number {
  return [booking, ...booking.also].reduce((sum, item) => {
    const variant = catalogue.serviceById.get(item.serviceId)?.variants.find((v) => v.name === item.variantName);
    return sum + (variant?.pricePence ?? 0);
  }, 0);
}
