import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/journey.ts';
import {
  createLeadEvent,
  expectGalleryCounts,
  IPAD_LANDSCAPE,
  organiserLeads,
  PHONE,
  setUpBooth,
  snapKiosk,
  useKiosk,
} from '../support/kiosk.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';

describe.each([
  ['an iPad in landscape', IPAD_LANDSCAPE],
  ['a phone', PHONE],
])('a guest at the booth on %s', (_device, viewport) => {
  const journey = useJourney();
  const kiosk = useKiosk(() => journey.baseUrl, viewport);
  const size = `${viewport.width}`;

  it('gives their details on the event’s form, takes a photo, sees its share QR code and gets a voucher', async () => {
    await becomeMonthlyProMember(journey, `booth-guest-${size}`);
    const event = await createLeadEvent(journey, `Harbour Guests ${size}`);
    const { page } = kiosk;
    await setUpBooth(page, event.uuid, `Booth ${size} – bar`);

    await page.getByRole('button', { name: /^Photo\b/ }).click();
    await page.getByRole('heading', { name: 'Stay in touch' }).waitFor();
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('ada@example.com');
    await page.getByLabel('I agree to these terms').check();
    await snapKiosk(page, 'lead-form');
    await page.getByRole('button', { name: 'Send my details' }).click();

    const shutter = page.getByRole('button', { name: 'Take it' });
    await expect.poll(() => shutter.isEnabled(), { timeout: 20_000 }).toBe(true);
    await shutter.click();
    await page.getByRole('button', { name: 'Keep it' }).click({ timeout: 30_000 });

    await page.getByRole('heading', { name: 'Take it with you' }).waitFor();
    const shareAddress = await page.locator('.kiosk-qr__address').textContent();
    expect(shareAddress).toMatch(new RegExp(`^${journey.baseUrl}/gallery/share/pending/${event.uuid}/[\\w-]{8,}$`));
    await snapKiosk(page, 'share');
    await page.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('heading', { name: 'Free coffee' }).waitFor();
    await snapKiosk(page, 'offer');
    await page.getByRole('button', { name: 'Get my voucher' }).click();
    await page.getByRole('img', { name: 'Your voucher’s QR code' }).waitFor();
    const voucherAddress = (await page.locator('.kiosk-qr__address').textContent()) ?? '';
    expect(voucherAddress).toMatch(new RegExp(`^${journey.baseUrl}/offer/avail/${event.eventId}/`));
    await snapKiosk(page, 'voucher');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('heading', { name: `Harbour Guests ${size}` }).waitFor();

    await expectGalleryCounts(journey, event.eventId, { photo: 1 });
    await expect
      .poll(() => organiserLeads(journey, event.eventId))
      .toEqual([{ name: 'Ada Lovelace', email: 'ada@example.com' }]);
    // The voucher's page opens for the guest with the offer on it.
    await journey.page.goto(voucherAddress);
    await journey.page.getByText('Free coffee').first().waitFor();
  }, 180_000);
});
