import { MESSAGES } from '@boothdeck/contract/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectText } from '../support/accounts.ts';
import { saveScreenshot } from '../support/browser.ts';
import { becomeMonthlyProMember, createEventViaApi, drawEventImage, pickerTime } from '../support/events.ts';
import { useJourney } from '../support/journey.ts';

const DAY = 24 * 60;
const FORM_OPTIONS = [
  'Email',
  'SMS Sharing',
  'Custom Branding',
  'Social Gallery',
  'Incentives & Offers',
  'Form Builder',
];

/** A screenshot from the top of the whole page, once modal and toast transitions have finished. */
async function snap(page: Page, name: string) {
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => {
    window.scrollTo(0, 0);
    return document.documentElement.scrollHeight;
  });
  if (viewport && height > viewport.height) await page.setViewportSize({ width: viewport.width, height });
  await page.waitForTimeout(400);
  await saveScreenshot(page, name);
  if (viewport) await page.setViewportSize(viewport);
}

/** The step's own heading: the address changes before its page has loaded. */
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 2 }).waitFor();

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function update(page: Page, eventId: number) {
  await page.getByRole('heading', { name: /^Edit /, level: 2 }).waitFor();
  await page.getByRole('button', { name: 'Update' }).click();
  await page.waitForURL(`**/show/event/${eventId}`);
}

