/**
 * The social gallery (microsite) step: the gallery's template and look, share buttons, optional
 * password (kept as an argon2 hash, never sent back) and the organiser's header tracking script
 * (kept as text; it only ever runs sandboxed, never on our origin). The plan must include microsite.
 */
import {
  galleryPrivacySchema,
  type Microsite,
  type MicrositeTemplateContents,
  micrositeTemplateContentsSchema,
  micrositeToggles,
  type micrositeUpdateBodySchema,
  templateLayoutSchema,
  templateTypeSchema,
} from '@boothdeck/contract';
import { z } from 'zod';
import { nowIso } from '../../../shared/clock.ts';
import { libraryUrl } from '../../libraries/index.ts';
import { type OptionsContext, ownedDocReader, parseDoc, type SettingDocs, shownAfterSave } from '../option-context.ts';
import { chosenTemplate, storedTemplate, templateSource } from '../saved-templates/chosen-template.ts';
import { type LogoRef, logoFileOf, logoRefSchema, logoUrlOf, resolveLogo } from './microsite-logo.ts';

const bit = z.union([z.literal(0), z.literal(1)]);

/** A template's look as stored: the logo is a reference, not an address. */
export const storedLookSchema = micrositeTemplateContentsSchema.omit({ logo: true }).extend({ logo: logoRefSchema });
export type StoredLook = z.infer<typeof storedLookSchema>;

const storedMicrositeSchema = z.object({
  gallery_button: bit,
  meta_title: z.string(),
  password_hash: z.string().nullable(),
  ...micrositeToggles,
  microsite_template_id: z.number(),
  template_type: templateTypeSchema,
  my_social_gallery_id: z.number().nullable(),
  look: storedLookSchema,
  tag_script: z.string(),
  // Settings saved before the privacy modes keep today's open gallery.
  gallery_privacy: galleryPrivacySchema.default('everyone'),
  venue_slide_show: bit.default(0),
});
type StoredMicrosite = z.infer<typeof storedMicrositeSchema>;

export const lookOf = (stored: StoredLook, options: OptionsContext): MicrositeTemplateContents => ({
  ...stored,
  logo: logoUrlOf(stored.logo, options.images),
});

/** A standard template's own look, its logo given by address. */
export function standardLookOf(template: { contents: string; logo_file: string }): MicrositeTemplateContents {
  const sample: unknown = JSON.parse(template.contents);
  return micrositeTemplateContentsSchema.parse({
    ...(typeof sample === 'object' ? sample : {}),
    logo: libraryUrl(template.logo_file),
  });
}

/**
 * A look from a form (or the base template's when the form sends none) with its logo resolved;
 * `created` is a logo file stored for it now.
 */
export async function storedLookFrom(
  options: OptionsContext,
  userId: number,
  given: MicrositeTemplateContents | undefined,
  base: MicrositeTemplateContents,
  currentLogo: LogoRef,
): Promise<{ look: StoredLook; created: string | null }> {
  const look = given ?? base;
  const { ref, created } = await resolveLogo(options, userId, look.logo, currentLogo);
  return { look: { ...look, logo: ref }, created };
}

const storedMicrosite = (doc: string | undefined) => parseDoc(doc, storedMicrositeSchema);

export async function readMicrosite(options: OptionsContext, doc: string | undefined): Promise<Microsite | null> {
  const stored = storedMicrosite(doc);
  if (!stored) return null;
  const source = micrositeTemplateSource(options);
  const chosen = await storedTemplate(source, stored.microsite_template_id, stored.my_social_gallery_id);
  if (!chosen) return null;
  const { template, name } = chosen;
  const { password_hash: passwordHash, look, ...shown } = stored;
  const templateImage = libraryUrl(template.image_file);
  return {
    ...shown,
    has_gallery_password: passwordHash !== null,
    microsite_template: {
      id: template.id,
      name,
      template_image: templateImage,
      template_name: templateLayoutSchema.parse(template.template_name),
    },
    microsite_template_photo: templateImage,
    contents: lookOf(look, options),
  };
}

