import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_SOCIAL_MENU_STYLE,
  type MicrositeUpdateBody,
  micrositeEndpoints,
  type SocialGalleryBody,
  savedTemplateEndpoints,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../platform/auth/passwords.ts';
import { errorOf, replyOf } from '../../../test/call-app.ts';
import { asDataUrl, pngBytes } from '../../../test/image-fixtures.ts';
import { useOptionStep } from '../../../test/option-step-setup.ts';
import { first, pngDataUrl } from '../../../test/options-client.ts';
import type { SignedIn } from '../../../test/packages-client.ts';
import { expectTemplateStepNeedsPlan, saveNamedTemplate } from '../../../test/saved-template-checks.ts';
import { TEST_DIALECTS } from '../../../test/test-app.ts';

const TAG_SCRIPT = '<script>window.dataLayer=[];gtag("config","G-123")</script>';

describe.each(TEST_DIALECTS)('social gallery (microsite) step on %s', (dialect) => {
  const setup = useOptionStep(dialect, 'Free Trial', { microsite: 1 });

  const galleryBody = (extra: Partial<SocialGalleryBody> = {}): SocialGalleryBody => ({
    eventId: setup.eventId,
    gallery_button: 1,
    meta_title: 'Harbour party photos',
    sms: 1,
    email: 1,
    facebook: 0,
    instagram: true,
    linked_in: false,
    twitter: '1',
    download: 1,
    microsite_template_id: first(setup.library.micrositeTemplates),
    template_type: 'standard',
    tag_script: TAG_SCRIPT,
    ...extra,
  });

  const save = (member: SignedIn, body: SocialGalleryBody) =>
    setup.client.call(member, micrositeEndpoints.save, { body });
  const update = (member: SignedIn, eventId: number, body: MicrositeUpdateBody) =>
    setup.client.call(member, micrositeEndpoints.update, { params: { id: eventId }, body });
  const settingsOf = (member: SignedIn, eventId: number) =>
    setup.client.call(member, micrositeEndpoints.get, { params: { id: eventId } });
  const savedTemplates = async (member: SignedIn) =>
    replyOf(await setup.client.call(member, savedTemplateEndpoints.socialGalleryTemplates)).data.data;

  const storedDoc = async () => {
    const row = await setup.t.app.platform.database.db
      .selectFrom('event_settings')
      .select('settings')
      .where('event_id', '=', setup.eventId)
      .where('kind', '=', 'microsite')
      .executeTakeFirstOrThrow();
    return JSON.parse(row.settings) as { password_hash: string | null };
  };
  const exists = (url: string) => fs.existsSync(path.join(setup.t.config.dataDir, url));

  it("saves the step with the template's own look, a hashed password and the tracking script as text", async () => {
    const { alice, library, eventId } = setup;
    const reply = await save(alice, galleryBody({ gallery_password: 'open sesame' }));
    const { microsite } = replyOf(reply);
    expect(microsite).toMatchObject({
      gallery_button: 1,
      meta_title: 'Harbour party photos',
      has_gallery_password: true,
      sms: 1,
      email: 1,
      facebook: 0,
      instagram: 1,
      linked_in: 0,
      twitter: 1,
      download: 1,
      microsite_template_id: first(library.micrositeTemplates),
      microsite_template: { id: first(library.micrositeTemplates), template_name: 'one' },
      template_type: 'standard',
      my_social_gallery_id: null,
      tag_script: TAG_SCRIPT,
      contents: { SocialMenuStyle: DEFAULT_SOCIAL_MENU_STYLE, buttonText: 'Download all' },
    });
    expect(microsite.contents.logo).toMatch(/^\/library\/micro_site\/logo\//);
    expect(microsite).not.toHaveProperty('gallery_password');

    const { password_hash: hash } = await storedDoc();
    expect(hash).not.toContain('open sesame');
    expect(await verifyPassword(hash ?? '', 'open sesame')).toBe(true);
    expect(replyOf(await settingsOf(alice, eventId)).microsite).toEqual(microsite);
  });

  it('keeps the password when the edit screen sends none, and removes it when sent blank', async () => {
    const { client, alice, eventId } = setup;
    const before = (await storedDoc()).password_hash;
    const kept = await update(alice, eventId, { ...galleryBody(), eventId: undefined });
    expect(replyOf(kept)).toMatchObject({
      message: MESSAGES.informationUpdated,
      microsite: { has_gallery_password: true },
    });
    expect((await storedDoc()).password_hash).toBe(before);
    await update(alice, eventId, galleryBody({ gallery_password: '' }));
    expect((await storedDoc()).password_hash).toBeNull();
    expect((await client.show(alice, eventId)).microsite?.has_gallery_password).toBe(false);
  });

  it('stores a new logo under 50 KB re-encoded, keeps it by its address and refuses larger ones', async () => {
    const { alice } = setup;
    const look = {
      logo: asDataUrl(pngBytes({ text: 'author: someone' }), 'image/png'),
      contentBodyText: 'Welcome!',
      SocialMenuStyle: '#112233',
      buttonText: 'Get photos',
      buttonColor: '#abc',
      footerText: 'Bye',
    };
    const saved = replyOf(await save(alice, galleryBody({ contents: look })));
    const logo = saved.microsite.contents.logo;
    expect(logo).toMatch(/^\/media\/micro_site\/[0-9a-f]{32}\.png$/);
    expect(saved.microsite.contents).toEqual({ ...look, logo });

    const again = await save(alice, galleryBody({ contents: JSON.stringify({ ...look, logo }) }));
    expect(replyOf(again).microsite.contents.logo).toBe(logo);
    expect(exists(logo)).toBe(true);

    const large = await pngDataUrl(160, 160, { noise: true });
    const refused = await save(alice, galleryBody({ contents: { ...look, logo: large } }));
    expect(errorOf(refused, 422).errors).toEqual({ 'contents.logo': [MESSAGES.logoTooLarge] });

    const foreign = await save(
      alice,
      galleryBody({ contents: { ...look, logo: 'https://elsewhere.example/logo.png' } }),
    );
    expect(errorOf(foreign, 422).errors).toEqual({ 'contents.logo': [MESSAGES.invalidImage] });
    const badColour = await save(
      alice,
      galleryBody({ contents: { ...look, logo, buttonColor: 'red;background:url(x)' } }),
    );
    expect(errorOf(badColour, 422).errors).toEqual({ 'contents.buttonColor': [MESSAGES.invalidColour] });

    const noLogo = await save(alice, galleryBody({ contents: { ...look, logo: '' } }));
    expect(replyOf(noLogo).microsite.contents.logo).toBe('');
    expect(exists(logo)).toBe(false);
  });

  it("takes the template in the original client's shapes: microsite_template on save, microsite_gallery_id on update", async () => {
    const { alice, library, eventId } = setup;
    const templateId = first(library.micrositeTemplates);
    const { microsite_template_id: _, ...settings } = galleryBody();
    const saved = await save(alice, {
      ...settings,
      microsite_template: { id: templateId, template_image: '/library/microsite_template/one.png' },
      background_img: '/library/microsite_template/one.png',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const updated = await update(alice, eventId, {
      ...settings,
      meta_title: 'Updated title',
      microsite_gallery_id: templateId,
      microsite_template_photo: '/library/microsite_template/one.png',
    });
    expect(replyOf(updated).microsite).toMatchObject({ meta_title: 'Updated title' });
  });

  it('requires a template', async () => {
    const { alice } = setup;
    const missing = await save(alice, galleryBody({ microsite_template_id: undefined }));
    expect(errorOf(missing, 422).errors).toEqual({ microsite_template_id: [MESSAGES.chooseAnyTemplate] });
    const unknown = await save(alice, galleryBody({ microsite_template_id: 99_999 }));
    expect(errorOf(unknown, 422).errors).toEqual({ microsite_template_id: [MESSAGES.chooseAnyTemplate] });
  });

  it('saves a named template with its own logo and uses it for an event', async () => {
    const { client, alice, bob, library } = setup;
    const logo = asDataUrl(pngBytes(), 'image/png');
    await saveNamedTemplate(client, alice, 'social-gallery', {
      name: 'Gold look',
      microsite_template_id: library.micrositeTemplates[2],
      contents: { logo, buttonText: 'Grab yours', SocialMenuStyle: '#CEA252' },
    });
    const mine = first(await savedTemplates(alice));
    expect(mine).toMatchObject({
      name: 'Gold look',
      microsite_template_id: library.micrositeTemplates[2],
      social_template: { id: library.micrositeTemplates[2], template_name: 'three' },
      contents: { buttonText: 'Grab yours' },
    });
    expect(mine.contents.logo).toMatch(/^\/media\/micro_site\//);
    expect(await savedTemplates(bob)).toEqual([]);

    const used = await save(alice, galleryBody({ template_type: 'my', my_social_gallery_id: mine.id }));
    const { microsite } = replyOf(used);
    expect(microsite).toMatchObject({
      template_type: 'my',
      my_social_gallery_id: mine.id,
      microsite_template_id: library.micrositeTemplates[2],
      microsite_template: { id: library.micrositeTemplates[2], name: 'Gold look', template_name: 'three' },
      contents: { buttonText: 'Grab yours' },
    });
    // The event owns a copy, so the template keeps its logo whatever happens to the event's.
    expect(microsite.contents.logo).not.toBe(mine.contents.logo);
    expect(exists(microsite.contents.logo)).toBe(true);
  });

  it("refuses a plan without the social gallery and another organiser's event", async () => {
    const { client, bob, library, eventId } = setup;
    await expectTemplateStepNeedsPlan(client, 'social-gallery', galleryBody, {
      microsite_template_id: first(library.micrositeTemplates),
    });

    expect((await save(bob, galleryBody())).statusCode).toBe(404);
    expect((await update(bob, eventId, galleryBody())).statusCode).toBe(404);
    expect((await settingsOf(bob, eventId)).statusCode).toBe(404);
  });
});
