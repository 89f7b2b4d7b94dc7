/**
 * Webhooks from the organiser's side: add an endpoint (a receiver this test runs on 127.0.0.1),
 * copy its secret, press "Send test event", and the delivery log shows it delivered; the
 * receiver got one body whose signature the secret verifies.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventViaApi } from '../support/events.ts';
import { useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { snap, snapScreen } from '../support/screens.ts';

type Received = { signature: string; body: string };

describe('webhooks', () => {
  const journey = useJourney();
  const received: Received[] = [];
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        signature: String(request.headers['boothdeck-signature']),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200).end();
    });
  });
  let receiverUrl = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/boothdeck`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it('adds an endpoint, sends a test event and shows it delivered', async () => {
    const { page } = journey;
    await becomeMonthlyProMember(journey, 'webhooks');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Webhooks' }).click();
    await page.waitForURL('**/webhooks');
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page.getByText(/No endpoints yet/).waitFor();
    await snap(page, 'webhooks-empty');

    await page.getByLabel('Endpoint address').fill(receiverUrl);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await page.getByLabel('Secret', { exact: true }).textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    const card = page.getByRole('region', { name: receiverUrl });
    await card.getByText(/Nothing sent yet/).waitFor();

    await card.getByRole('button', { name: 'Send test event' }).click();
    const log = card.getByRole('table', { name: 'Delivery log' });
    await expect.poll(() => log.getByText('Delivered').count()).toBe(1);
    await expect.poll(() => log.getByRole('cell', { name: '200', exact: true }).count()).toBe(1);
    await snap(page, 'webhooks-delivered');

    expect(received).toHaveLength(1);
    const [delivery] = received;
    if (!delivery) throw new Error('the receiver got nothing');
    const { t, v1 } = Object.fromEntries(delivery.signature.split(',').map((part) => part.split('=')));
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex'));
    const body = JSON.parse(delivery.body);
    expect(body.type).toBe('webhook.test');
    await expect.poll(() => log.getByText(body.id).count()).toBe(1);

    // At a phone's width the log scrolls sideways inside its card.
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await snap(page, 'webhooks-phone');
  });

  it('keeps a second endpoint for one event, chosen by name', async () => {
    const { page } = journey;
    await becomeMonthlyProMember(journey, 'webhooks-one-event');
    await page.goto('/dashboard');
    await createEventViaApi(page, { name: 'Winter Gala' });
    await page.goto('/webhooks');
    await page.getByText(/No endpoints yet/).waitFor();
    const galaUrl = `${receiverUrl}/gala`;
    await page.getByLabel('Endpoint address').fill(galaUrl);
    await page.getByRole('combobox', { name: 'For' }).click();
    await page.getByRole('option', { name: 'Winter Gala' }).click();
    await snapScreen(page, 'webhooks-for-event');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const card = page.getByRole('region', { name: galaUrl });
    await card.getByText('For Winter Gala').waitFor();
    await snap(page, 'webhooks-one-event');
  });
});