describe('form-style option steps', () => {
  const journey = useJourney();

  it('configures email, SMS, branding, social gallery, offers and form in the wizard, then edits each', async () => {
    const { page } = journey;
    await becomeMonthlyProMember(journey, 'option-forms');
    const eventId = await createEventViaApi(page, {
      name: 'Option night',
      features: { gallery: 1, sharing: 1, data_capture: 1 },
      options: { qr_code: 1 },
      isFinal: false,
    });
    await page.goto('/event#draft');
    await page
      .getByRole('article', { name: 'Option night' })
      .getByRole('link', { name: /^Continue/ })
      .click();
    await page.waitForURL('**/event/options');
    for (const name of FORM_OPTIONS) await page.getByRole('checkbox', { name }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    // Email
    await page.waitForURL('**/event/email');
    await heading(page, 'Email Settings');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectText(journey, MESSAGES.chooseAnyTemplate);
    await page.getByLabel('From Name').fill('Gala team');
    await page.getByLabel('Email Subject').fill('Your photos from the gala');
    await page.getByRole('button', { name: 'Template Library' }).click();
    const library = page.getByRole('dialog', { name: 'Template Library' });
    await library.getByRole('radio', { name: 'Email Template Two' }).waitFor();
    await snap(page, 'option-email-library');
    await library.getByRole('button', { name: 'Edit Template Email Template Two' }).click();
    await page.getByLabel('Message').fill('Thank you for coming! Your photos are waiting.');
    await snap(page, 'option-email');
    await page.getByRole('button', { name: 'Next' }).click();

    // SMS
    await page.waitForURL('**/event/sms');
    await heading(page, 'Text Messaging / SMS settings');
    await page.getByLabel('Text Message').pressSequentially('Party time 🎉');
    await expectText(journey, MESSAGES.emojiInTextMessage);
    await page.getByLabel('Text Message').fill('Your photos are ready');
    await page.getByLabel('Google Review Link').fill('https://g.page/r/gala/review');
    await page.getByLabel('Google Review Custom Message').fill('x'.repeat(61));
    await page.getByRole('button', { name: 'Next' }).click();
    await expectText(journey, MESSAGES.reviewMessageTooLong);
    await snap(page, 'option-sms-errors');
    await page.getByLabel('Google Review Custom Message').fill('Loved it? Leave us a review');
    await page.getByRole('button', { name: 'Next' }).click();

    // Custom branding
    await page.waitForURL('**/event/custom-branding');
    await heading(page, /^Custom Branding/);
    await page.locator('input[type="file"]').setInputFiles(await drawEventImage(page));
    await page.getByAltText('Watermark logo').waitFor();
    await page.getByRole('radio', { name: 'Left' }).check();
    await page.getByRole('radio', { name: 'Top' }).check();
    await snap(page, 'option-custom-branding');
    await page.getByRole('button', { name: 'Next' }).click();

    // Social gallery
    await page.waitForURL('**/event/microsite');
    await heading(page, 'Social Gallery');
    await expectText(journey, MESSAGES.noTemplateSelected);
    await page.getByRole('button', { name: 'Select Your Social Gallery' }).click();
    const gallery = page.getByRole('dialog', { name: 'Select Your Social Gallery' });
    await gallery.getByRole('radio', { name: 'Social Gallery One' }).click();
    await gallery.getByRole('button', { name: 'Save changes' }).click();
    await page.getByLabel('Button text').fill('Get my photos');
    await page.getByLabel('Meta Title').fill('Gala photos');
    await page.getByRole('switch', { name: 'Twitter' }).click();
    await page.getByRole('button', { name: 'Js Header Tracking' }).click();
    const tracking = page.getByRole('dialog', { name: 'Js Header Tracking' });
    await tracking.getByLabel('Header script').fill('<script>window.dataLayer = [];</script>');
    await snap(page, 'option-microsite-tracking');
    await tracking.getByRole('button', { name: 'Save changes' }).click();
    await snap(page, 'option-microsite');
    await page.getByRole('button', { name: 'Next' }).click();

    // Incentives & offers
    await page.waitForURL('**/event/incentive-offer');
    await heading(page, 'Incentives & Offers');
    await page.getByRole('button', { name: 'ADD' }).click();
    expect(await page.getByLabel(/^Offer name/).count()).toBe(6);
    for (const number of [6, 5, 4, 3]) await page.getByRole('button', { name: `Remove offer ${number}` }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectText(journey, MESSAGES.thisIsRequired);
    await page.getByLabel('Description').fill('Show your voucher at the bar');
    for (const [number, name] of [
      [1, 'Free drink'],
      [2, '10% off prints'],
    ] as const) {
      await page.getByLabel(`Offer name ${number}`).fill(name);
      await page.getByLabel(`Uses limit ${number}`).fill('100');
      await page.getByLabel(`Expire in ${number}`).fill(await pickerTime(page, 3 * DAY));
    }
    await snap(page, 'option-incentive-offer');
    await page.getByRole('button', { name: 'Next' }).click();

    // Form builder
    await page.waitForURL('**/event/form-builder');
    await heading(page, 'Form Builder');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Customer Feedback' }).click();
    await page.getByLabel('Field 4 name').fill('customer_recommendation');
    await page.getByRole('button', { name: 'Save Data' }).click();
    await page.getByText(MESSAGES.duplicateFieldName).first().waitFor();
    await snap(page, 'option-form-builder-duplicate');
    await page.getByLabel('Field 4 name').fill('customer_satisfaction');
    await page.getByRole('button', { name: 'Save Data' }).click();
    await expectText(journey, MESSAGES.formSaved);
    await snap(page, 'option-form-builder');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/event/summary');
    await heading(page, 'Summary');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/event');

    await page.goto(`/show/event/${eventId}`);
    await section(page, 'Sharing').getByText('Your photos from the gala').waitFor();
    await section(page, 'Sharing').getByText('Your photos are ready').waitFor();
    await section(page, 'Custom Branding').getByText('Top Left').waitFor();
    await section(page, 'Social Gallery').getByText('Gala photos').waitFor();
    await section(page, 'Incentive & offer').getByText('Free drink').waitFor();
    await section(page, 'Form Builder').getByText('Customer Feedback').waitFor();
    await snap(page, 'option-forms-details');

    // Each edit screen: change something, Update, and see it on the details page.
    await page.getByRole('link', { name: 'Edit Email' }).click();
    await page.getByLabel('Email Subject').fill('Photos from a night to remember');
    await snap(page, 'option-email-edit');
    await update(page, eventId);
    await expectText(journey, MESSAGES.informationUpdated);
    await section(page, 'Sharing').getByText('Photos from a night to remember').waitFor();

    await page.getByRole('link', { name: 'Edit Text Messaging' }).click();
    await page.getByLabel('Text Message').fill('Your gala photos are here');
    await snap(page, 'option-sms-edit');
    await update(page, eventId);
    await section(page, 'Sharing').getByText('Your gala photos are here').waitFor();

    await page.getByRole('link', { name: 'Edit Custom Branding' }).click();
    await page.getByRole('radio', { name: 'Bottom' }).check();
    await snap(page, 'option-custom-branding-edit');
    await update(page, eventId);
    await section(page, 'Custom Branding').getByText('Bottom Left').waitFor();

    await page.getByRole('link', { name: 'Edit Social Gallery' }).click();
    await page.getByLabel('Meta Title').fill('Gala night gallery');
    await page.getByLabel('Gallery Password').fill('secret-1');
    await snap(page, 'option-microsite-edit');
    await update(page, eventId);
    await section(page, 'Social Gallery').getByText('Gala night gallery').waitFor();
    await section(page, 'Social Gallery').getByText('Protected').waitFor();

    await page.getByRole('link', { name: 'Edit Incentive & offer' }).click();
    await page.getByLabel('Offer name 2').fill('Free print');
    await snap(page, 'option-incentive-offer-edit');
    await update(page, eventId);
    await section(page, 'Incentive & offer').getByText('Free print').waitFor();

    await page.getByRole('link', { name: 'Edit Form Builder' }).click();
    await page.getByRole('button', { name: 'Add field' }).click();
    await page.getByLabel('Field 5 label').fill('Your favourite song');
    await page.getByLabel('Field 5 name').fill('favourite_song');
    await snap(page, 'option-form-builder-edit');
    await update(page, eventId);
    await section(page, 'Form Builder').getByText('Your favourite song').waitFor();
    await snap(page, 'option-forms-details-updated');
  });

  it('previews a form on the standalone form builder page', async () => {
    const { page } = journey;
    await becomeMonthlyProMember(journey, 'form-preview');
    await page.goto('/form-builder');
    await page.getByText('Select any form').waitFor();
    await page.getByRole('button', { name: 'Custom Form' }).click();
    await page.getByRole('button', { name: 'See Form' }).click();
    await expectText(journey, MESSAGES.formEmpty);
    await page.getByRole('button', { name: 'Poll Feedback' }).click();
    await page.getByRole('button', { name: 'See Form' }).click();
    await page.getByRole('dialog', { name: 'Poll Feedback' }).getByText('Which drink do you prefer?').waitFor();
    await snap(page, 'form-builder-preview');
  });
});
