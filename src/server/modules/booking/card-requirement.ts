import { termsOf, type AgreedTerms } from '../../../core/booking/agreed-terms.ts';
import { cardRequired, feePolicyOf, hasFees, policyText, policyVersion, type CardFacts } from '../../../core/booking/fee-policy.ts';
import type { CreateBooking } from '../../../core/schemas/appointment.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { catalogSnapshot, type CatalogSnapshot } from '../catalog/catalog-snapshot.ts';
import { salonOf } from '../catalog/salon.service.ts';
import { clientCardFacts, type CardsSavedWith } from '../clients/card-facts.repository.ts';

export const CARD_REQUIRED_MESSAGE =
  'This salon asks for a card to hold this booking. Please book through checkout, where your card is saved with our payment provider.';

/**
 * The no-show terms a customer agrees to as they book, stored with the booking (docs/decisions/0034): their words, and
 * the terms themselves, which decide every fee and refund of the booking from then on (0037).
 */
export interface PolicyConsent {
  policyVersion: string;
  policyText: string;
  terms: AgreedTerms;
}

/**
 * The booking's columns for the terms agreed (null words: none shown). Without consent the terms are left to the
 * database, which gives the booking the salon's settings as it is written (migration 0026).
 */
export const consentColumns = (consent: PolicyConsent | undefined) => ({
  policyVersion: consent?.policyVersion ?? null,
  policyText: consent?.policyText ?? null,
  ...(consent ? { agreedTerms: consent.terms } : {}),
});

/**
 * What the salon's no-show policy asks of this booking: its terms (the policy and the visit's price, read from memory)
 * and, asked only when it matters, whether this customer must save a card (one query, made once).
 */
export interface CardTerms {
  /** the terms with this visit's amounts; undefined where the salon charges no fee */
  consent: (cardOnFile: boolean) => PolicyConsent | undefined;
  /** whether this customer must save a card to book it online */
  required: () => Promise<boolean>;
  /** whether their record keeps a card already, so none is asked again (issue 40); false where no rule asks any */
  cardOnFile: () => Promise<boolean>;
}

/**
 * The card rules of issue 26 for this booking: the salon's rules read with what it knows of the person booking (new,
 * or with a past no-show or late cancellation) and staff's choice on their record. A salon whose payments cannot save a
 * card (`cards` undefined: a live salon without Stripe) never asks for one. The client's record is read only when
 * `required` is first asked: paying at the salon asks it just before the booking is written, so the many requests a
 * crowd has refused from memory cost no query.
 */
export async function cardTermsOf(db: Database, booking: CreateBooking, cards: CardsSavedWith | undefined): Promise<CardTerms> {
  const cardsAvailable = cards !== undefined;
  // One read of the catalogue (loadSalon would read it again): the policy, the prices and the clients' own rules.
  const catalogue = await catalogSnapshot(db);
  const { settings } = salonOf(catalogue);
  const policy = feePolicyOf(settings, { cardsAvailable });
  const pricePence = visitPricePence(catalogue, booking);
  // No card can be saved, or none is asked of anyone (no rule, no client's own): nothing to look up.
  const asksNobody = !cardsAvailable || (policy.cardRequiredWhen.length === 0 && !catalogue.clientCardOverrides);
  let facts: Promise<CardFacts | undefined> | undefined;
  const factsOf = () => (facts ??= asksNobody || !cards ? Promise.resolve(undefined) : clientCardFacts(db, booking.client, cards));
  const required = async () => {
    const known = await factsOf();
    return known !== undefined && cardRequired(policy, known, pricePence);
  };
  const cardOnFile = async () => (await factsOf())?.cardOnFile === true;
  const consent = (cardOnFile: boolean) =>
    hasFees(policy) && pricePence > 0
      ? {
          policyVersion: policyVersion(policy, cardOnFile),
          policyText: policyText(policy, pricePence, { cardOnFile }),
          terms: termsOf(settings),
        }
      : undefined;
  return { consent, required, cardOnFile };
}

/** `POST /api/appointments` books without a card: refused where the policy asks for one (checkout saves it). */
export async function refuseWithoutCard(terms: CardTerms): Promise<void> {
  if (await terms.required()) throw AppError.conflict('CARD_REQUIRED', CARD_REQUIRED_MESSAGE);
}

/** The visit's price from the catalogue (0 for a service or variant it does not know: the booking itself refuses those). */
function visitPricePence(catalogue: CatalogSnapshot, booking: CreateBooking): number {
  return [booking, ...booking.also].reduce((sum, item) => {
    const variant = catalogue.serviceById.get(item.serviceId)?.variants.find((v) => v.name === item.variantName);
    return sum + (variant?.pricePence ?? 0);
  }, 0);
}
