/**
 * A booth guest's QR code: the booth shows it right after the capture, before the upload; the
 * guest's page waits, and shows the photo a few seconds after the booth's upload lands. The
 * booth also e-mails the guest their capture.
 */
import { randomBytes } from 'node:crypto';
import { BOOTH_SHARING_MESSAGES } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { photoCapture, signInBooth } from '../support/booth.ts';
import { createEventViaApi, eventUuidOf } from '../support/events.ts';
import { uniqueEmail, useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { waitForMailLink } from '../support/outbox.ts';
import { snap } from '../support/screens.ts';

describe.each([
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const)("a booth guest's pending share address on a %s", (size, viewport) => {
  const journey = useJourney({ viewport });

  it('says the photo is on its way, then shows it once the booth has uploaded it', async () => {
    const { page, baseUrl, dataDir } = journey;
    await becomeMonthlyProMember(journey, `booth-pending-${size}`);
    const eventId = await createEventViaApi(page, {
      name: 'Harbour Booth Night',
      features: { gallery: 1, sharing: 1 },
      options: { microsite: 1, email: 1 },
    });
    const uuid = await eventUuidOf(page, eventId);

    // The organiser's event page gives the booth's address, the one the booth opens.
    await page.goto(`/show/event/${eventId}`);
    const panel = page.getByRole('region', { name: 'Run this event on a booth' });
    expect(await panel.getByRole('textbox', { name: 'Booth address' }).inputValue()).toBe(
      `${baseUrl}/booth/?event=${uuid}`,
    );
    await panel.getByRole('img', { name: 'QR code of the booth address' }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await snap(page, `booth-pending-share-${size}-event-booth-panel`);

    const booth = await signInBooth(baseUrl, uuid, '1234', `Booth ${size}`);

    // The booth's capture id, random as a booth makes it; the QR code names it before any upload.
    const clientId = `cap_${randomBytes(12).toString('base64url')}`;
    const pendingPath = `/gallery/share/pending/${uuid}/${clientId}`;
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(pendingPath);
    await page.getByRole('heading', { name: 'Your photo is on its way' }).waitFor();
    await page.getByRole('heading', { name: 'Harbour Booth Night' }).waitFor();
    await snap(page, `booth-pending-share-${size}-waiting`);

    const uploaded = await booth.uploadWithShare({ ...(await photoCapture('Smile', '#e8590c')), clientId });
    await page.getByRole('img', { name: 'photo' }).waitFor({ timeout: 10_000 });
    const viewId = Buffer.from(`${uuid}:${uploaded.media.id}`).toString('base64url');
    expect(new URL(page.url()).pathname).toBe(`/gallery/share/view/one/${viewId}`);
    expect(uploaded.share_url).toBe(`${baseUrl}/gallery/share/view/one/${viewId}`);
    await snap(page, `booth-pending-share-${size}-shown`);

    // The booth e-mails the guest their capture, once, however often it retries.
    const email = uniqueEmail(`booth-guest-${size}`);
    const request = { client_id: `share_${randomBytes(8).toString('hex')}`, media_client_id: clientId, email };
    const sent = await booth.share(request);
    expect(sent).toMatchObject({ message: BOOTH_SHARING_MESSAGES.sent, created: true, media_id: uploaded.media.id });
    expect((await booth.share(request)).created).toBe(false);
    expect(await waitForMailLink(dataDir, email, '/social/gallery/view/')).toContain(viewId);
  });

  it('tells the guest when the photo has not come after a quarter of an hour, and a draft has no booth address', async () => {
    const { page } = journey;
    await becomeMonthlyProMember(journey, `booth-pending-late-${size}`);
    const draftId = await createEventViaApi(page, { name: 'Harbour Draft Night', isFinal: false });
    await page.goto(`/show/event/${draftId}`);
    const panel = page.getByRole('region', { name: 'Run this event on a booth' });
    await panel.getByText('Submit the event first').waitFor();
    expect(await panel.getByRole('textbox', { name: 'Booth address' }).count()).toBe(0);
    await snap(page, `booth-pending-share-${size}-draft-booth-panel`);

    const eventId = await createEventViaApi(page, { name: 'Harbour Late Night', options: { microsite: 1 } });
    const uuid = await eventUuidOf(page, eventId);
    await page.evaluate(() => window.localStorage.clear());
    await page.clock.install();
    await page.goto(`/gallery/share/pending/${uuid}/cap_${randomBytes(12).toString('base64url')}`);
    await page.getByRole('heading', { name: 'Your photo is on its way' }).waitFor();
    await page.clock.fastForward('16:00');
    await page.getByRole('heading', { name: 'Your photo has not arrived yet' }).waitFor();
    await page.getByRole('button', { name: 'Check again' }).waitFor();
    await snap(page, `booth-pending-share-${size}-not-arrived`);
  });
});
