import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createStripeProvider, type StripePaymentProvider } from '../../src/server/payments/stripe-provider.ts';

/**
 * Stripe's test cards this fake knows, by their last four digits, as they behave when charged later without the
 * client: 4242 pays, 3184 (4000 0027 6000 3184) needs the client to authenticate, 9995 (4000 0000 0000 9995) is declined
 * for insufficient funds.
 */
export type FakeTestCard = '4242' | '3184' | '9995';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: 'payment' | 'setup';
  status: 'open' | 'complete' | 'expired';
  /** a setup session takes no money: 'no_payment_required' from the start */
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  /** null in setup mode */
  amount_total: number | null;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  payment_intent: string | null;
  /** a setup session's SetupIntent, made when the client saves a card */
  setup_intent: string | null;
  expires_at: number;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
}

export interface FakeRefund {
  id: string;
  payment_intent: string;
  amount: number;
  idempotencyKey: string | undefined;
}

export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
}

export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: 'visa'; last4: FakeTestCard };
  /** the Customer it is attached to; null once detached (or never attached) */
  customer: string | null;
}

export interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  status: 'succeeded';
  usage: 'off_session';
  customer: string | null;
  payment_method: string;
  description: string | null;
  metadata: Record<string, string>;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  /** a declined off-session charge leaves its PaymentIntent waiting for another payment method */
  status: 'succeeded' | 'requires_payment_method';
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  /** 'off_session' when a Checkout payment kept its card */
  setup_future_usage: 'off_session' | null;
  description: string | null;
  metadata: Record<string, string>;
  /** the Idempotency-Key it was created with; not part of Stripe's object (a Checkout payment has none) */
  idempotencyKey: string | undefined;
}

/** An answer kept for an Idempotency-Key, with the request it answered. */
interface KeptReply {
  body: string;
  status: number;
  json: unknown;
}

/** What a session passes to the intent it makes: `payment_intent_data[…]` or `setup_intent_data[…]`. */
interface IntentData {
  setup_future_usage: string | undefined;
  description: string | null;
  metadata: Record<string, string>;
}

const stripeError = (type: string, message: string, extra: Record<string, unknown> = {}) => ({ error: { type, message, ...extra } });

/** The fields of a form-encoded object, e.g. `metadata[feeId]=…` under 'metadata' (one level). */
function nested(form: Record<string, string>, prefix: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const field = key.startsWith(`${prefix}[`) && key.endsWith(']') ? key.slice(prefix.length + 1, -1) : undefined;
    if (field !== undefined && !field.includes('[')) fields[field] = value;
  }
  return fields;
}

/** Stripe's object without what only the fake keeps. */
const intentJson = ({ idempotencyKey: _key, ...intent }: FakePaymentIntent) => intent;

/**
 * A small stand-in for the parts of Stripe's HTTP API we call (Customers: create; Checkout Sessions: create, retrieve
 * with expand, expire; PaymentIntents: create off-session; PaymentMethods: detach; Refunds: create), honouring
 * Idempotency-Key where money moves. The official SDK talks to it over HTTP, so the provider code under test is exactly
 * what production runs.
 */
