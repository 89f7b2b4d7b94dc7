import { failure, type Stub, stub } from '@boothdeck/client/testing';
import {
  eventEndpoints,
  WEBHOOK_MESSAGES,
  type WebhookDelivery,
  type WebhookEndpoint,
  webhookEndpoints,
} from '@boothdeck/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEventPage, buildEventSummary } from '@/testing/build-event';
import { fillField } from '@/testing/fill-field';
import { openMemberPage } from '@/testing/open-member-page';

const ENDPOINT: WebhookEndpoint = {
  id: 7,
  url: 'https://hooks.example.com/boothdeck',
  event_type: null,
  event_id: null,
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

const GALA = buildEventSummary({ id: 31, event_name: 'Winter Gala' });
const FAIR = buildEventSummary({ id: 32, event_name: 'Book Fair' });
/** The organiser's events: the gala is live, the fair is past. */
const EVENT_LISTS: Stub[] = [
  stub(eventEndpoints.liveEvents, { event: { ...buildEventPage(1).event, data: [GALA] } }),
  stub(eventEndpoints.upcomingEvents, buildEventPage(0)),
  stub(eventEndpoints.pastEvents, { event: { ...buildEventPage(1).event, data: [FAIR] } }),
];

describe('webhooks', { timeout: 15_000 }, () => {
  it('adds an endpoint, shows its secret once, and logs a test event delivered', async () => {
    let endpoints: WebhookEndpoint[] = [];
    let deliveries: WebhookDelivery[] = [];
    const { user, fetchMock } = openMemberPage('/webhooks', [
      ...EVENT_LISTS,
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
    await fillField(user, screen.getByLabelText('Endpoint address'), ENDPOINT.url);
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByLabelText('Secret')).toHaveTextContent(SECRET);
    expect(screen.getByText(WEBHOOK_MESSAGES.added)).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: ENDPOINT.url });
    expect(within(card).getByText('Every kind of notice')).toBeInTheDocument();
    expect(within(card).getByText(/Nothing sent yet/)).toBeInTheDocument();
    const added = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(added?.[1]?.body))).toEqual({ url: ENDPOINT.url, event_type: null, event_id: null });
    expect(within(card).getByText('All my events')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Send test event' }));
    const log = await within(card).findByRole('table', { name: 'Delivery log' });
    expect(within(log).getByText('Delivered')).toBeInTheDocument();
    expect(within(log).getByText('200')).toBeInTheDocument();
    expect(within(log).getByText(DELIVERY.event_id)).toBeInTheDocument();
  });

  it("keeps an endpoint for one of the organiser's events, chosen by name, and shows it on its card", async () => {
    let endpoints: WebhookEndpoint[] = [];
    const { user, fetchMock } = openMemberPage('/webhooks', [
      ...EVENT_LISTS,
      stub(webhookEndpoints.list, () => ({ endpoints })),
      stub(webhookEndpoints.add, ({ body }) => {
        endpoints = [{ ...ENDPOINT, url: body.url, event_id: body.event_id ?? null }];
        return { message: WEBHOOK_MESSAGES.added, endpoint: endpoints[0] as WebhookEndpoint, secret: SECRET };
      }),
      stub(webhookEndpoints.deliveries, () => page([])),
    ]);
    await fillField(user, await screen.findByLabelText('Endpoint address'), ENDPOINT.url);
    const forField = screen.getByRole('combobox', { name: 'For' });
    expect(forField).toHaveValue('All my events');
    await user.click(forField);
    const gala = await screen.findByRole('option', { name: 'Winter Gala', hidden: true }, { timeout: 5000 });
    const list = gala.closest<HTMLElement>('[role="listbox"]');
    if (!list) throw new Error('no list of events');
    const choices = within(list).getAllByRole('option', { hidden: true });
    expect(choices.map((option) => option.textContent)).toEqual(['All my events', 'Book Fair', 'Winter Gala']);
    await user.click(gala);
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const card = await screen.findByRole('region', { name: ENDPOINT.url });
    expect(within(card).getByText('For Winter Gala')).toBeInTheDocument();
    const added = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(added?.[1]?.body))).toEqual({ url: ENDPOINT.url, event_type: null, event_id: GALA.id });
  });

  it("shows the server's refusal of an address under the field", async () => {
    const { user } = openMemberPage('/webhooks', [
      ...EVENT_LISTS,
      stub(webhookEndpoints.list, { endpoints: [] }),
      stub(
        webhookEndpoints.add,
        failure(422, { message: WEBHOOK_MESSAGES.urlPrivate, errors: { url: [WEBHOOK_MESSAGES.urlPrivate] } }),
      ),
    ]);
    await fillField(user, await screen.findByLabelText('Endpoint address'), 'https://10.0.0.5/hook');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.urlPrivate)).toBeInTheDocument();
    expect(screen.queryByLabelText('Secret')).not.toBeInTheDocument();
  });

  it('checks the address before sending it', async () => {
    const { user, fetchMock } = openMemberPage('/webhooks', [
      ...EVENT_LISTS,
      stub(webhookEndpoints.list, { endpoints: [] }),
    ]);
    await fillField(user, await screen.findByLabelText('Endpoint address'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.urlInvalid)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
