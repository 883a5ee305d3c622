import { describe, expect, it } from 'vitest';
import {
  cardAskOf,
  cardCertain,
  cardNotice,
  cardRequired,
  feeOfPrice,
  feePolicyOf,
  feeToChargePence,
  isLateCancellation,
  policyText,
  policyVersion,
  type CardFacts,
  type FeePolicy,
} from './fee-policy.ts';

const POLICY: FeePolicy = {
  cardRequiredWhen: [],
  cardRequiredOverPence: null,
  noShowFeePercent: 50,
  lateCancellationFeePercent: 50,
  freeCancellationHours: 24,
};
const RETURNING: CardFacts = { newClient: false, pastNoShowOrLateCancellation: false, clientRule: 'policy' };

describe('when a card is asked for', () => {
  it('asks nobody by default, and each rule only of whom it names', () => {
    expect(cardRequired(POLICY, { ...RETURNING, newClient: true }, 10_000)).toBe(false);
    const newClients = { ...POLICY, cardRequiredWhen: ['new_clients' as const] };
    expect(cardRequired(newClients, { ...RETURNING, newClient: true }, 100)).toBe(true);
    expect(cardRequired(newClients, RETURNING, 100)).toBe(false);
    const missed = { ...POLICY, cardRequiredWhen: ['past_no_show' as const] };
    expect(cardRequired(missed, { ...RETURNING, pastNoShowOrLateCancellation: true }, 100)).toBe(true);
    expect(cardRequired({ ...POLICY, cardRequiredWhen: ['always'] }, RETURNING, 0)).toBe(true);
  });

  // Issue 40: a client whose card was saved was sent to save it again.
  it('never asks again of a client whose record keeps a card, whatever the rules or staff say', () => {
    const always = { ...POLICY, cardRequiredWhen: ['always' as const] };
    expect(cardRequired(always, { ...RETURNING, newClient: true, cardOnFile: true }, 100)).toBe(false);
    expect(cardRequired(always, { ...RETURNING, clientRule: 'require', cardOnFile: true }, 100)).toBe(false);
    expect(cardRequired(always, { ...RETURNING, cardOnFile: false }, 100)).toBe(true);
  });

  it('asks over an amount only above it, and never without one', () => {
    const over = { ...POLICY, cardRequiredWhen: ['over_amount' as const], cardRequiredOverPence: 8000 };
    expect([7999, 8000, 8001].map((price) => cardRequired(over, RETURNING, price))).toEqual([false, false, true]);
    expect(cardRequired({ ...over, cardRequiredOverPence: null }, RETURNING, 100_000)).toBe(false);
  });

  it('lets staff require or waive it for one client, whatever the policy says', () => {
    expect(cardRequired(POLICY, { ...RETURNING, clientRule: 'require' }, 100)).toBe(true);
    expect(cardRequired({ ...POLICY, cardRequiredWhen: ['always'] }, { ...RETURNING, clientRule: 'waive' }, 100)).toBe(false);
  });

  it('asks for none where no card can be saved, keeping the fees', () => {
    const settings = { ...POLICY, cardRequiredWhen: ['always', 'new_clients'] };
    expect(feePolicyOf(settings, { cardsAvailable: false })).toEqual({ ...POLICY, cardRequiredWhen: [] });
    expect(feePolicyOf(settings, { cardsAvailable: true }).cardRequiredWhen).toEqual(['always', 'new_clients']);
  });
});

describe('the fee', () => {
  it('is a share of the price to the penny, less what was already kept', () => {
    expect(feeOfPrice(50, 5500)).toBe(2750);
    expect(feeOfPrice(33, 4999)).toBe(1650); // 1649.67 rounds up
    expect(feeOfPrice(0, 5500)).toBe(0);
    expect(feeToChargePence(2250, 900)).toBe(1350);
    expect(feeToChargePence(2250, 4500)).toBe(0);
  });

  it('is for a cancellation less than the window before the start, not one exactly at it', () => {
    const start = new Date('2026-03-29T10:00:00Z');
    expect(isLateCancellation(start, new Date('2026-03-28T10:00:00Z'), 24)).toBe(false);
    expect(isLateCancellation(start, new Date('2026-03-28T10:00:01Z'), 24)).toBe(true);
  });
});