export const micrositeFilesOf = (docs: SettingDocs): string[] => {
  const logo = logoFileOf(storedMicrosite(docs.get('microsite'))?.look.logo ?? null);
  return logo ? [logo] : [];
};

type MicrositeFields = z.output<typeof micrositeUpdateBodySchema>;

/** Social gallery templates: the library's and the organiser's saved ones, each starting from its look. */
export const micrositeTemplateSource = (options: OptionsContext) =>
  templateSource({
    fields: { standard: 'microsite_template_id', my: 'my_social_gallery_id' },
    standard: { read: options.templates.micrositeTemplate, base: (template) => standardLookOf(template) },
    saved: {
      read: options.templates.savedMicrositeTemplate,
      standardId: (saved) => saved.microsite_template_id,
      base: (saved) => lookOf(storedLookSchema.parse(JSON.parse(saved.contents)), options),
      name: options.templates.savedMicrositeTemplateName,
    },
  });

export function createMicrositeService(options: OptionsContext) {
  async function passwordHashFrom(given: string | null | undefined, current: string | null): Promise<string | null> {
    if (given === undefined) return current;
    if (given === null || given.trim() === '') return null;
    return options.passwords.hash(given);
  }

  async function save(userId: number, eventId: number, body: MicrositeFields): Promise<Microsite> {
    const event = await options.ownedEvent(userId, eventId);
    const current = storedMicrosite(await options.settings.find(event.id, 'microsite'));
    const { templateId, myTemplateId, base } = await chosenTemplate(micrositeTemplateSource(options), userId, {
      type: body.template_type,
      standardId: body.microsite_template_id,
      myId: body.my_social_gallery_id,
    });
    const passwordHash = await passwordHashFrom(body.gallery_password, current?.password_hash ?? null);
    const currentLogo = current?.look.logo ?? null;
    const { look, created } = await storedLookFrom(options, userId, body.contents, base, currentLogo);
    const stored: StoredMicrosite = {
      gallery_button: body.gallery_button,
      meta_title: body.meta_title,
      password_hash: passwordHash,
      sms: body.sms,
      email: body.email,
      facebook: body.facebook,
      instagram: body.instagram,
      linked_in: body.linked_in,
      twitter: body.twitter,
      download: body.download,
      microsite_template_id: templateId,
      template_type: body.template_type,
      my_social_gallery_id: myTemplateId,
      look,
      tag_script: body.tag_script === undefined ? (current?.tag_script ?? '') : (body.tag_script ?? ''),
      gallery_privacy: body.gallery_privacy ?? current?.gallery_privacy ?? 'everyone',
      venue_slide_show: body.venue_slide_show ?? current?.venue_slide_show ?? 0,
    };
    const json = JSON.stringify(stored);
    await options.settings.put(event.id, 'microsite', json, nowIso()).catch(async (error) => {
      await options.images.discard(created);
      throw error;
    });
    const previousLogo = logoFileOf(currentLogo);
    if (previousLogo !== logoFileOf(look.logo)) await options.images.discard(previousLogo);
    return shownAfterSave(options, json, readMicrosite);
  }

  return { save, read: ownedDocReader(options, 'microsite', readMicrosite) };
}

/** What the public gallery reads of an event's microsite: the settings as shown, and the password's hash. */
export type PublicMicrosite = { microsite: Microsite; passwordHash: string | null };

export async function readPublicMicrosite(options: OptionsContext, eventId: number): Promise<PublicMicrosite | null> {
  const doc = await options.settings.find(eventId, 'microsite');
  const stored = storedMicrosite(doc);
  const microsite = await readMicrosite(options, doc);
  if (!stored || !microsite) return null;
  return { microsite, passwordHash: stored.password_hash };
}
