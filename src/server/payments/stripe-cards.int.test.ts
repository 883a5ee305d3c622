import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { FakeStripe, signedEvent, type FakeTestCard } from '../../../tests/support/fake-stripe.ts';
import { PaymentProviderError, type CheckoutRequest, type SavedCard } from './payment-provider.ts';
import type { StripePaymentProvider } from './stripe-provider.ts';

// Issue 26: a card saved for the no-show policy, through Stripe (its SDK against a local fake of its HTTP API).
const NOW = new Date('2026-11-23T08:00:00Z');
const SECRET = 'whsec_test_secret';
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const seconds = (date: Date) => Math.ceil(date.getTime() / 1000);

describe('saved cards through Stripe, against a local fake of its API', () => {
  const fake = new FakeStripe();
  let stripe: Stripe;
  let provider: StripePaymentProvider;
  beforeAll(async () => {
    ({ stripe, provider } = await fake.startWithProvider(SECRET));
  });
  afterAll(() => fake.stop());

  const openSetup = (appointmentId = randomUUID(), holdExpiresAt = inMinutes(10)) =>
    provider.createCardSetup({
      appointmentId,
      description: 'Card kept for the no-show policy: Cut with Alice',
      customerEmail: 'amelia@example.com',
      customerName: 'Amelia Pond',
      holdExpiresAt,
      now: NOW,
    });
  const openPayment = (extra: Partial<CheckoutRequest> = {}) =>
    provider.createSession({
      appointmentId: randomUUID(),
      amountPence: 900,
      description: 'Deposit: Cut with Alice',
      customerEmail: 'amelia@example.com',
      holdExpiresAt: inMinutes(10),
      now: NOW,
      ...extra,
    });
  const savedCard = async (card: FakeTestCard): Promise<SavedCard> => {
    const { sessionId } = await openSetup();
    fake.saveCard(sessionId, card);
    return (await provider.findSavedCard(sessionId))!;
  };
  const charge = (card: SavedCard, idempotencyKey = randomUUID()) =>
    provider.chargeCard({
      card,
      amountPence: 2250,
      description: 'No-show fee: Cut with Alice',
      idempotencyKey,
      metadata: { feeId: 'fee_1' },
    });
  const chargesWith = (idempotencyKey: string) => fake.paymentIntents.filter((intent) => intent.idempotencyKey === idempotencyKey);

  it('opens a setup-mode session for a new Customer, in pounds, kept open for the hold and back to /success or /cancel', async () => {
    const appointmentId = randomUUID();
    const { sessionId, url } = await openSetup(appointmentId, inMinutes(10));
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const sent = fake.createdWith.at(-1)!;
    expect(sent).toMatchObject({
      mode: 'setup',
      currency: 'gbp',
      client_reference_id: appointmentId,
      'metadata[appointmentId]': appointmentId,
      'setup_intent_data[description]': 'Card kept for the no-show policy: Cut with Alice',
      'setup_intent_data[metadata][appointmentId]': appointmentId,
      success_url: `https://salon.example/success?appointmentId=${appointmentId}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `https://salon.example/cancel?appointmentId=${appointmentId}&closed=card`,
    });
    // A 10-minute hold is shorter than Stripe's shortest session: it stays open 31 minutes (our job ends it sooner).
    expect(Number(sent.expires_at)).toBe(seconds(inMinutes(31)));
    expect(fake.customers.get(sent.customer!)).toMatchObject({ email: 'amelia@example.com', name: 'Amelia Pond' });
    expect(fake.sessions.get(sessionId)).toMatchObject({ mode: 'setup', amount_total: null, customer: sent.customer });

    await openSetup(randomUUID(), inMinutes(90));
    expect(Number(fake.createdWith.at(-1)!.expires_at)).toBe(seconds(inMinutes(90)));
  });

  it('finds no card on a setup session until the client saves one, then its Customer, PaymentMethod, brand and last four', async () => {
    const { sessionId } = await openSetup();
    expect(await provider.findSavedCard(sessionId)).toBeUndefined();

    const completed = fake.saveCard(sessionId, '4242');
    const { payment_method } = fake.setupIntents.get(completed.setup_intent!)!;
    expect(await provider.findSavedCard(sessionId)).toEqual({
      customerId: completed.customer,
      paymentMethodId: payment_method,
      brand: 'visa',
      last4: '4242',
    });
  });

  it('reads a signed checkout.session.completed of a setup session as card_saved', async () => {
    const { sessionId } = await openSetup();
    const { payload, signature } = signedEvent(stripe, SECRET, {
      id: 'evt_card_saved',
      type: 'checkout.session.completed',
      object: fake.saveCard(sessionId, '4242'),
    });
    expect(provider.parseWebhook(Buffer.from(payload), signature)).toEqual({
      id: 'evt_card_saved',
      type: 'checkout.session.completed',
      kind: 'card_saved',
      sessionId,
    });
  });

  it('keeps the card a deposit is paid with when asked: a Customer, setup_future_usage off_session, and a chargeable card', async () => {
    const { sessionId } = await openPayment({ keepCard: true });
    const sent = fake.createdWith.at(-1)!;
    expect(sent).toMatchObject({ mode: 'payment', 'payment_intent_data[setup_future_usage]': 'off_session' });
    expect(sent.customer_email).toBeUndefined();
    expect(fake.customers.get(sent.customer!)).toMatchObject({ email: 'amelia@example.com' });
    expect(await provider.findSavedCard(sessionId)).toBeUndefined();

    const paid = fake.pay(sessionId);
    const { payload, signature } = signedEvent(stripe, SECRET, { id: 'evt_paid_kept', type: 'checkout.session.completed', object: paid });
    expect(provider.parseWebhook(Buffer.from(payload), signature)).toMatchObject({
      kind: 'session_paid',
      paid: { sessionId, providerPaymentId: paid.payment_intent, amountPence: 900 },
    });
    const card = await provider.findSavedCard(sessionId);
    expect(card).toEqual({ customerId: sent.customer, paymentMethodId: expect.stringMatching(/^pm_/), brand: 'visa', last4: '4242' });
    expect(await charge(card!)).toMatchObject({ outcome: 'succeeded' });
  });

  it('keeps no card from a deposit paid without keepCard', async () => {
    const { sessionId } = await openPayment();
    const sent = fake.createdWith.at(-1)!;
    expect(sent).toMatchObject({ customer_email: 'amelia@example.com' });
    expect(sent.customer).toBeUndefined();
    expect(sent['payment_intent_data[setup_future_usage]']).toBeUndefined();
    fake.pay(sessionId);
    expect(await provider.findSavedCard(sessionId)).toBeUndefined();
  });

  it('sends the customer back where returnTo says, a path on this site joined to PUBLIC_URL, the session id placeholder kept', async () => {
    await openPayment({ returnTo: { success: '/fees/paid?session_id={CHECKOUT_SESSION_ID}', cancel: 'https://elsewhere.example/back' } });
    expect(fake.createdWith.at(-1)).toMatchObject({
      success_url: 'https://salon.example/fees/paid?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://elsewhere.example/back',
    });
  });

  it('charges a saved 4242 off-session, in pounds, to its Customer, with our references', async () => {
    const card = await savedCard('4242');
    const result = await charge(card);
    expect(result).toEqual({ outcome: 'succeeded', providerPaymentId: expect.stringMatching(/^pi_/) });
    const providerPaymentId = result.outcome === 'succeeded' ? result.providerPaymentId : '';
    expect(fake.paymentIntents.find((intent) => intent.id === providerPaymentId)).toMatchObject({
      status: 'succeeded',
      amount: 2250,
      currency: 'gbp',
      customer: card.customerId,
      payment_method: card.paymentMethodId,
      description: 'No-show fee: Cut with Alice',
      metadata: { feeId: 'fee_1' },
    });
    // A fee taken this way can be refunded like a deposit.
    await provider.refund({ providerPaymentId, amountPence: 2250, idempotencyKey: `refund-${providerPaymentId}` });
    expect(fake.refunds.at(-1)).toMatchObject({ payment_intent: providerPaymentId, amount: 2250 });
  });

  it('charges once for one idempotency key, retried in turn or twenty times at once', async () => {
    const card = await savedCard('4242');
    const key = randomUUID();
    const first = await charge(card, key);
    expect(await charge(card, key)).toEqual(first);
    expect(chargesWith(key)).toHaveLength(1);

    const racingKey = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => charge(card, racingKey)));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(results[0]).toMatchObject({ outcome: 'succeeded' });
    expect(chargesWith(racingKey)).toHaveLength(1);
  });

  it('answers requires_action when the bank wants the client to authenticate (3184), the same again for the same key', async () => {
    const card = await savedCard('3184');
    const key = randomUUID();
    const answer = { outcome: 'requires_action', message: 'Your card was declined. This transaction requires authentication.' };
    expect(await charge(card, key)).toEqual(answer);
    expect(await charge(card, key)).toEqual(answer);
    expect(chargesWith(key)).toEqual([expect.objectContaining({ status: 'requires_payment_method' })]);
  });

  it('answers declined with Stripe’s words for a card without the funds (9995)', async () => {
    const card = await savedCard('9995');
    expect(await charge(card)).toEqual({ outcome: 'declined', message: 'Your card has insufficient funds.' });
  });

  it('throws PaymentProviderError when Stripe fails, having charged nothing, and charges on the retry', async () => {
    const card = await savedCard('4242');
    const key = randomUUID();
    fake.failCharges = true;
    try {
      await expect(charge(card, key)).rejects.toBeInstanceOf(PaymentProviderError);
    } finally {
      fake.failCharges = false;
    }
    expect(chargesWith(key)).toEqual([]);
    expect(await charge(card, key)).toMatchObject({ outcome: 'succeeded' });
  });

  it('forgets a card by detaching it, so it cannot be charged again; forgetting it again is fine', async () => {
    const card = await savedCard('4242');
    await provider.forgetCard(card);
    expect(fake.detached).toContain(card.paymentMethodId);
    expect(fake.paymentMethods.get(card.paymentMethodId)!.customer).toBeNull();
    await expect(provider.forgetCard(card)).resolves.toBeUndefined();
    await expect(provider.forgetCard({ ...card, paymentMethodId: 'pm_deleted' })).resolves.toBeUndefined();
    await expect(charge(card)).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
