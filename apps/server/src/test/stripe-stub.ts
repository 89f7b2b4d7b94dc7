/**
 * A stand-in for Stripe's HTTP API on 127.0.0.1: it makes checkout sessions (answering a repeated
 * Idempotency-Key with the first session, as Stripe does), cancels subscriptions, and writes the
 * events Stripe would send about them. No call leaves the machine.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const STUB_STRIPE_KEYS = { secretKey: 'sk_test_stub51Hx', webhookSecret: 'whsec_stubSigningSecret' };

export type StubSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  subscription: string | null;
  invoice: string | null;
};

export type StubRequest = {
  path: string;
  idempotencyKey: string | undefined;
  version: string;
  fields: URLSearchParams;
};

type StripeEvent = { id: string; object: 'event'; type: string; data: { object: Record<string, unknown> } };

const idOf = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

function sessionOf(fields: URLSearchParams): StubSession {
  const subscription = fields.get('mode') === 'subscription';
  const id = idOf('cs');
  return {
    id,
    object: 'checkout.session',
    mode: fields.get('mode') ?? 'payment',
    url: `https://checkout.stripe.test/c/pay/${id}`,
    client_reference_id: fields.get('client_reference_id'),
    customer_email: fields.get('customer_email'),
    metadata: { payment_id: fields.get('metadata[payment_id]') ?? '' },
    amount_total: Number(fields.get('line_items[0][price_data][unit_amount]')),
    currency: fields.get('line_items[0][price_data][currency]') ?? '',
    payment_status: 'unpaid',
    // Made when the organiser pays; known in advance here so tests can name them.
    payment_intent: subscription ? null : idOf('pi'),
    subscription: subscription ? idOf('sub') : null,
    invoice: subscription ? idOf('in') : null,
  };
}

const event = (type: string, object: Record<string, unknown>): StripeEvent => ({
  id: idOf('evt'),
  object: 'event',
  type,
  data: { object },
});

export async function startStripeStub() {
  const requests: StubRequest[] = [];
  const sessions: StubSession[] = [];
  const byKey = new Map<string, StubSession>();
  /** Subscriptions cancelled through the API, in order. */
  const cancelled: string[] = [];

  function answer(request: http.IncomingMessage, body: string): [number, unknown] {
    if (request.headers.authorization !== `Bearer ${STUB_STRIPE_KEYS.secretKey}`) {
      return [401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }];
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(request.url ?? '')?.[1];
    if (request.method === 'DELETE' && subscription) {
      cancelled.push(decodeURIComponent(subscription));
      return [200, { id: subscription, object: 'subscription', status: 'canceled' }];
    }
    if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
      return [404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }];
    }
    const fields = new URLSearchParams(body);
    const key = request.headers['idempotency-key'];
    requests.push({
      path: request.url,
      idempotencyKey: typeof key === 'string' ? key : undefined,
      version: String(request.headers['stripe-version']),
      fields,
    });
    const earlier = typeof key === 'string' ? byKey.get(key) : undefined;
    if (earlier) return [200, earlier];
    const session = sessionOf(fields);
    sessions.push(session);
    if (typeof key === 'string') byKey.set(key, session);
    return [200, session];
  }

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const [status, reply] = answer(request, body);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const session = (url: string) => {
    const found = sessions.find((entry) => entry.url === url);
    if (!found) throw new Error(`the stub made no session at ${url}`);
    return found;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    cancelled,
    session,
    /** What Stripe sends once the organiser has paid on the session's page. */
    completed: (url: string) => event('checkout.session.completed', { ...session(url), payment_status: 'paid' }),
    /** A whole refund of the session's (first) charge, made in Stripe's dashboard. */
    refunded: (url: string) => {
      const { payment_intent, invoice, amount_total } = session(url);
      return event('charge.refunded', {
        id: idOf('ch'),
        object: 'charge',
        refunded: true,
        amount_refunded: amount_total,
        payment_intent: payment_intent ?? idOf('pi'),
        invoice,
      });
    },
    /** The subscription's next period was charged. */
    renewed: (url: string) =>
      event('invoice.paid', {
        id: idOf('in'),
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        subscription: session(url).subscription,
        payment_intent: idOf('pi'),
      }),
    /** The subscription's next invoice could not be charged. */
    renewalFailed: (url: string) =>
      event('invoice.payment_failed', {
        id: idOf('in'),
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        subscription: session(url).subscription,
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>;
