/**
 * A booth company's team: the owner invites an operator by e-mail, who joins from the link, runs
 * the event's booth and moderates its captures (the event's activity says so), changes their own
 * password, but finds billing and the leads closed to them; a client given an event looks at its
 * gallery and its slider, read-only.
 */
import { leadEndpoints, teamEndpoints } from '@boothdeck/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, organiserApi, SESSION_KEY } from '../support/api.ts';
import { photoCapture, signInBooth } from '../support/booth.ts';
import { createEventViaApi, eventUuidOf } from '../support/events.ts';
import { type Journey, uniqueEmail, useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { waitForMailLink } from '../support/outbox.ts';
import { snap } from '../support/screens.ts';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };
const FORBIDDEN = 'This page is not available to your role';

/** Opens the invitation mailed to `email` in a browser with no session, and joins as Dana Reyes. */
async function joinFromMail({ page, dataDir }: Journey, email: string, snapName?: string): Promise<Page> {
  const link = await waitForMailLink(dataDir, email, '/join/');
  await page.evaluate((key) => window.localStorage.removeItem(key), SESSION_KEY);
  await page.goto(new URL(link).pathname);
  await page.getByRole('heading', { name: /^Join / }).waitFor();
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByRole('textbox', { name: 'Password' }).fill('member-pass-1');
  if (snapName) await snap(page, snapName);
  await page.getByRole('button', { name: 'Join the team' }).click();
  return page;
}

describe('the team', () => {
  const journey = useJourney();

  it('lets an invited operator run the booth and moderate, but not open billing or export leads', async () => {
    const { page, baseUrl } = journey;
    const desktop = page.viewportSize();
    await becomeMonthlyProMember(journey, 'team-owner');
    const eventId = await createEventViaApi(page, { name: 'Brand launch', options: { frame: 1, approve_captures: 1 } });
    const booth = await signInBooth(baseUrl, await eventUuidOf(page, eventId), '1234');
    await booth.upload(await photoCapture('Waiting', '#1971c2'));

    // The owner invites an operator from the Team page.
    const operatorEmail = uniqueEmail('team-operator');
    await page.goto('/team');
    await page.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill(operatorEmail);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const invitations = page.getByRole('region', { name: 'Open invitations' });
    await invitations.getByText(operatorEmail, { exact: false }).waitFor();
    await snap(page, 'team-page-owner');
    await page.setViewportSize(PHONE);
    await snap(page, 'team-page-owner-phone');
    if (desktop) await page.setViewportSize(desktop);

    // The operator opens the mailed link in a browser with no session, and joins.
    await joinFromMail(journey, operatorEmail, 'team-join');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    await snap(page, 'team-operator-dashboard');

    // Their menu has the events, not the leads or the team.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Events' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Data Management' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Team' }).count()).toBe(0);

    // The booth panel of the event, without the Edit buttons of its set-up.
    await page.goto(`/show/event/${eventId}`);
    await page.getByRole('heading', { name: 'Brand launch' }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit Event Info' }).count()).toBe(0);
    await snap(page, 'team-operator-event');

    // They moderate the waiting capture.
    await page.goto(`/event-photos/${eventId}`);
    const queue = page.getByRole('region', { name: /Waiting for approval/ });
    await queue.getByLabel('1 waiting').waitFor();
    await queue.getByRole('button', { name: 'Approve capture 1' }).click();
    await queue.getByLabel('0 waiting').waitFor();

    // The event's activity names them and says what they did.
    await page.goto(`/show/event/${eventId}`);
    const activity = page.getByRole('region', { name: 'Activity' });
    await activity.getByText(/^Dana Reyes \(Operator\) approved a capture · /).waitFor();
    await activity.scrollIntoViewIfNeeded();
    await snap(page, 'team-event-activity');

    // They change their own password from the account menu; the owner's is not theirs to change.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await page.getByLabel('Old Password').fill('member-pass-1');
    await page.getByRole('button', { name: 'Check Password' }).click();
    await page.getByLabel('New Password').fill('member-pass-2');
    await page.getByLabel('Confirm Password').fill('member-pass-2');
    await snap(page, 'team-member-change-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByRole('button', { name: 'Check Password' }).waitFor();

    // Billing and the leads are closed to them, on the screen and on the server.
    await page.goto('/sms-billing');
    await page.getByRole('heading', { name: FORBIDDEN }).waitFor();
    await snap(page, 'team-operator-billing-forbidden');
    await page.goto('/data-capture');
    await page.getByRole('heading', { name: FORBIDDEN }).waitFor();
    const token = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').state?.token, SESSION_KEY);
    await expect(
      apiAs(page, token).call(leadEndpoints.exportLink, { body: { event_id: eventId } }),
    ).rejects.toMatchObject({ status: 403 });

    // The same on a phone at the venue.
    await page.setViewportSize(PHONE);
    await page.goto(`/show/event/${eventId}`);
    await page.getByRole('heading', { name: 'Brand launch' }).waitFor();
    await snap(page, 'team-operator-event-phone');
    await page.goto('/sms-billing');
    await page.getByRole('heading', { name: FORBIDDEN }).waitFor();
    await snap(page, 'team-operator-billing-forbidden-phone');
    await page.goto('/change/password');
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    await snap(page, 'team-member-change-password-phone');
    if (desktop) await page.setViewportSize(desktop);
  });

  it('shows a client the gallery of the event given to them and its slider, without moderation or downloads', async () => {
    const { page, baseUrl } = journey;
    await becomeMonthlyProMember(journey, 'team-client-owner');
    const eventId = await createEventViaApi(page, { name: 'Client launch', options: { frame: 1 } });
    const booth = await signInBooth(baseUrl, await eventUuidOf(page, eventId), '1234');
    await booth.upload(await photoCapture('Shared', '#2f9e44'));

    const clientEmail = uniqueEmail('team-client');
    await (await organiserApi(page)).call(teamEndpoints.invite, {
      body: { email: clientEmail, role: 'client', event_ids: [eventId] },
    });
    await joinFromMail(journey, clientEmail);
    await page.waitForURL('**/my-events');
    await page.setViewportSize(WIDE);
    await page.getByText('Client launch').waitFor();
    await snap(page, 'team-client-my-events');

    await page.getByRole('link', { name: 'Gallery' }).click();
    await page.getByRole('heading', { name: 'Client launch' }).waitFor();
    await page.getByRole('button', { name: 'Open photo 1 of 1' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: /Download|Approve|Event Gallery Link/ }).count()).toBe(0);
    await snap(page, 'team-client-gallery');

    await page.getByRole('button', { name: 'Open photo 1 of 1' }).click();
    const slider = page.getByRole('dialog', { name: 'Photo 1 of 1' });
    await slider.getByRole('img', { name: 'photo' }).waitFor();
    await slider.getByRole('row', { name: /^Total shares/ }).waitFor();
    expect(await slider.getByRole('button', { name: /Download|JPEG|PDF|Reprint/ }).count()).toBe(0);
    await snap(page, 'team-client-gallery-slider');
    await page.setViewportSize(PHONE);
    await snap(page, 'team-client-gallery-slider-phone');
  });
});
