// One journey on purpose (over 300 lines): it configures every form-style step of one event in order, then edits each.
import { MESSAGES } from '@boothdeck/contract/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectText } from '../support/accounts.ts';
import { createEventViaApi, drawEventImage, pickDateTime, wallTimeIn } from '../support/events.ts';
import { useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { snap } from '../support/screens.ts';

const DAY = 24 * 60;
const FORM_OPTIONS = [
  'Email',
  'SMS Sharing',
  'Custom Branding',
  'Social Gallery',
  'Incentives & Offers',
  'Form Builder',
];

/** The step's own heading: the address changes before its page has loaded. */
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 2 }).waitFor();

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function update(page: Page, eventId: number) {
  await page.getByRole('heading', { name: /^Edit /, level: 2 }).waitFor();
  await page.getByRole('button', { name: 'Update' }).click();
  await page.waitForURL(`**/show/event/${eventId}`);
}

const editorAction = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Editor actions' }).getByRole('button', { name, exact: true });

/** Writes the e-mail's message with the editor's toolbar: a heading, a bold line and a bullet list. */
async function writeEmailMessage(page: Page) {
  const message = page.getByRole('group', { name: 'Message' });
  await page.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Thank you for coming!');
  await message.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await message.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Your photos are waiting.');
  await message.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.press('Enter');
  await message.getByRole('button', { name: 'Bullet list' }).click();
  await page.keyboard.type('Download them');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Share them with friends');
}

