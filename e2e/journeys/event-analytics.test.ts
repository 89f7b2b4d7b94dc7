import { randomInt } from 'node:crypto';
import { analyticsEndpoints, sharingEndpoints } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { guestApiFrom, organiserApi } from '../support/api.ts';
import { photoCapture, signInBooth } from '../support/booth.ts';
import { createEventViaApi, eventUuidOf, saveSocialGallery } from '../support/events.ts';
import { uniqueEmail, useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { waitForMail } from '../support/outbox.ts';
import { snap } from '../support/screens.ts';

const PHONE = { width: 390, height: 844 };

describe('the analytics of one event', () => {
  const journey = useJourney();

  it("counts the guests' shares and views of the public gallery, on a desktop and on a phone", async () => {
    const { page, baseUrl, dataDir } = journey;
    await becomeMonthlyProMember(journey, 'event-analytics');
    const eventId = await createEventViaApi(page, {
      name: 'Harbour Party analytics',
      startInMinutes: 10,
      features: { gallery: 1, sharing: 1 },
      options: { microsite: 1 },
    });
    await saveSocialGallery(page, eventId, {
      gallery_password: '',
      email: 1,
      sms: 1,
      facebook: 1,
      twitter: 1,
      linked_in: 1,
      download: 1,
    });
    const uuid = await eventUuidOf(page, eventId);
    const booth = await signInBooth(baseUrl, uuid, '1234');
    const first = await booth.upload(await photoCapture('First', '#1c7ed6'));
    await booth.upload(await photoCapture('Second', '#e64980'));

    // A guest shares through the public gallery's own calls, from an address of their own.
    const guest = guestApiFrom(`10.251.${randomInt(256)}.7`);
    const shared = { event_id: eventId, media_id: first.id };
    const countShare = (sharing_platform: 'facebook' | 'twitter') =>
      guest.call(sharingEndpoints.countSocialShare, { body: { ...shared, sharing_platform } });
    await countShare('facebook');
    await countShare('facebook');
    await countShare('twitter');
    const friend = uniqueEmail('friend');
    await guest.call(sharingEndpoints.shareByMessage, {
      body: { ...shared, sharing_platform: 'email', email: friend },
    });
    await guest.call(sharingEndpoints.shareByMessage, {
      body: { ...shared, sharing_platform: 'sms', phone: '+61 411 222 340' },
    });
    await waitForMail(dataDir, friend);
    // A message counts once it is sent.
    const api = await organiserApi(page);
    await expect
      .poll(
        async () => (await api.call(analyticsEndpoints.socialShare, { params: { id: eventId } })).single_social_share,
        {
          timeout: 10_000,
        },
      )
      .toMatchObject({ total_share: 5, email: 1, sms: 1 });

    // The guest opens the first photo twice from the gallery's link.
    const viewPath = `/social/gallery/view/${Buffer.from(`${uuid}:${first.id}`).toString('base64url')}`;
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(viewPath);
      await page.getByRole('img', { name: 'photo' }).waitFor();
    }

    // The organiser follows the event card's Analytics link.
    await page.goto('/event#upcoming');
    await page.getByRole('link', { name: 'Analytics' }).first().click();
    await page.waitForURL(`**/event-analytic/${eventId}`);
    await page.getByRole('heading', { name: 'Harbour Party analytics' }).waitFor();
    const figures = {
      'Total shares': 5,
      'Email shares': 1,
      'SMS shares': 1,
      'Facebook shares': 2,
      'Twitter shares': 1,
      'Instagram shares': 0,
      'LinkedIn shares': 0,
      Captures: 2,
      Shares: 5,
      'Gallery views': 2,
      Leads: 0,
      'Vouchers claimed': 0,
    };
    for (const [label, value] of Object.entries(figures)) {
      await page.getByLabel(`${label}: ${value}`, { exact: true }).waitFor();
    }
    const sharing = page.getByRole('region', { name: 'Sharing', exact: true });
    await sharing.getByText('5 shares in the last 7 days').waitFor();
    await page.getByRole('region', { name: 'Facebook Shares' }).getByText('2 shares in the last 7 days').waitFor();
    await page.getByRole('list', { name: 'Recent Photos' }).getByRole('img').nth(1).waitFor();
    await snap(page, 'event-analytics-desktop');

    await page.getByRole('tab', { name: 'Most Viewed' }).click();
    const mostViewed = page.getByRole('list', { name: 'Most Viewed' });
    await mostViewed.getByText('2 views').waitFor();
    await expect.poll(() => mostViewed.getByRole('listitem').count()).toBe(1);
    await page.getByRole('tab', { name: 'Recent Video' }).click();
    await page.getByText('Items Not Available').waitFor();

    // The same page on a phone.
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByLabel('Total shares: 5', { exact: true }).waitFor();
    await page.getByLabel('Gallery views: 2', { exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await snap(page, 'event-analytics-phone');
  });

  it("shows an event that is not the organiser's as not found", async () => {
    const { page } = journey;
    await becomeMonthlyProMember(journey, 'event-analytics-stranger');
    await page.goto('/event-analytic/999999');
    await page.getByRole('alert').getByText('Not found.').waitFor();
    await page.getByRole('button', { name: 'Back to events' }).waitFor();
  });
});
