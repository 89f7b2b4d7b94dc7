/**
 * A guest in their own language: the organiser offers Spanish and Arabic, a guest picks Español on
 * the booth's start screen, fills in the form and has their photo e-mailed; the e-mail is in
 * Spanish and opens the gallery in Spanish, its default texts too; switched to Arabic, the gallery
 * mirrors, and so does the guest's data page its footer links to, which keeps the guest's choice
 * and asks for a code in the language shown.
 */
import { eventLanguageEndpoints } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/journey.ts';
import { createLeadEvent, IPAD_LANDSCAPE, organiserClient, setUpBooth, snapKiosk, useKiosk } from '../support/kiosk.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { waitForMail } from '../support/outbox.ts';
import { snap } from '../support/screens.ts';

describe('a guest in their own language', () => {
  const journey = useJourney({ viewport: { width: 390, height: 844 } });
  const kiosk = useKiosk(() => journey.baseUrl, IPAD_LANDSCAPE);

  it('picks Español on the booth, gets their e-mail in Spanish and a Spanish gallery, and Arabic mirrors it', async () => {
    await becomeMonthlyProMember(journey, 'guest-languages');
    const event = await createLeadEvent(journey, 'Fiesta del Puerto');

    // The organiser offers English (the default), Spanish and Arabic.
    await journey.page.setViewportSize({ width: 1280, height: 900 });
    await journey.page.goto(`/event/languages/edit/${event.eventId}`);
    await journey.page.getByRole('heading', { name: 'Guest languages' }).waitFor();
    await journey.page.getByRole('checkbox', { name: 'Español' }).check();
    await journey.page.getByRole('checkbox', { name: 'العربية' }).check();
    await journey.page.getByRole('button', { name: 'Español' }).click();
    await journey.page
      .getByRole('region', { name: 'Español' })
      .getByRole('textbox', { name: 'Share SMS text' })
      .fill('¡Gracias por venir a la Fiesta! Tu foto:');
    await snap(journey.page, 'guest-languages-organiser-1280');
    await journey.page.getByRole('button', { name: 'Save' }).click();
    await journey.page.getByRole('heading', { name: 'Fiesta del Puerto' }).waitFor();
    const client = await organiserClient(journey);
    const saved = await client.call(eventLanguageEndpoints.read, { params: { id: event.eventId } });
    expect(saved.languages).toMatchObject({ languages: ['en', 'es', 'ar'], default_language: 'en' });

    // At the booth: the start screen offers the languages; the guest picks Español.
    const { page } = kiosk;
    await setUpBooth(page, event.uuid, 'Booth – muelle');
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByText('Toca para empezar').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await snapKiosk(page, 'attract-languages-es');
    await page.getByRole('button', { name: /^Foto\b/ }).click();
    await page.getByRole('heading', { name: 'Stay in touch' }).waitFor();
    const email = `lucia-${Date.now().toString(36)}@example.com`;
    await page.getByLabel('Full name').fill('Lucía Fernández');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByLabel('Acepto estas condiciones').check();
    await snapKiosk(page, 'lead-form-es');
    await page.getByRole('button', { name: 'Enviar mis datos' }).click();
    const shutter = page.getByRole('button', { name: '¡Dispara!' });
    await expect.poll(() => shutter.isEnabled(), { timeout: 20_000 }).toBe(true);
    await shutter.click();
    await page.getByRole('button', { name: 'Me la quedo' }).click({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Llévatela' }).waitFor();
    await page.getByRole('button', { name: 'Enviármela por correo' }).click();
    await page.getByText(`De camino a ${email}`).waitFor();
    await snapKiosk(page, 'share-es');

    // The e-mail comes in Spanish, its link in Spanish too.
    const mail = await waitForMail(journey.dataDir, email);
    expect(mail).toContain('Ver mi foto');
    expect(mail).toContain('Si el bot=C3=B3n no funciona');
    const link = /https?:\/\/[^\s"<>]+\/social\/gallery\/view\/[A-Za-z0-9_-]+\?lang=3Des/.exec(mail)?.[0];
    expect(link).toBeDefined();

    // The guest opens it on their phone: the gallery is in Spanish, whatever the phone's language.
    await journey.page.setViewportSize({ width: 390, height: 844 });
    await journey.page.goto((link ?? '').replace('=3D', '='));
    await expect.poll(() => journey.page.evaluate(() => document.documentElement.lang)).toBe('es');
    await journey.page.goto(`/social/gallery/${event.galleryId}`);
    await journey.page.getByRole('link', { name: 'Presentación' }).waitFor();
    // The gallery's texts the organiser left blank are the product's, in the guest's language.
    await journey.page.getByText('Te lo ofrece Boothdeck').waitFor();
    const firstTile = journey.page.getByTestId('public-grid').getByRole('link').first();
    await firstTile.waitFor();
    // Tiles are placed from the line's start: the left in Spanish.
    expect(await firstTile.evaluate((tile) => getComputedStyle(tile).left)).toBe('0px');
    await snap(journey.page, 'guest-languages-gallery-es-390');

    // In Arabic the page reads right to left: tiles are placed from the right.
    await journey.page.getByRole('combobox', { name: 'Idioma' }).selectOption('ar');
    await journey.page.getByRole('link', { name: 'عرض الشرائح' }).waitFor();
    await journey.page.getByText('شاركها الآن مع عائلتك وأصدقائك').waitFor();
    expect(await journey.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await firstTile.evaluate((tile) => getComputedStyle(tile).right)).toBe('0px');
    await snap(journey.page, 'guest-languages-gallery-ar-390');

    // The data page keeps the guest's Arabic; its code comes in the language it shows.
    await journey.page.getByRole('link', { name: 'بياناتك' }).click();
    await journey.page.getByRole('heading', { name: 'بياناتك' }).waitFor();
    expect(await journey.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await snap(journey.page, 'guest-languages-data-ar-390');
    await journey.page.setViewportSize({ width: 1440, height: 900 });
    await snap(journey.page, 'guest-languages-data-ar-1440');
    await journey.page.getByRole('combobox', { name: 'اللغة' }).selectOption('es');
    await journey.page.getByLabel('Correo electrónico o número de móvil').fill(email);
    await journey.page.getByRole('button', { name: 'Envíame un código' }).click();
    await journey.page.getByLabel('Código').waitFor();
    await snap(journey.page, 'guest-languages-data-es-1440');
    await journey.page.setViewportSize({ width: 390, height: 844 });
    await snap(journey.page, 'guest-languages-data-es-390');
    expect(await waitForMail(journey.dataDir, email, 1)).toContain('Tu c=C3=B3digo es');
  }, 240_000);
});