export class FakeStripe {
  readonly sessions = new Map<string, FakeSession>();
  readonly refunds: FakeRefund[] = [];
  readonly customers = new Map<string, FakeCustomer>();
  readonly paymentMethods = new Map<string, FakePaymentMethod>();
  readonly setupIntents = new Map<string, FakeSetupIntent>();
  /** every PaymentIntent made, by a Checkout payment or an off-session charge (declined ones too), in order */
  readonly paymentIntents: FakePaymentIntent[] = [];
  /** the ids of the PaymentMethods detached, in order */
  readonly detached: string[] = [];
  /** every session creation's form fields, as Stripe would have received them */
  readonly createdWith: Record<string, string>[] = [];
  failRefunds = false;
  /** PaymentIntent creation answers 500, as when Stripe is down */
  failCharges = false;
  private readonly intentData = new Map<string, IntentData>();
  private readonly chargeReplies = new Map<string, KeptReply>();
  private server = http.createServer((req, res) => void this.handle(req, res));
  private counter = 0;

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** An SDK client aimed at this fake. */
  client(port: number): Stripe {
    return new Stripe('sk_test_fake', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  }

  /**
   * Starts the fake, and answers an SDK client aimed at it with our Stripe provider on that client, as production
   * makes it (`sk_test_…` keys take test money; pass an `sk_live_…` key for real money).
   */
  async startWithProvider(webhookSecret: string, secretKey = 'sk_test_fake'): Promise<{ stripe: Stripe; provider: StripePaymentProvider }> {
    const stripe = this.client(await this.start());
    const provider = createStripeProvider({ secretKey, webhookSecret, publicUrl: 'https://salon.example', client: stripe });
    return { stripe, provider };
  }

  /**
   * The customer pays on Stripe's page: the session completes with a PaymentIntent. A session opened to keep the card
   * (setup_future_usage off_session) leaves it attached to the session's Customer.
   */
  pay(sessionId: string, card: FakeTestCard = '4242'): FakeSession {
    const session = this.sessions.get(sessionId)!;
    if (session.mode !== 'payment') throw new Error(`${sessionId} is a setup session: save a card with saveCard`);
    // On the page the client is there to authenticate a 3184; a card without the funds is declined there and then.
    if (card === '9995') throw new Error('Stripe’s page declines 9995 (insufficient funds): save it with saveCard to test later declines');
    const data = this.intentData.get(sessionId);
    const keep = data?.setup_future_usage === 'off_session';
    const method = this.newPaymentMethod(card, keep ? session.customer : null);
    const intent: FakePaymentIntent = {
      id: `pi_${++this.counter}`,
      object: 'payment_intent',
      status: 'succeeded',
      amount: session.amount_total ?? 0,
      currency: session.currency,
      customer: session.customer,
      payment_method: method.id,
      setup_future_usage: keep ? 'off_session' : null,
      description: data?.description ?? null,
      metadata: data?.metadata ?? {},
      idempotencyKey: undefined,
    };
    this.paymentIntents.push(intent);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
    return { ...session };
  }

  /**
   * The client saves a card on Stripe's page in setup mode: a SetupIntent succeeds with a new PaymentMethod attached to
   * the session's Customer. Returns the session as the checkout.session.completed webhook carries it.
   */
  saveCard(sessionId: string, card: FakeTestCard): FakeSession {
    const session = this.sessions.get(sessionId)!;
    if (session.mode !== 'setup') throw new Error(`${sessionId} is a payment session: pay it with pay`);
    const data = this.intentData.get(sessionId);
    const method = this.newPaymentMethod(card, session.customer);
    const setupIntent: FakeSetupIntent = {
      id: `seti_${++this.counter}`,
      object: 'setup_intent',
      status: 'succeeded',
      usage: 'off_session',
      customer: session.customer,
      payment_method: method.id,
      description: data?.description ?? null,
      metadata: data?.metadata ?? {},
    };
    this.setupIntents.set(setupIntent.id, setupIntent);
    Object.assign(session, { status: 'complete', setup_intent: setupIntent.id });
    return { ...session };
  }

  private newPaymentMethod(last4: FakeTestCard, customer: string | null): FakePaymentMethod {
    const method: FakePaymentMethod = {
      id: `pm_${++this.counter}`,
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4 },
      customer,
    };
    this.paymentMethods.set(method.id, method);
    return method;
  }

  /** A session as retrieved, its intents (and their payment methods) expanded where `expand[]` asks. */
  private sessionJson(session: FakeSession, expand: string[]) {
    const expanded = <T extends { payment_method: string | null }>(field: string, intent: T | undefined) => {
      if (!intent || !expand.some((path) => path === field || path.startsWith(`${field}.`))) return undefined;
      const method = expand.includes(`${field}.payment_method`) && intent.payment_method;
      return method ? { ...intent, payment_method: { ...this.paymentMethods.get(method)! } } : { ...intent };
    };
    const paymentIntent = this.paymentIntents.find((pi) => pi.id === session.payment_intent);
    return {
      ...session,
      setup_intent: expanded('setup_intent', this.setupIntents.get(session.setup_intent ?? '')) ?? session.setup_intent,
      payment_intent: expanded('payment_intent', paymentIntent && intentJson(paymentIntent)) ?? session.payment_intent,
    };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? '/', 'http://fake.stripe');
    // The SDK sends a GET's parameters in the query, a POST's in the body, both form-encoded (`expand[0]=…`).
    const form = Object.fromEntries(req.method === 'GET' ? url.searchParams : new URLSearchParams(body));
    const expand = Object.entries(form)
      .filter(([key]) => /^expand\[\d*\]$/.test(key))
      .map(([, value]) => value);
    const path = url.pathname;
    const send = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    const notFound = () => send(404, stripeError('invalid_request_error', `No such resource: ${path}`));
    const key = req.headers['idempotency-key'] as string | undefined;

