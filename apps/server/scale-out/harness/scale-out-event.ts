/**
 * What the scale-out tests start from, made through the real API on a test app before the
 * cluster starts on the same database: an organiser with an event that takes photos and clips, captures
 * leads with a form and gives out vouchers, booths signed in to it, and a second event whose
 * public gallery is behind a password.
 */
import {
  formBuilderEndpoints,
  incentiveOfferEndpoints,
  micrositeEndpoints,
  type SocialGalleryBody,
} from '@boothdeck/contract';
import { galleryIdOf } from '../../src/modules/public-gallery/public-gallery.service.ts';
import { signInBooth } from '../../src/test/booth-client.ts';
import { DAY_MS, utcWallTime } from '../../src/test/events-client.ts';
import { LEAD_FORM } from '../../src/test/leads-setup.ts';
import { sampleCall } from '../../src/test/option-step-samples.ts';
import { first, optionsClient } from '../../src/test/options-client.ts';
import type { SignedIn } from '../../src/test/packages-client.ts';
import type { TestApp } from '../../src/test/test-app.ts';

export const GALLERY_PASSWORD = 'open sesame';

export type ScaleOutEvent = {
  organiser: SignedIn;
  eventId: number;
  /** The busy event's public gallery (no password). */
  galleryId: string;
  offerId: number;
  /** One token per booth, each its own booth session. */
  boothTokens: string[];
  /** The other event's gallery, open only with GALLERY_PASSWORD. */
  lockedGalleryId: string;
};

export async function scaleOutEvent(t: TestApp, booths: number): Promise<ScaleOutEvent> {
  const client = optionsClient(t.app, t.config.dataDir, t.config.appUrl);
  const organiser = await client.organiser('Monthly Pro');
  const library = await client.libraries(organiser);
  const gallery = (eventId: number, settings: Partial<SocialGalleryBody> = {}) =>
    sampleCall(micrositeEndpoints.save, {
      eventId,
      microsite_template_id: first(library.micrositeTemplates),
      ...settings,
    });

  const eventId = await client.eventWith(
    organiser,
    { data_capture: 1, offer: 1, video: 1 },
    { form_builder: 1, incentive_offer: 1, microsite: 1 },
  );
  await client.saveAll(organiser, [
    sampleCall(formBuilderEndpoints.save, { eventId, form_name: 'Custom Form', form_data: LEAD_FORM }),
    sampleCall(incentiveOfferEndpoints.save, {
      eventId,
      description: 'Show this at the bar',
      incentive_offer: [{ offer_name: 'Free drink', uses_limit: 1000, expire_in: utcWallTime(10 * DAY_MS) }],
    }),
    gallery(eventId),
  ]);
  await client.submit(organiser, eventId);
  const shown = await client.show(organiser, eventId);
  const offerId = first<{ id: number }>(shown.incentive_offer ?? []).id;

  const lockedEventId = await client.eventWith(organiser, {}, { microsite: 1 });
  await client.saveAll(organiser, [gallery(lockedEventId, { gallery_password: GALLERY_PASSWORD })]);
  await client.submit(organiser, lockedEventId);
  const locked = await client.show(organiser, lockedEventId);

  const boothTokens: string[] = [];
  for (let booth = 0; booth < booths; booth++) boothTokens.push(await signInBooth(t.app, shown.uuid));
  return {
    organiser,
    eventId,
    galleryId: galleryIdOf(shown.uuid),
    offerId,
    boothTokens,
    lockedGalleryId: galleryIdOf(locked.uuid),
  };
}