/** Save Changes in a template editor: a name, then the confirmation. */
async function saveAsMyTemplate(page: Page, name: string) {
  const saveChanges = page.getByRole('group', { name: 'Save Changes' });
  await saveChanges.getByRole('textbox', { name: 'Template name' }).fill(name);
  await saveChanges.getByRole('button', { name: 'Save', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Save Changes' });
  await confirm.getByText(MESSAGES.templateConfirm).waitFor();
  await confirm.getByRole('button', { name: 'Yes, save' }).click();
}

describe('form-style option steps', () => {
  const journey = useJourney();

  it('configures email, SMS, branding, social gallery, offers and form in the wizard, then edits each', {
    timeout: 120_000,
  }, async () => {
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
    // Info, features and options (QR Code, which has no step) are saved: Continue opens the Summary;
    // the step bar leads back to the options.
    await page.waitForURL('**/event/summary');
    await page
      .getByRole('navigation', { name: 'Wizard steps' })
      .getByRole('link', { name: /Event Options/ })
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

    // The e-mail template editor: a heading, bold text and a list, saved as a template of my own.
    await page.waitForURL('**/edit-email-template/*');
    // The sample's texts name this event, not the one the sample was written for.
    await expect.poll(() => page.getByLabel('Event name').inputValue()).toBe('Option night');
    await writeEmailMessage(page);
    const emailPreview = section(page, 'Email preview');
    await emailPreview.getByRole('heading', { name: 'Thank you for coming!' }).waitFor();
    await emailPreview.locator('strong', { hasText: 'Your photos are waiting.' }).waitFor();
    await emailPreview.getByRole('listitem').filter({ hasText: 'Share them' }).waitFor();
    await emailPreview.getByText('Desktop', { exact: true }).click();
    await snap(page, 'email-template-editor');
    await saveAsMyTemplate(page, 'Gala mail');
    await page.waitForURL('**/event/email');
    await heading(page, 'Email Settings');
    await expect.poll(() => page.getByLabel('From Name').inputValue()).toBe('Gala team');
    await page.getByText('Gala mail', { exact: true }).waitFor();
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
    await page.getByRole('combobox', { name: "Countries guests' texts may go to" }).fill('New Zea');
    await page.getByRole('option', { name: 'New Zealand' }).click();
    await page.keyboard.press('Escape');
    await snap(page, 'option-sms-countries');
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
    await page.getByLabel('Meta Title').fill('Gala photos');
    await page.getByRole('switch', { name: 'Twitter' }).click();
    await page.getByRole('button', { name: 'Js Header Tracking' }).click();
    const tracking = page.getByRole('dialog', { name: 'Js Header Tracking' });
    await tracking.getByLabel('Header script').fill('<script>window.dataLayer = [];</script>');
    await snap(page, 'option-microsite-tracking');
    await tracking.getByRole('button', { name: 'Save changes' }).click();

    // The social gallery template editor: a new tagline and menu colour, saved as a template of my own.
    await page.getByRole('button', { name: 'Edit template' }).click();
    await page.waitForURL('**/edit-socail-template/*');
    await page.getByLabel('Tagline').fill('Relive the gala, one photo at a time.');
    await page.getByLabel('Social menu colour').fill('#2F2A5B');
    await page.getByLabel('Button text').fill('Get my photos');
    const galleryPreview = section(page, 'Social gallery preview');
    await galleryPreview.getByText('Relive the gala, one photo at a time.').waitFor();
    await expect
      .poll(() => galleryPreview.getByLabel('Social menu').evaluate((menu) => getComputedStyle(menu).backgroundColor))
      .toBe('rgb(47, 42, 91)');
    await snap(page, 'microsite-template-editor');
    await saveAsMyTemplate(page, 'Gala look');
    await page.waitForURL('**/event/microsite');
    await heading(page, 'Social Gallery');
    await expect.poll(() => page.getByLabel('Meta Title').inputValue()).toBe('Gala photos');
    await page.getByText('Script added').waitFor();
    await page.getByText('Gala look', { exact: true }).waitFor();
    await snap(page, 'option-microsite');
    await page.getByRole('button', { name: 'Next' }).click();

    // Incentives & offers
    await page.waitForURL('**/event/incentive-offer');
    await heading(page, 'Incentives & Offers');
    await page.getByRole('button', { name: 'ADD' }).click();
    await expect.poll(() => page.getByLabel(/^Offer name/).count()).toBe(6);
    for (const number of [6, 5, 4]) await page.getByRole('button', { name: `Remove offer ${number}` }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectText(journey, MESSAGES.thisIsRequired);
    await page.getByLabel('Description').fill('Show your voucher at the bar');
    // The expiry is picked on the same dd-mm-yyyy calendar as the event's dates, on the event's clock;
    // the third row stays empty and is left out.
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    for (const [number, name] of [
      [1, 'Free drink'],
      [2, '10% off prints'],
    ] as const) {
      await page.getByLabel(`Offer name ${number}`).fill(name);
      await page.getByLabel(`Uses limit ${number}`).fill('100');
      await pickDateTime(page, `Expire in ${number}`, wallTimeIn(zone, 3 * DAY));
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
    // The Summary recaps each option's settings, the saved templates by their names.
    await section(page, 'Email').getByText('Your photos from the gala').waitFor();
    await section(page, 'Email').getByText('Gala mail (My Template)').waitFor();
    await section(page, 'SMS Sharing').getByText('Your photos are ready').waitFor();
    await section(page, 'Social Gallery').getByText('Gala look (My Template)').waitFor();
    await section(page, 'Incentives & Offers').getByText('Free drink').waitFor();
    await section(page, 'Form Builder').getByText('Customer Feedback').waitFor();
    await snap(page, 'option-forms-summary');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/event');

    await page.goto(`/show/event/${eventId}`);
    await section(page, 'Sharing').getByText('Your photos from the gala').waitFor();
    await section(page, 'Sharing').getByText('Gala mail (My Template)').waitFor();
    await section(page, 'Social Gallery').getByText('Gala look (My Template)').waitFor();
    await section(page, 'Sharing').getByText('Your photos are ready').waitFor();
    await section(page, 'Custom Branding').getByText('Top Left').waitFor();
    await section(page, 'Social Gallery').getByText('Gala photos').waitFor();
    await section(page, 'Incentive & offer').getByText('Free drink').waitFor();
    await section(page, 'Form Builder').getByText('Customer Feedback').waitFor();
    await snap(page, 'option-forms-details');

    // Each edit screen: change something, Update, and see it on the details page.
    await page.getByRole('link', { name: 'Edit Email' }).click();
    await page.getByLabel('Email Subject').fill('Photos from a night to remember');
    // The saved rich text comes back into the editor; Cancel returns with the subject still typed.
    await page.getByRole('button', { name: 'Edit template' }).click();
    await page.waitForURL(`**/edit-email-template/*/${eventId}`);
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.getByRole('heading', { name: 'Thank you for coming!' }).waitFor();
    await message.locator('li', { hasText: 'Download them' }).waitFor();
    await editorAction(page, 'Cancel').click();
    await page.waitForURL(`**/event/email/edit/${eventId}`);
    await expect.poll(() => page.getByLabel('Email Subject').inputValue()).toBe('Photos from a night to remember');
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
