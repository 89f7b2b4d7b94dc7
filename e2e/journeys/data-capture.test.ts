import { type FormDataBody, formBuilderEndpoints, leadEndpoints } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { isCallTo, organiserApi } from '../support/api.ts';
import { type Booth, signInBooth } from '../support/booth.ts';
import { createEventViaApi, eventUuidOf } from '../support/events.ts';
import { type Journey, useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { waitForMail } from '../support/outbox.ts';
import { snap } from '../support/screens.ts';

const FORM: FormDataBody['form_data'] = [
  { type: 'text', label: 'Your name', name: 'full_name' },
  { type: 'email', label: 'Email address', name: 'email' },
  { type: 'text', label: 'Mobile', name: 'mobile' },
  { type: 'radio', label: 'Would you come again?', name: 'again', values: ['Yes', 'No'] },
];

const GUESTS = ['Ada', 'Ben', 'Cleo', 'Dev', 'Esme', 'Finn', 'Gia', 'Hugo'];
const BOOTH_NAME = 'Booth 1 – entrance';

/** An event that captures data with FORM, and eight guests' leads from its booth (Gia and Hugo said no to messages). */
async function eventWithLeads(
  journey: Journey,
  label: string,
  name: string,
): Promise<{ eventId: number; suffix: string }> {
  const { page, baseUrl } = journey;
  await becomeMonthlyProMember(journey, label);
  const eventId = await createEventViaApi(page, {
    name,
    features: { gallery: 1, sharing: 1, data_capture: 1 },
    options: { form_builder: 1 },
  });
  await (await organiserApi(page)).call(formBuilderEndpoints.save, {
    body: { eventId, form_name: 'Custom Form', form_data: FORM },
  });
  const uuid = await eventUuidOf(page, eventId);
  const booth: Booth = await signInBooth(baseUrl, uuid, '1234', BOOTH_NAME);
  const suffix = Date.now().toString(36);
  for (const [index, guest] of GUESTS.entries()) {
    await booth.captureLead(
      {
        full_name: `${guest} Guest`,
        email: `${guest.toLowerCase()}-${suffix}@example.com`,
        mobile: `+61 400 000 ${String(index).padStart(3, '0')}`,
        again: 'Yes',
      },
      { marketing: index < 6 },
    );
  }
  return { eventId, suffix };
}

describe('data capture', () => {
  const journey = useJourney();

  it('finds the event, loads more leads, e-mails the marked ones and exports the CSV', {
    timeout: 120_000,
  }, async () => {
    const { page, dataDir } = journey;
    const { eventId, suffix } = await eventWithLeads(journey, 'leads', 'Leads Night');

    await page.goto('/data-capture');
    await page.getByRole('heading', { name: 'Data Collection' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search events' }).fill('leads night');
    const row = page.getByRole('row', { name: /Leads Night/ });
    await row.waitFor();
    await expect.poll(() => row.getByRole('cell').nth(4).textContent()).toBe('8');
    await snap(page, 'data-capture-events');
    await row.getByRole('link', { name: 'View leads of Leads Night' }).click();
    await page.waitForURL(`**/data-capture-view/${eventId}`);

    // Newest first, five at a time.
    const leadRows = page.getByRole('table', { name: 'Leads' }).getByRole('row');
    await page.getByRole('checkbox', { name: 'Select Hugo Guest' }).waitFor();
    await expect.poll(() => leadRows.count()).toBe(1 + 5);
    await page.getByRole('button', { name: 'Load More' }).click();
    await page.getByRole('checkbox', { name: 'Select Ada Guest' }).waitFor();
    await expect.poll(() => leadRows.count()).toBe(1 + 8);
    await expect.poll(() => page.getByRole('button', { name: 'Load More' }).count()).toBe(0);

    // One lead marked: its row buttons work; a second one turns the row buttons off.
    await page.getByRole('checkbox', { name: 'Select Ben Guest' }).check();
    await expect.poll(() => page.getByRole('button', { name: 'Send Email to Ben Guest' }).isEnabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Select Cleo Guest' }).check();
    await page.getByRole('checkbox', { name: 'Select Hugo Guest' }).check();
    await expect.poll(() => page.getByRole('button', { name: 'Send Email to Ben Guest' }).isDisabled()).toBe(true);
    await snap(page, 'data-capture-leads-marked');

    await page.getByRole('button', { name: 'Send Marked Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Email' });
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Your night with us');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Thank you for coming to Leads Night.');
    await snap(page, 'data-capture-message-dialog');
    await dialog.getByRole('button', { name: 'Send' }).click();
    // Hugo said no to messages: he is left out and counted.
    await page.getByText('Email queued for 2 leads').waitFor();
    await page.getByText(/1 lead left out/).waitFor();
    const mail = await waitForMail(dataDir, `ben-${suffix}@example.com`);
    expect(mail).toContain('Subject: Your night with us');
    expect(mail).toContain('Thank you for coming to Leads Night.');
    await waitForMail(dataDir, `cleo-${suffix}@example.com`);

    // Select-all switches to the 'all' mode: every row ticked, row buttons off.
    await page.getByRole('checkbox', { name: 'Select all leads' }).check();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Select Ada Guest' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Send SMS to Ada Guest' }).isDisabled()).toBe(true);

    // The export opens a signed link in a new window; no token travels in it.
    const exportRequest = page.context().waitForEvent('request', isCallTo(leadEndpoints.exportCsv));
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const exportUrl = (await exportRequest).url();
    expect(exportUrl).not.toMatch(/token|bearer/i);
    const csv = await fetch(exportUrl);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="leads-Leads-Night.csv"');
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(
      /^"Your name","Email address","Mobile","Would you come again\?","Name","Email","Mobile","Marketing consent"/,
    );
    expect(lines).toHaveLength(1 + 8);
    expect(lines[1]).toContain(`"Ada Guest","ada-${suffix}@example.com","'+61 400 000 000","Yes"`);
    // The consent record names the booth each lead came from.
    expect(lines[0]).toContain('"Terms shown","Booth","Booth signed in at');
    expect(lines.slice(1).every((line) => line.includes(`"${BOOTH_NAME}"`))).toBe(true);

    // The event's analytics count the leads the booth sent.
    await page.goto(`/event-analytic/${eventId}`);
    await page.getByRole('heading', { name: 'Leads Night' }).waitFor();
    await page.getByLabel(`Leads: ${GUESTS.length}`).waitFor();
    await snap(page, 'data-capture-event-analytics');
  });

  describe('on a phone', () => {
    const phone = useJourney({ viewport: { width: 390, height: 844 } });

    it('lists the leads in a table that scrolls sideways and keeps Load More in reach', {
      timeout: 90_000,
    }, async () => {
      const { page } = phone;
      const { eventId } = await eventWithLeads(phone, 'leads-phone', 'Phone Leads');
      await page.goto(`/data-capture-view/${eventId}`);
      await page.getByRole('checkbox', { name: 'Select Hugo Guest' }).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth))
        .toBe(false);
      await page.getByRole('button', { name: 'Load More' }).click();
      await page.getByRole('checkbox', { name: 'Select Ada Guest' }).waitFor();
      await snap(page, 'data-capture-leads-phone');
      await page.goto('/data-capture');
      await page.getByRole('row', { name: /Phone Leads/ }).waitFor();
      await snap(page, 'data-capture-events-phone');
    });
  });
});
