import { accountEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import { expectText, registerIndividual } from '../support/accounts.ts';
import { routeOf } from '../support/api.ts';
import { saveScreenshot } from '../support/browser.ts';
import { PASSWORD, uniqueEmail, useJourney } from '../support/journey.ts';
import { countMailsTo, waitForMail, waitForMailLink } from '../support/outbox.ts';

describe('registration and e-mail verification', () => {
  const journey = useJourney();

  it('checks the form: agreement, matching passwords, business-only fields', async () => {
    const { page } = journey;
    await page.goto('/register');
    // The form has shown, without the business-only fields.
    await page.getByLabel('First name').waitFor();
    await expect.poll(() => page.getByLabel('Company name').count()).toBe(0);
    await expect.poll(() => page.getByLabel('Business category').count()).toBe(0);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('different-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectText(journey, MESSAGES.passwordsDoNotMatch);
    await expectText(journey, MESSAGES.agreementRequired);
    await saveScreenshot(page, 'register-validation');

    await page.getByRole('radio', { name: 'Business', exact: true }).check();
    await page.getByLabel('Company name').waitFor();
    await page.getByLabel('Business category').waitFor();
    await expect.poll(() => page.getByLabel('Other category').count()).toBe(0);
  });

  it('registers a business with an "other" category, then verifies from the mailed link', async () => {
    const { page } = journey;
    const email = uniqueEmail('business');
    await page.goto('/register');
    await page.getByRole('radio', { name: 'Business', exact: true }).check();
    await page.getByLabel('First name').fill('Hedy');
    await page.getByLabel('Last name').fill('Lamarr');
    await page.getByLabel('Business category').selectOption('other');
    await page.getByLabel('Other category').fill('Roller disco');
    await page.getByLabel('Company name').fill('Disco Lights Ltd');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await saveScreenshot(page, 'register-business-filled');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/resend/email');
    await expectText(journey, email);
    await saveScreenshot(page, 'resend-email');

    const link = await waitForMailLink(journey.dataDir, email, '/verify-email/');
    // Hold the real call back a moment so the in-progress text can be seen.
    await page.route(routeOf(accountEndpoints.verifyEmail), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(link);
    await expectText(journey, MESSAGES.emailVerifying);
    await saveScreenshot(page, 'verify-email-in-progress');
    await page.waitForURL('**/event/type');
  });

  it('answers a sign-up with a taken address like any other, and tells only the owner by mail', async () => {
    const { page } = journey;
    const email = uniqueEmail('taken');
    await registerIndividual(journey, email);
    await waitForMailLink(journey.dataDir, email, '/verify-email/');

    await registerIndividual(journey, email);
    await expectText(journey, 'Check your inbox');
    await expectText(journey, email);
    await saveScreenshot(page, 'register-taken-address');
    const notice = await waitForMail(journey.dataDir, email, 1);
    expect(notice).toContain('Subject: Someone tried to sign up to Boothdeck with your email address');
    expect(notice).not.toContain('/verify-email/');
  });

  it('resends the verification mail, and only the newest link works', async () => {
    const { page } = journey;
    const email = uniqueEmail('resend');
    await registerIndividual(journey, email);
    const first = await waitForMailLink(journey.dataDir, email, '/verify-email/');
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await expectText(journey, MESSAGES.verificationSent);
    const second = await waitForMailLink(journey.dataDir, email, '/verify-email/', 1);
    await expect.poll(() => countMailsTo(journey.dataDir, email)).toBe(2);
    expect(second).not.toBe(first);

    await page.goto(first);
    await expectText(journey, MESSAGES.verificationInvalid);
    await saveScreenshot(page, 'verify-email-invalid');
    await page.goto(second);
    await page.waitForURL('**/event/type');
    await expectText(journey, 'Choose a package');
    await saveScreenshot(page, 'package-choice-after-verify');
  });
});