describe('the policy as the customer reads it', () => {
  it('names the amounts for this visit, in pounds', () => {
    expect(policyText(POLICY, 5500, { cardOnFile: false })).toBe(
      'If you cancel less than 24 hours before, or do not come, we may charge £27.50 of the £55.00 price. Any deposit you have paid counts towards it. Cancelling earlier costs nothing.',
    );
  });

  it('says each fee when they differ, and only the one there is', () => {
    expect(policyText({ ...POLICY, lateCancellationFeePercent: 20 }, 5500, { cardOnFile: true })).toBe(
      'If you cancel less than 24 hours before, we may charge £11.00 of the £55.00 price; if you do not come, £27.50. Any deposit you have paid counts towards it. We keep your card with our payment provider for this, and never see its number. Cancelling earlier costs nothing.',
    );
    expect(policyText({ ...POLICY, lateCancellationFeePercent: 0, freeCancellationHours: 1 }, 5500, { cardOnFile: false })).toMatch(
      /^If you do not come, we may charge £27\.50 of the £55\.00 price\./,
    );
    expect(policyText({ ...POLICY, noShowFeePercent: 0, freeCancellationHours: 1 }, 5500, { cardOnFile: false })).toMatch(
      /^If you cancel less than 1 hour before, we may charge £27\.50/,
    );
  });

  it('is empty where nothing is charged, and its version follows the terms, not the price', () => {
    expect(policyText({ ...POLICY, noShowFeePercent: 0, lateCancellationFeePercent: 0 }, 5500, { cardOnFile: false })).toBe('');
    expect(policyText(POLICY, 0, { cardOnFile: false })).toBe('');
    expect(policyVersion(POLICY, true)).toBe('no-show 50%; late 50% under 24h; card on file');
    expect(policyVersion({ ...POLICY, noShowFeePercent: 40 }, true)).not.toBe(policyVersion(POLICY, true));
  });
});

describe('the checkout notice', () => {
  const CARD = 'with our payment provider';
  it('says a card is saved whoever books, for every visit or one over the amount', () => {
    const always = { ...POLICY, cardRequiredWhen: ['always' as const, 'new_clients' as const] };
    expect(cardAskOf(always, 100)).toBe('always');
    expect(cardNotice(always, 100)).toBe(
      "To book, you'll save a card with our payment provider. Nothing is charged now; we never see your card number.",
    );
    const over = { ...POLICY, cardRequiredWhen: ['over_amount' as const], cardRequiredOverPence: 8000 };
    expect([8000, 8001].map((price) => cardAskOf(over, price))).toEqual(['never', 'over_amount']);
    expect(cardNotice(over, 8000)).toBe('');
    expect(cardNotice(over, 8001)).toMatch(/^To book, you'll save a card/);
    expect(['always', 'over_amount', 'some_clients', 'never'].map((ask) => cardCertain(ask as never))).toEqual([true, true, false, false]);
  });

  it('names the clients each rule asks of, under the amount', () => {
    const rules = (...cardRequiredWhen: FeePolicy['cardRequiredWhen']) => ({ ...POLICY, cardRequiredWhen, cardRequiredOverPence: 8000 });
    expect(cardNotice(rules('new_clients', 'past_no_show'), 100)).toBe(
      `New clients (and clients who missed a visit before) save a card ${CARD} to book. Nothing is charged now; we never see your card number.`,
    );
    expect(cardNotice(rules('new_clients', 'over_amount'), 100)).toMatch(/^New clients save a card/);
    expect(cardNotice(rules('past_no_show'), 100)).toMatch(/^Clients who missed a visit before save a card/);
    expect(cardAskOf(rules('past_no_show'), 100)).toBe('some_clients');
    expect(cardAskOf(POLICY, 100_000)).toBe('never');
    expect(cardNotice(POLICY, 100_000)).toBe('');
  });
});
