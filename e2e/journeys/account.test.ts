/**
 * The organiser's own account pages: a new name shows in the header, a password change signs
 * every other browser out and the new password signs in, and the member PIN is saved with its
 * switch. Screenshots at laptop and phone width.
 */
import { MESSAGES } from '@boothdeck/contract/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/accounts.ts';
import { PASSWORD, useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { snap } from '../support/screens.ts';

const NEW_PASSWORD = 'fresh-booth-pass';
const PHONE = { width: 390, height: 844 };

async function openAccountPage(page: Page, address: string, heading: string) {
  await page.goto(address);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

describe('account pages', () => {
  const journey = useJourney();

  it('renames the organiser, changes the password and sets the member PIN', { timeout: 120_000 }, async () => {
    const { page } = journey;
    const email = await becomeMonthlyProMember(journey, 'account');

    // Another browser, signed in before the change.
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    const otherContext = await browser.newContext({ baseURL: journey.baseUrl, viewport: { width: 1280, height: 800 } });
    const otherPage = await otherContext.newPage();
    await signIn({ ...journey, page: otherPage }, email);
    await otherPage.waitForURL('**/dashboard');

    // The profile: a new name, shown in the header after a reload.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Member settings' }).waitFor();
    await snap(page, 'account-user-menu');
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Membership' }).waitFor();
    await expect.poll(() => page.getByText('Monthly Pro').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByLabel('Email').isEditable()).toBe(false);
    await page.getByLabel('First Name').fill('');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText(MESSAGES.firstNameRequired).waitFor();
    await page.getByLabel('First Name').fill('Katherine');
    await page.getByLabel('Last Name').fill('Johnson');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText(MESSAGES.profileUpdated).waitFor();
    await snap(page, 'account-profile');
    await page.reload();
    await page.getByText('Welcome, Katherine').waitFor();
    await expect.poll(() => page.getByLabel('Last Name').inputValue()).toBe('Johnson');

    // The password: the old one checked first, then the new one.
    await page.getByRole('link', { name: 'Change Password' }).click();
    await page.waitForURL('**/change/password');
    await expect.poll(() => page.getByLabel('New Password').isDisabled()).toBe(true);
    await page.getByLabel('Old Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Check Password' }).click();
    await page.getByText(MESSAGES.oldPasswordWrong).waitFor();
    await page.getByLabel('Old Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Check Password' }).click();
    await page.getByRole('button', { name: 'Update Password' }).waitFor();
    await page.getByLabel('New Password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password').fill('something-else');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText(MESSAGES.passwordMismatch).waitFor();
    await snap(page, 'account-change-password-checked');
    await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByRole('button', { name: 'Check Password' }).waitFor();
    await page.getByText(MESSAGES.passwordUpdated).waitFor();
    await expect.poll(() => page.getByLabel('Old Password').inputValue()).toBe('');

    // The other browser is signed out at its next navigation; this one carries on.
    await otherPage.goto('/dashboard');
    await otherPage.waitForURL((url) => url.pathname === '/');
    await signIn({ ...journey, page: otherPage }, email, NEW_PASSWORD);
    await otherPage.waitForURL('**/dashboard');
    await otherContext.close();

    // The member settings: the switch on with a PIN, still on after a reload.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Member settings' }).click();
    await page.getByText(MESSAGES.memberSettingsLoaded).waitFor();
    const exitSwitch = page.getByRole('switch', { name: 'Exit From App' });
    await expect.poll(() => exitSwitch.isChecked()).toBe(false);
    await exitSwitch.check({ force: true });
    await page.getByLabel('PIN digit 1').click();
    await page.keyboard.type('4821');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(MESSAGES.memberSettingsSaved).waitFor();
    await snap(page, 'account-member-settings');
    await page.reload();
    await page.getByText(MESSAGES.memberSettingsLoaded).waitFor();
    await expect.poll(() => page.getByRole('switch', { name: 'Exit From App' }).isChecked()).toBe(true);
    await page.getByText(/A PIN is set/).waitFor();

    // The three pages on a phone.
    await page.setViewportSize(PHONE);
    await openAccountPage(page, '/profile', 'Profile');
    await snap(page, 'account-profile-phone');
    await openAccountPage(page, '/change/password', 'Change Password');
    await snap(page, 'account-change-password-phone');
    await openAccountPage(page, '/member-settings', 'Member Settings');
    await page.getByText(MESSAGES.memberSettingsLoaded).waitFor();
    await snap(page, 'account-member-settings-phone');
  });
});
