/**
 * The booth's outbox in Chromium against the real server: captures kept with the network cut,
 * a reload while still offline, then the network back — each capture reaches the organiser's
 * gallery exactly once, also when a tab closed mid-upload and with two tabs open. And the guest's screens: a lead from the event's form, a voucher shown
 * as its QR code, and the share screen's QR code to the capture, shown before it has uploaded.
 */
import {
  boothMediaEndpoints,
  type FormDataBody,
  formBuilderEndpoints,
  galleryEndpoints,
  incentiveOfferEndpoints,
  leadEndpoints,
} from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { isCallTo, organiserApi, routeOf } from '../support/api.ts';
import {
  boothLabAddress,
  labSnapshot,
  queueLabBrokenPhoto,
  queueLabPhoto,
  serveBoothLab,
  waitForLab,
} from '../support/booth-lab.ts';
import { createEventViaApi, eventUuidOf, wallTimeIn } from '../support/events.ts';
import { type Journey, useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { waitForMail } from '../support/outbox.ts';
import { snap } from '../support/screens.ts';

const KIOSK = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

const FORM: FormDataBody['form_data'] = [
  { type: 'text', label: 'Full name', name: 'full_name' },
  { type: 'email', label: 'E-mail', name: 'email' },
  { type: 'text', label: 'Mobile', name: 'mobile' },
  { type: 'select', label: 'How did you hear of us?', name: 'heard', values: ['Friends', 'Radio', 'Online'] },
  { type: 'checkbox', label: 'Interests', name: 'interests', values: ['Photos', 'Music', 'Food'] },
];

type Options = { features: Record<string, 1>; options: Record<string, 1> };

/** An event of a new Monthly Pro organiser (who stays signed in on the page), and its id and uuid. */
async function boothEvent(journey: Journey, label: string, { features, options }: Options) {
  const { page } = journey;
  await becomeMonthlyProMember(journey, label);
  const eventId = await createEventViaApi(page, { name: 'Harbour Launch Party', timeZone: 'UTC', features, options });
  return { eventId, uuid: await eventUuidOf(page, eventId) };
}

async function galleryPhotos(journey: Journey, eventId: number) {
  const reply = await (await organiserApi(journey.page)).call(galleryEndpoints.items, {
    query: { event_id: eventId, gallery_item: 'photo', per_page: 100 },
  });
  return reply.gallery_photo;
}

const counts = async (journey: Journey) => (await labSnapshot(journey.page)).counts;

describe('the booth outbox', () => {
  const journey = useJourney({ viewport: KIOSK });

  it('keeps three captures taken offline through a reload and uploads each once when the network is back', async () => {
    const { page, baseUrl } = journey;
    const { eventId, uuid } = await boothEvent(journey, 'outbox', {
      features: { gallery: 1, sharing: 1 },
      options: { frame: 1 },
    });
    const context = page.context();
    await serveBoothLab(context, baseUrl);
    await page.goto(boothLabAddress(baseUrl, { uuid, password: '1234' }));
    await waitForLab(page);

    await context.setOffline(true);
    for (const label of ['One', 'Two', 'Three']) await queueLabPhoto(page, label);
    await page.getByText('Offline: 3 waiting.').waitFor();
    await snap(page, 'booth-queue-offline-kiosk');

    await page.reload();
    await waitForLab(page);
    expect(await counts(journey)).toMatchObject({ queued: 3, sent: 0 });
    expect((await galleryPhotos(journey, eventId)).total).toBe(0);

    await context.setOffline(false);
    await expect.poll(() => counts(journey)).toMatchObject({ sent: 3, queued: 0, failed: 0 });
    const photos = await galleryPhotos(journey, eventId);
    expect(photos.total).toBe(3);
    expect(new Set(photos.data.map((item) => item.id)).size).toBe(3);
    await snap(page, 'booth-queue-sent-kiosk');

    // Another reload sends nothing again.
    await page.reload();
    await waitForLab(page);
    await page.waitForTimeout(500);
    expect((await galleryPhotos(journey, eventId)).total).toBe(3);

    // A capture the server refuses stays, with the server's reason, for the operator to export.
    const refusedId = await queueLabBrokenPhoto(page);
    await expect.poll(() => counts(journey)).toMatchObject({ failed: 1, sent: 3 });
    const refused = page.locator('.queue-panel__item--failed');
    await refused.getByText('Failed (422)').waitFor();
    expect(await refused.locator('.queue-panel__reason').textContent()).toMatch(/\S/);
    await snap(page, 'booth-queue-refused-kiosk');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      refused.getByRole('button', { name: 'Export file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`photo-${refusedId}.jpg`);
    expect(await counts(journey)).toMatchObject({ failed: 1 });
    await page.setViewportSize(PHONE);
    await snap(page, 'booth-queue-refused-phone');
  });

  it('sends again a capture whose tab closed mid-upload, and the gallery keeps it once', async () => {
    const { page, baseUrl } = journey;
    const { eventId, uuid } = await boothEvent(journey, 'outbox-crash', {
      features: { gallery: 1, sharing: 1 },
      options: { frame: 1 },
    });
    const context = page.context();
    await serveBoothLab(context, baseUrl);
    await page.goto(boothLabAddress(baseUrl, { uuid, password: '1234' }));
    await waitForLab(page);

    // The upload reaches the server, but its reply never reaches the tab, which is then closed.
    let stored = 0;
    const uploads = routeOf(boothMediaEndpoints.upload);
    await context.route(uploads, async (route) => {
      await route.fetch();
      stored += 1;
    });
    await queueLabPhoto(page, 'Lost reply');
    await expect.poll(() => stored).toBe(1);
    expect(await counts(journey)).toMatchObject({ sending: 1 });
    await page.close();
    await context.unroute(uploads);

    journey.page = await context.newPage();
    await journey.page.goto(boothLabAddress(baseUrl));
    await waitForLab(journey.page);
    await expect.poll(() => counts(journey)).toMatchObject({ sent: 1, sending: 0 });
    expect((await galleryPhotos(journey, eventId)).total).toBe(1);
  });

  it('drains once with two tabs of the kiosk open', async () => {
    const { page, baseUrl } = journey;
    const { eventId, uuid } = await boothEvent(journey, 'outbox-tabs', {
      features: { gallery: 1, sharing: 1 },
      options: { frame: 1 },
    });
    const context = page.context();
    await serveBoothLab(context, baseUrl);
    await page.goto(boothLabAddress(baseUrl, { uuid, password: '1234' }));
    await waitForLab(page);
    let uploads = 0;
    context.on('request', (request) => {
      if (isCallTo(boothMediaEndpoints.upload)(request)) uploads += 1;
    });
    await context.setOffline(true);
    for (const label of ['A', 'B', 'C', 'D', 'E']) await queueLabPhoto(page, label);
    const second = await context.newPage();
    await second.goto(boothLabAddress(baseUrl));
    await waitForLab(second);
    expect((await labSnapshot(second)).counts.queued).toBe(5);

    await context.setOffline(false);
    await expect.poll(async () => (await galleryPhotos(journey, eventId)).total, { message: 'gallery' }).toBe(5);
    await expect.poll(async () => (await labSnapshot(second)).counts.sent).toBe(5);
    expect(uploads).toBe(5);
  });

  it("takes a guest's details on the event's form and gives a voucher shown as a QR code", async () => {
    const { page, baseUrl } = journey;
    const { eventId, uuid } = await boothEvent(journey, 'outbox-lead', {
      features: { gallery: 1, sharing: 1, data_capture: 1, offer: 1 },
      options: { form_builder: 1, incentive_offer: 1, email: 1, text_messaging: 1 },
    });
    const organiser = await organiserApi(page);
    await organiser.call(formBuilderEndpoints.save, { body: { eventId, form_name: 'Stay in touch', form_data: FORM } });
    await organiser.call(incentiveOfferEndpoints.save, {
      body: {
        eventId,
        description: 'Show this voucher at the bar for one free coffee.',
        incentive_offer: [{ offer_name: 'Free coffee', uses_limit: 10, expire_in: wallTimeIn('UTC', 3 * 24 * 60) }],
      },
    });
    const context = page.context();
    await serveBoothLab(context, baseUrl);
    await page.goto(boothLabAddress(baseUrl, { uuid, password: '1234', screen: 'lead' }));
    await page.getByRole('heading', { name: 'Stay in touch' }).waitFor();
    await snap(page, 'booth-lead-kiosk');
    await page.setViewportSize(PHONE);
    await snap(page, 'booth-lead-phone');
    await page.setViewportSize(KIOSK);

    // Sent empty: each required field says so, and the terms must be agreed to.
    await page.getByRole('button', { name: 'Send my details' }).click();
    await expect.poll(() => page.getByText('This field is required.').count()).toBe(4);
    await page.getByText('Please agree to the terms to send your details.').waitFor();
    await snap(page, 'booth-lead-errors-kiosk');

    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('ada@example');
    await page.getByLabel('Mobile').fill('+44 7700 900123');
    await page.getByLabel('How did you hear of us?').selectOption('Radio');
    await page.getByLabel('Photos').check();
    await page.getByLabel('I agree to these terms').check();
    await page.getByRole('button', { name: 'Send my details' }).click();
    await page.getByText('Enter a valid e-mail address.').waitFor();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('Ada@Example.com');
    await page.getByRole('button', { name: 'Send my details' }).click();
    await page.waitForSelector('body[data-done]');

    await expect
      .poll(async () => (await organiser.call(leadEndpoints.eventLeads, { params: { id: eventId } })).event.data)
      .toEqual([expect.objectContaining({ name: 'Ada Lovelace', email: 'ada@example.com', marketing: 0 })]);

    await page.goto(boothLabAddress(baseUrl, { screen: 'offer' }));
    await page.getByRole('heading', { name: 'Free coffee' }).waitFor();
    await page.getByText('Show this voucher at the bar for one free coffee.').waitFor();
    await snap(page, 'booth-offer-kiosk');
    await page.getByLabel('Also send it to my e-mail').check();
    await page.getByLabel('Your e-mail address').fill('ada@example.com');
    await page.getByRole('button', { name: 'Get my voucher' }).click();
    await page.getByRole('img', { name: 'Your voucher’s QR code' }).waitFor();
    await page.getByText('We are also sending it to ada@example.com.').waitFor();
    const pageUrl = await page.locator('.kiosk-qr__address').textContent();
    expect(pageUrl).toMatch(new RegExp(`^${baseUrl}/offer/avail/${eventId}/`));
    await snap(page, 'booth-offer-voucher-kiosk');
    await page.setViewportSize(PHONE);
    await snap(page, 'booth-offer-voucher-phone');
  });

  it('shows the share QR code to a capture at once, even offline, offers only the event’s channels, and e-mails it once online', async () => {
    const { page, baseUrl } = journey;
    const { uuid } = await boothEvent(journey, 'outbox-share', {
      features: { gallery: 1, sharing: 1 },
      options: { email: 1, qr_code: 1 },
    });
    const context = page.context();
    await serveBoothLab(context, baseUrl);
    await page.goto(boothLabAddress(baseUrl, { uuid, password: '1234' }));
    await waitForLab(page);
    await context.setOffline(true);
    const captureId = await queueLabPhoto(page, 'Share me');
    await page.goto(boothLabAddress(baseUrl, { screen: 'share' }));
    await page.getByRole('img', { name: 'QR code to your capture' }).waitFor();
    expect(await page.locator('.kiosk-qr__address').textContent()).toBe(
      `${baseUrl}/gallery/share/pending/${uuid}/${captureId}`,
    );
    await expect.poll(() => page.getByLabel('Your mobile number').count()).toBe(0);
    await snap(page, 'booth-share-form-kiosk');
    await page.getByLabel('Your e-mail address').fill('guest@example.com');
    await page.getByRole('button', { name: 'E-mail it to me' }).click();
    await page.getByText('On its way to guest@example.com.').waitFor();
    await snap(page, 'booth-share-kiosk');
    await page.setViewportSize(PHONE);
    await snap(page, 'booth-share-phone');
    await page.setViewportSize(KIOSK);
    await page.goto(boothLabAddress(baseUrl, { screen: 'queue' }));
    await page.getByText('Share by e-mail').waitFor();
    expect(await counts(journey)).toMatchObject({ queued: 2 });

    // Back online: the capture uploads, then the e-mail goes, once, with the capture's link.
    await context.setOffline(false);
    await expect.poll(() => counts(journey)).toMatchObject({ sent: 2, failed: 0 });
    const mail = await waitForMail(journey.dataDir, 'guest@example.com');
    expect(mail).toContain('Subject: Your photo from Harbour Launch Party');
  });
});
