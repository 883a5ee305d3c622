import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  payment_intent: string | null;
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

/**
 * A small stand-in for the parts of Stripe's HTTP API we call (Checkout Sessions: create, retrieve, expire;
 * Refunds: create, honouring Idempotency-Key). The official SDK talks to it over HTTP, so the provider code
 * under test is exactly what production runs.
 */
export class FakeStripe {
  readonly sessions = new Map<string, FakeSession>();
  readonly refunds: FakeRefund[] = [];
  /** every session creation's form fields, as Stripe would have received them */
  readonly createdWith: Record<string, string>[] = [];
  failRefunds = false;
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

  /** The customer pays on Stripe's page: the session completes with a PaymentIntent. */
  pay(sessionId: string): FakeSession {
    const session = this.sessions.get(sessionId)!;
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: `pi_${++this.counter}` });
    return { ...session };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    const form = Object.fromEntries(new URLSearchParams(body));
    const path = (req.url ?? '').split('?')[0]!;
    const send = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    const notFound = () => send(404, { error: { type: 'invalid_request_error', message: `No such resource: ${path}` } });

    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      this.createdWith.push(form);
      const id = `cs_test_${++this.counter}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
        currency: form['line_items[0][price_data][currency]'] ?? 'gbp',
        payment_intent: null,
        expires_at: Number(form.expires_at),
        client_reference_id: form.client_reference_id ?? null,
        success_url: form.success_url ?? '',
        cancel_url: form.cancel_url ?? '',
        metadata: { appointmentId: form['metadata[appointmentId]'] ?? '' },
      };
      this.sessions.set(id, session);
      return send(200, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionMatch) {
      const session = this.sessions.get(sessionMatch[1]!);
      if (!session) return notFound();
      if (req.method === 'GET') return send(200, session);
      if (session.status !== 'open') return send(400, { error: { type: 'invalid_request_error', message: 'Session is not open' } });
      session.status = 'expired';
      return send(200, session);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      if (this.failRefunds) return send(500, { error: { type: 'api_error', message: 'Refunds are down' } });
      const key = req.headers['idempotency-key'] as string | undefined;
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
