/**
 * What the demo's option settings choose from: the libraries' items, and the organiser's own
 * saved e-mail and social gallery templates (made once, through the saved templates' service).
 */
import { savedTemplateEndpoints } from '@boothdeck/contract';
import type { z } from 'zod';
import type { LibrariesRepository } from '../../src/modules/libraries/libraries.repository.ts';
import type { OptionsContext } from '../../src/modules/options/option-context.ts';
import { createSavedTemplateService } from '../../src/modules/options/saved-templates/saved-templates.service.ts';

export type DemoLibrary = {
  gifs: number[];
  burstGifs: number[];
  /** With their preview pictures (library paths), which the event images show. */
  frames: { id: number; preview: string }[];
  filters: number[];
  props: number[];
  emailTemplates: number[];
  micrositeTemplates: number[];
};

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

export async function readDemoLibrary(libraries: LibrariesRepository): Promise<DemoLibrary> {
  const [gifs, burstGifs, frames, filters, props, emailTemplates, micrositeTemplates] = await Promise.all([
    libraries.gifs(),
    libraries.burstGifs(),
    libraries.frames(),
    libraries.colorFilters(),
    libraries.props(),
    libraries.emailTemplates(),
    libraries.micrositeTemplates(),
  ]);
  return {
    gifs: ids(gifs),
    burstGifs: ids(burstGifs),
    frames: frames.map((frame) => ({ id: frame.id, preview: frame.preview_file })),
    filters: ids(filters),
    props: ids(props),
    emailTemplates: ids(emailTemplates),
    micrositeTemplates: ids(micrositeTemplates),
  };
}

/** `count` items from position `start` on, wrapping round. */
export const rotate = <T>(items: readonly T[], start: number, count: number): T[] =>
  Array.from({ length: Math.min(count, items.length) }, (_, offset) => items[(start + offset) % items.length] as T);

/** Steps through the frame library, one per round of it, so events further down get other sets. */
const FRAME_STEPS = [1, 3, 2, 5];

/** The three frames event `index` uses (and its image shows). */
export function framesOf(library: DemoLibrary, index: number): DemoLibrary['frames'] {
  const count = library.frames.length;
  const step = FRAME_STEPS[Math.floor(index / Math.max(count, 1)) % FRAME_STEPS.length] ?? 1;
  return Array.from(
    { length: Math.min(3, count) },
    (_, position) => library.frames[(index + position * step) % count],
  ).filter((frame) => frame !== undefined);
}

export function firstOf<T>(items: readonly T[], start: number): T {
  const [item] = rotate(items, start, 1);
  if (item === undefined) throw new Error('A library the demo chooses from is empty');
  return item;
}

/** A saved template: its own id and the standard template it was made from. */
export type SavedTemplate = { id: number; templateId: number };
export type DemoSavedTemplates = { email: SavedTemplate; gallery: SavedTemplate };

/** A request body as the call's definition parses it, so the demo's settings pass the API's own rules. */
export const bodyFor = <Call extends { body: z.ZodType }>(
  call: Call,
  body: z.input<Call['body']>,
): z.output<Call['body']> => call.body.parse(body) as z.output<Call['body']>;

const EMAIL_TEMPLATE_NAME = 'Sunny Side thank-you';
const GALLERY_TEMPLATE_NAME = 'Sunny Side gallery';

type SavedTemplateService = ReturnType<typeof createSavedTemplateService>;

async function savedEmailTemplate(service: SavedTemplateService, userId: number, library: DemoLibrary) {
  const saved = (await service.emailTemplates(userId)).find((row) => row.name === EMAIL_TEMPLATE_NAME);
  if (saved) return { id: saved.id, templateId: saved.email_template_id };
  const body = bodyFor(savedTemplateEndpoints.saveEmailTemplate, {
    name: EMAIL_TEMPLATE_NAME,
    email_template_id: firstOf(library.emailTemplates, 1),
    contents: {
      userName: 'Hi there,',
      contentBodyText: '<p>Thanks for stepping into the <strong>Sunny Side</strong> booth! Your photos are ready.</p>',
      buttonText: 'See your photos',
      footerText: 'Sunny Side Photo Booths · Surry Hills NSW',
    },
  });
  return { id: await service.saveEmailTemplate(userId, body), templateId: body.email_template_id };
}

async function savedGalleryTemplate(
  service: SavedTemplateService,
  userId: number,
  { library, brandMark }: { library: DemoLibrary; brandMark: string },
) {
  const saved = (await service.socialGalleryTemplates(userId)).find((row) => row.name === GALLERY_TEMPLATE_NAME);
  if (saved) return { id: saved.id, templateId: saved.microsite_template_id };
  const body = bodyFor(savedTemplateEndpoints.saveSocialGalleryTemplate, {
    name: GALLERY_TEMPLATE_NAME,
    microsite_template_id: firstOf(library.micrositeTemplates, 2),
    contents: {
      logo: brandMark,
      contentBodyText: 'Find your photos from the Sunny Side booth and share them with your friends.',
      SocialMenuStyle: '#312e81',
      buttonText: 'Download all',
      buttonColor: '#f59e0b',
      footerText: 'Thanks for celebrating with us.',
    },
  });
  return { id: await service.saveSocialGalleryTemplate(userId, body), templateId: body.microsite_template_id };
}

/** The organiser's saved templates, made unless they exist already (a second load keeps them). */
export async function ensureSavedTemplates(
  options: OptionsContext,
  userId: number,
  look: { library: DemoLibrary; brandMark: string },
): Promise<DemoSavedTemplates> {
  const service = createSavedTemplateService(options);
  return {
    email: await savedEmailTemplate(service, userId, look.library),
    gallery: await savedGalleryTemplate(service, userId, look),
  };
}
