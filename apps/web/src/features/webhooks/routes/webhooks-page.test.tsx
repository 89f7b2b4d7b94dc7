import { WEBHOOK_MESSAGES, type WebhookDelivery, type WebhookEndpoint, webhookEndpoints } from '@boothdeck/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openMemberPage } from '@/testing/open-member-page';
import { failure, stub } from '@/testing/stub-api';

const ENDPOINT: WebhookEndpoint = {
  id: 7,
  url: 'https://hooks.example.com/boothdeck',
  event_type: null,
  secret_hint: 'whsec_…a1b2',
  created_at: '2026-11-28T09:00:00.000Z',
};
const SECRET = 'whsec_0123456789abcdefghijklmnopqrstuvwxyzABCDEFGa1b2';
const DELIVERY: WebhookDelivery = {
  id: 1,
  event_id: 'evt_0123456789abcdef01234567',
  event_type: 'webhook.test',
  state: 'queued',
  attempts: 0,
  response_status: null,
  failure_reason: null,
  created_at: '2026-11-28T09:01:00.000Z',
  attempted_at: null,
  delivered_at: null,
};
const page = (data: WebhookDelivery[]) => ({
  data,
  current_page: 1,
  last_page: 1,
  total: data.length,
  per_page: 20,
  from: data.length ? 1 : null,
  to: data.length ? data.length : null,
});

describe('webhooks', { timeout: 15_000 }, () => {
  it('adds an endpoint, shows its secret once, and logs a test event delivered', async () => {
    let endpoints: WebhookEndpoint[] = [];
    let deliveries: WebhookDelivery[] = [];
    const { user, fetchMock } = openMemberPage('/webhooks', [
      stub(webhookEndpoints.list, () => ({ endpoints })),
      stub(webhookEndpoints.add, ({ body }) => {
        endpoints = [{ ...ENDPOINT, url: body.url }];
        return { message: WEBHOOK_MESSAGES.added, endpoint: ENDPOINT, secret: SECRET };
      }),
      stub(webhookEndpoints.deliveries, () => page(deliveries)),
      stub(webhookEndpoints.sendTest, () => {
        deliveries = [{ ...DELIVERY, state: 'delivered', attempts: 1, response_status: 200 }];
        return { message: WEBHOOK_MESSAGES.testQueued, delivery: DELIVERY };
      }),
    ]);
    expect(await screen.findByText(/No endpoints yet/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Endpoint address'), ENDPOINT.url);
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByLabelText('Secret')).toHaveTextContent(SECRET);
    expect(screen.getByText(WEBHOOK_MESSAGES.added)).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: ENDPOINT.url });
    expect(within(card).getByText('Every event')).toBeInTheDocument();
    expect(within(card).getByText(/Nothing sent yet/)).toBeInTheDocument();
    const added = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(added?.[1]?.body))).toEqual({ url: ENDPOINT.url, event_type: null });

    await user.click(within(card).getByRole('button', { name: 'Send test event' }));
    const log = await within(card).findByRole('table', { name: 'Delivery log' });
    expect(within(log).getByText('Delivered')).toBeInTheDocument();
    expect(within(log).getByText('200')).toBeInTheDocument();
    expect(within(log).getByText(DELIVERY.event_id)).toBeInTheDocument();
  });

  it("shows the server's refusal of an address under the field", async () => {
    const { user } = openMemberPage('/webhooks', [
      stub(webhookEndpoints.list, { endpoints: [] }),
      stub(
        webhookEndpoints.add,
        failure(422, { message: WEBHOOK_MESSAGES.urlPrivate, errors: { url: [WEBHOOK_MESSAGES.urlPrivate] } }),
      ),
    ]);
    await user.type(await screen.findByLabelText('Endpoint address'), 'https://10.0.0.5/hook');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.urlPrivate)).toBeInTheDocument();
    expect(screen.queryByLabelText('Secret')).not.toBeInTheDocument();
  });

  it('checks the address before sending it', async () => {
    const { user, fetchMock } = openMemberPage('/webhooks', [stub(webhookEndpoints.list, { endpoints: [] })]);
    await user.type(await screen.findByLabelText('Endpoint address'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.urlInvalid)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
