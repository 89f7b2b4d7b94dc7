/** The demo events' settings of the social gallery step, saved by its service from its update call's body. */
import { micrositeEndpoints } from '@boothdeck/contract';
import { bodyFor, firstOf } from '../../../../tools/demo/demo-library.ts';
import type { DemoStep } from '../../../../tools/demo/demo-options.ts';
import { createMicrositeService } from './microsite.service.ts';

export const demo: DemoStep = async ({ options, userId, event, look: { library, saved, brandMark } }) => {
  const mine = event.booth === 'wedding';
  const body = bodyFor(micrositeEndpoints.update, {
    meta_title: `${event.name} · photos`,
    ...(mine ? { gallery_password: 'celebrate' } : {}),
    sms: 1,
    email: 1,
    facebook: 1,
    instagram: 1,
    linked_in: event.booth === 'corporate' ? 1 : 0,
    twitter: event.booth === 'party' ? 1 : 0,
    download: 1,
    microsite_template_id: mine ? saved.gallery.templateId : firstOf(library.micrositeTemplates, event.index),
    template_type: mine ? 'my' : 'standard',
    ...(mine ? { my_social_gallery_id: saved.gallery.id } : {}),
    // A party keeps the standard template's own look; the others carry the organiser's brand.
    ...(event.booth === 'party' || mine
      ? {}
      : {
          contents: {
            logo: brandMark,
            contentBodyText: `Your photos from ${event.name}: download them and share them with your friends.`,
            SocialMenuStyle: '#312e81',
            buttonText: 'Download all',
            buttonColor: '#f59e0b',
            footerText: 'Sunny Side Photo Booths',
          },
        }),
  });
  return createMicrositeService(options).save(userId, event.id, body);
};