    if (req.method === 'POST' && path === '/v1/customers') {
      const customer: FakeCustomer = {
        id: `cus_${++this.counter}`,
        object: 'customer',
        email: form.email ?? null,
        name: form.name ?? null,
      };
      this.customers.set(customer.id, customer);
      return send(200, customer);
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      this.createdWith.push(form);
      const mode = form.mode === 'setup' ? 'setup' : 'payment';
      if (form.customer && form.customer_email) {
        return send(400, stripeError('invalid_request_error', 'You may only specify one of these parameters: customer, customer_email.'));
      }
      if (form.customer && !this.customers.has(form.customer)) {
        return send(
          400,
          stripeError('invalid_request_error', `No such customer: '${form.customer}'`, { code: 'resource_missing', param: 'customer' }),
        );
      }
      if (mode === 'setup' && !form.currency) {
        return send(400, stripeError('invalid_request_error', 'currency is required in setup mode when payment_method_types is not set'));
      }
      const id = `cs_test_${++this.counter}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode,
        status: 'open',
        payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
        amount_total: mode === 'setup' ? null : Number(form['line_items[0][price_data][unit_amount]']),
        currency: form.currency ?? form['line_items[0][price_data][currency]'] ?? 'gbp',
        customer: form.customer ?? null,
        customer_email: form.customer_email ?? null,
        payment_intent: null,
        setup_intent: null,
        expires_at: Number(form.expires_at),
        client_reference_id: form.client_reference_id ?? null,
        success_url: form.success_url ?? '',
        cancel_url: form.cancel_url ?? '',
        metadata: nested(form, 'metadata'),
      };
      const intentData = mode === 'setup' ? 'setup_intent_data' : 'payment_intent_data';
      this.intentData.set(id, {
        setup_future_usage: form[`${intentData}[setup_future_usage]`],
        description: form[`${intentData}[description]`] ?? null,
        metadata: nested(form, `${intentData}[metadata]`),
      });
      this.sessions.set(id, session);
      return send(200, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionMatch) {
      const session = this.sessions.get(sessionMatch[1]!);
      if (!session) return notFound();
      if (req.method === 'GET') return send(200, this.sessionJson(session, expand));
      if (session.status !== 'open') return send(400, stripeError('invalid_request_error', 'Session is not open'));
      session.status = 'expired';
      return send(200, session);
    }
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      if (this.failCharges) return send(500, stripeError('api_error', 'Payments are down'));
      // Checked and kept with no await in between, so requests racing with one key make one PaymentIntent.
      const kept = key ? this.chargeReplies.get(key) : undefined;
      if (kept && kept.body !== body) {
        const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
        return send(400, stripeError('idempotency_error', message));
      }
      const reply = kept ?? this.charge(form, key);
      // Stripe keeps what a request that ran answered, a decline included; not a request refused before it ran.
      if (key && !kept && reply.status !== 400) this.chargeReplies.set(key, { ...reply, body });
      return send(reply.status, reply.json);
    }
    const detachMatch = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
    if (req.method === 'POST' && detachMatch) {
      const method = this.paymentMethods.get(detachMatch[1]!);
      if (!method) {
        const message = `No such PaymentMethod: '${detachMatch[1]}'`;
        return send(404, stripeError('invalid_request_error', message, { code: 'resource_missing', param: 'payment_method' }));
      }
      if (!method.customer) {
        // Stripe's words, with no code.
        const message = 'The payment method you provided is not attached to a customer so detachment is impossible.';
        return send(400, stripeError('invalid_request_error', message));
      }
      method.customer = null;
      this.detached.push(method.id);
      return send(200, method);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      if (this.failRefunds) return send(500, { error: { type: 'api_error', message: 'Refunds are down' } });
      const again = key && this.refunds.find((r) => r.idempotencyKey === key);
      const refund = again || {
        id: `re_${++this.counter}`,
        payment_intent: form.payment_intent!,
        amount: Number(form.amount),
        idempotencyKey: key,
      };
      if (!again) this.refunds.push(refund);
      return send(200, {
        id: refund.id,
        object: 'refund',
        amount: refund.amount,
        payment_intent: refund.payment_intent,
        status: 'succeeded',
      });
    }
    return notFound();
  }

  /** An off-session charge (`confirm=true`), answered as Stripe answers for its test cards. */
  private charge(form: Record<string, string>, key: string | undefined): { status: number; json: unknown } {
    const method = this.paymentMethods.get(form.payment_method ?? '');
    if (!method) {
      const message = `No such PaymentMethod: '${form.payment_method}'`;
      return { status: 400, json: stripeError('invalid_request_error', message, { code: 'resource_missing', param: 'payment_method' }) };
    }
    if (!method.customer) {
      const message =
        'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.';
      return { status: 400, json: stripeError('invalid_request_error', message, { param: 'payment_method' }) };
    }
    if (method.customer !== form.customer) {
      const message = `The provided PaymentMethod belongs to a different Customer than '${form.customer}'.`;
      return { status: 400, json: stripeError('invalid_request_error', message, { param: 'payment_method' }) };
    }
    const decline = {
      '4242': undefined,
      '3184': { code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' },
      '9995': { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    }[method.card.last4];
    const intent: FakePaymentIntent = {
      id: `pi_${++this.counter}`,
      object: 'payment_intent',
      status: decline ? 'requires_payment_method' : 'succeeded',
      amount: Number(form.amount),
      currency: form.currency ?? 'gbp',
      customer: form.customer ?? null,
      payment_method: method.id,
      setup_future_usage: null,
      description: form.description ?? null,
      metadata: nested(form, 'metadata'),
      idempotencyKey: key,
    };
    this.paymentIntents.push(intent);
    if (!decline) return { status: 200, json: intentJson(intent) };
    return { status: 402, json: stripeError('card_error', decline.message, { ...decline, payment_intent: intentJson(intent) }) };
  }
}

/** A Stripe event as its webhook delivers it, signed with the endpoint's secret. */
export function signedEvent(stripe: Stripe, secret: string, event: { id: string; type: string; object: object; created?: number }) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: '2025-01-01',
    created: event.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: event.object },
  });
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
