/**
 * An organiser sees what became of the messages their event sent: a guest's text message the
 * provider could not deliver shows as failed with the provider's reason, Resend sends it again
 * and it becomes sent, then delivered; a guest's e-mail shows as opened once its picture loads.
 * The server here sends SMS through a Twilio-style provider the journey runs on 127.0.0.1.
 */
import { createHmac, randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DELIVERY_RECEIPT_PATHS, sharingEndpoints } from '@boothdeck/contract';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestApiFrom } from '../support/api.ts';
import { photoCapture, signInBooth } from '../support/booth.ts';
import { createEventViaApi, eventUuidOf, saveSocialGallery } from '../support/events.ts';
import { uniqueEmail, useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { waitForMailLink } from '../support/outbox.ts';
import { snap } from '../support/screens.ts';
import { type ServerProcess, startServer } from '../support/server-process.ts';

const AUTH_TOKEN = 'journey-twilio-token';
const PHONE = '+61411222345';
const PHONE_SCREEN = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The provider: takes every message (201), and keeps each one's form fields. */
async function startSmsProvider() {
  const messages: URLSearchParams[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      messages.push(new URLSearchParams(body));
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { messages, url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) };
}

/** The provider's delivery report of one message, signed as Twilio signs it. */
async function reportDelivery(callbackUrl: string, params: Record<string, string>) {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], callbackUrl);
  const reply = await fetch(callbackUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': createHmac('sha1', AUTH_TOKEN).update(signed).digest('base64'),
    },
    body: new URLSearchParams(params),
  });
  expect(reply.status).toBe(204);
}

const countOf = (panel: Locator, status: string) =>
  panel.locator('dt', { hasText: status }).locator('xpath=following-sibling::dd[1]').innerText();

describe('the deliveries of one event', () => {
  let provider: Awaited<ReturnType<typeof startSmsProvider>>;
  let server: ServerProcess;
  beforeAll(async () => {
    provider = await startSmsProvider();
    server = await startServer({
      SMS_PROVIDER: 'twilio',
      SMS_URL: provider.url,
      SMS_ACCOUNT_SID: 'AC-journey',
      SMS_AUTH_TOKEN: AUTH_TOKEN,
      SMS_FROM: '+61400000000',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await provider?.close();
  });
  const journey = useJourney({}, () => server);

  it('shows a failed text message with its reason, resends it and sees it sent, and an e-mail opened', async () => {
    const { page, baseUrl, dataDir } = journey;
    await becomeMonthlyProMember(journey, 'delivery-status');
    const eventId = await createEventViaApi(page, {
      name: 'Harbour Party deliveries',
      timeZone: 'Australia/Sydney',
      startInMinutes: 10,
      features: { gallery: 1, sharing: 1 },
      options: { microsite: 1 },
    });
    await saveSocialGallery(page, eventId, { gallery_password: '', email: 1, sms: 1 });
    const booth = await signInBooth(baseUrl, await eventUuidOf(page, eventId), '1234');
    const photo = await booth.upload(await photoCapture('Deliveries', '#1c7ed6'));

    // Before any message, the panel says so.
    await page.goto(`/event-analytic/${eventId}`);
    await page
      .getByRole('region', { name: 'Deliveries' })
      .getByText(/No e-mails or text messages yet/)
      .waitFor();

    // A guest sends the photo to their phone and to a friend's e-mail from the public gallery.
    const guest = guestApiFrom(`10.252.${randomInt(256)}.9`, baseUrl);
    const shared = { event_id: eventId, media_id: photo.id };
    await guest.call(sharingEndpoints.shareByMessage, { body: { ...shared, sharing_platform: 'sms', phone: PHONE } });
    const friend = uniqueEmail('friend');
    await guest.call(sharingEndpoints.shareByMessage, {
      body: { ...shared, sharing_platform: 'email', email: friend },
    });
    await expect.poll(() => provider.messages.length).toBe(1);
    const callbackUrl = provider.messages[0]?.get('StatusCallback') ?? '';
    expect(callbackUrl).toMatch(new RegExp(`^${baseUrl}${DELIVERY_RECEIPT_PATHS.smsReport}/[A-Za-z0-9_-]{32}$`));
    // The carrier could not reach the phone.
    await reportDelivery(callbackUrl, { MessageSid: 'SM1', MessageStatus: 'undelivered', ErrorCode: '30003' });
    // The friend's mail program loads the e-mail's pictures.
    const openPicture = await waitForMailLink(dataDir, friend, `${DELIVERY_RECEIPT_PATHS.opened}/`);
    expect((await fetch(openPicture)).headers.get('content-type')).toBe('image/gif');

    await page.goto(`/event-analytic/${eventId}`);
    const panel = page.getByRole('region', { name: 'Deliveries' });
    const failures = panel.getByRole('list', { name: 'Failed messages' });
    await failures.waitFor();
    await expect.poll(() => countOf(panel, 'Failed')).toBe('1');
    await expect.poll(() => countOf(panel, 'Opened')).toBe('1');
    const row = failures.getByRole('listitem').filter({ hasText: PHONE });
    await row
      .getByText('The SMS provider reported it undelivered (error 30003: the phone is switched off or out of reach)')
      .waitFor();
    await panel.scrollIntoViewIfNeeded();
    await snap(page, 'delivery-status-failed');
    await page.setViewportSize(PHONE_SCREEN);
    await snap(page, 'delivery-status-failed-phone');
    await page.setViewportSize(DESKTOP);

    await row.getByRole('button', { name: `Resend to ${PHONE}` }).click();
    await page.getByText('The message is on its way again.').waitFor();
    await panel.getByText('No failed messages.').waitFor();
    await expect.poll(() => countOf(panel, 'Sent')).toBe('1');
    expect(provider.messages).toHaveLength(2);
    expect(provider.messages[1]?.get('To')).toBe(PHONE);
    await snap(page, 'delivery-status-resent');

    // This time the provider reports it on the phone.
    await reportDelivery(provider.messages[1]?.get('StatusCallback') ?? '', {
      MessageSid: 'SM2',
      MessageStatus: 'delivered',
    });
    await page.reload();
    await expect.poll(() => countOf(page.getByRole('region', { name: 'Deliveries' }), 'Delivered')).toBe('1');
    expect(provider.messages).toHaveLength(2);
  });
});
