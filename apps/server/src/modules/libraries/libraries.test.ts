import { COLOR_FILTERS, DEFAULT_SOCIAL_MENU_STYLE, libraryEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifiedUser } from '../../test/accounts-client.ts';
import { callApp, callAppUnchecked, replyOf } from '../../test/call-app.ts';
import { defined } from '../../test/defined.ts';
import { stringsIn } from '../../test/reply-strings.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { BURST_STYLES, FRAMES, GIF_STYLES } from './library-catalogue.ts';
import { seedLibraries } from './library-seed.ts';

const LIST_CALLS = [
  libraryEndpoints.gifList,
  libraryEndpoints.burstGifs,
  libraryEndpoints.frames,
  libraryEndpoints.colorFilters,
  libraryEndpoints.props,
  libraryEndpoints.emailTemplates,
  libraryEndpoints.micrositeTemplates,
];
const SAMPLE_CALLS = [libraryEndpoints.emailTemplateSample, libraryEndpoints.micrositeTemplateSample];

/** Every string in a reply that points into the library. */
const libraryUrls = (value: unknown) => stringsIn(value, (text) => text.startsWith('/library/'));

describe.each(TEST_DIALECTS)('option libraries on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  /** The library reads of the wizard's steps, as the signed-in organiser asks them. */
  const library = {
    gifList: async () => replyOf(await callApp(t.app, libraryEndpoints.gifList, { token })),
    burstGifs: async () => replyOf(await callApp(t.app, libraryEndpoints.burstGifs, { token })),
    frames: async () => replyOf(await callApp(t.app, libraryEndpoints.frames, { token })),
    colorFilters: async () => replyOf(await callApp(t.app, libraryEndpoints.colorFilters, { token })),
    props: async () => replyOf(await callApp(t.app, libraryEndpoints.props, { token })),
    emailTemplates: async () => replyOf(await callApp(t.app, libraryEndpoints.emailTemplates, { token })),
    micrositeTemplates: async () => replyOf(await callApp(t.app, libraryEndpoints.micrositeTemplates, { token })),
    emailSample: (id: number) => callApp(t.app, libraryEndpoints.emailTemplateSample, { params: { id }, token }),
    micrositeSample: (id: number) =>
      callApp(t.app, libraryEndpoints.micrositeTemplateSample, { params: { id }, token }),
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ token } = await registerVerifiedUser(t.app, t.config.dataDir, 'libraries@example.com', t.config.appUrl));
  });
  afterAll(() => t.close());

  it('is only for signed-in organisers', async () => {
    for (const endpoint of [...LIST_CALLS, ...SAMPLE_CALLS]) {
      const input = { params: { id: 1 } };
      expect((await callAppUnchecked(t.app, endpoint, input)).statusCode, endpoint.path).toBe(401);
      const stranger = await callAppUnchecked(t.app, endpoint, { ...input, token: 'not-a-token' });
      expect(stranger.statusCode, endpoint.path).toBe(401);
    }
  });

  it('lists the 3-in-1 animation and fast styles by the names their artwork shows', async () => {
    const gifs = await library.gifList();
    expect(gifs.status).toBe(true);
    expect(gifs.gifList.map((gif) => gif.name)).toEqual(GIF_STYLES.map((style) => style.name));
    for (const gif of gifs.gifList) {
      expect(gif).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        photo: expect.any(String),
        preview_image: expect.any(String),
      });
    }
    const bursts = await library.burstGifs();
    expect(bursts.allGifs.map((burst) => burst.name)).toEqual(BURST_STYLES.map((style) => style.name));
    for (const burst of bursts.allGifs) {
      expect(burst).toEqual({ id: expect.any(Number), name: expect.any(String), photo: expect.any(String) });
    }
  });

  it('lists the frames by name, each an overlay and a preview', async () => {
    const { frames } = await library.frames();
    expect(frames.map((frame) => frame.name)).toEqual(FRAMES.map((frame) => frame.name));
    for (const frame of frames) {
      expect(frame).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        preview_image: expect.any(String),
        frame: expect.any(String),
      });
      expect(frame.frame).not.toBe(frame.preview_image);
    }
  });

  it('lists the colour filters with the same matrices the contract ships', async () => {
    const { filterColor } = await library.colorFilters();
    expect(filterColor.length).toBeGreaterThanOrEqual(8);
    expect(filterColor.map((filter) => filter.name)).toEqual(COLOR_FILTERS.map((filter) => filter.name));
    for (const filter of filterColor) {
      expect(filter.matrix).toHaveLength(20);
      expect(filter.matrix).toEqual(COLOR_FILTERS.find((shipped) => shipped.name === filter.name)?.matrix);
      expect(filter.filter_photo).not.toBe(filter.filter_url);
    }
  });

  it('lists at least four prop categories of six props', async () => {
    const { prop_digital: categories } = await library.props();
    expect(categories.length).toBeGreaterThanOrEqual(4);
    for (const category of categories) {
      expect(category.category_name).toEqual(expect.any(String));
      expect(category.prop.length).toBeGreaterThanOrEqual(6);
      for (const prop of category.prop) {
        expect(prop).toEqual({ id: expect.any(Number), name: expect.any(String), image: expect.any(String) });
      }
    }
    expect(categories[0]?.prop.slice(0, 2).map((prop) => prop.name)).toEqual(['Top hat', 'Party hat']);
  });

  it('lists the standard templates and answers each with its sample contents', async () => {
    const { email_template: emails } = await library.emailTemplates();
    expect(emails.map((email) => email.name)).toEqual([
      'Email Template One',
      'Email Template Two',
      'Email Template Three',
    ]);
    for (const email of emails) {
      const { template } = replyOf(await library.emailSample(email.id));
      expect(template).toEqual({
        id: email.id,
        name: email.name,
        layout: email.layout,
        contents: {
          userName: expect.any(String),
          eventName: expect.any(String),
          contentBodyText: expect.any(String),
          buttonText: expect.any(String),
          markupText: expect.any(String),
          footerText: expect.any(String),
        },
      });
    }

    const { micro_site: sites } = await library.micrositeTemplates();
    expect(sites.length).toBeGreaterThanOrEqual(3);
    expect(sites.map((site) => site.template_name)).toEqual(['one', 'two', 'three']);
    for (const site of sites) {
      const { template } = replyOf(await library.micrositeSample(site.id));
      expect(template).toEqual({
        id: site.id,
        name: site.name,
        template_name: site.template_name,
        contents: {
          logo: expect.stringMatching(/^\/library\/.+\.svg$/),
          contentBodyText: expect.any(String),
          SocialMenuStyle: DEFAULT_SOCIAL_MENU_STYLE,
          buttonText: expect.any(String),
          buttonColor: expect.stringMatching(/^#[0-9A-Fa-f]{6}$/),
          footerText: expect.any(String),
        },
      });
    }
  });

  it('answers 404 for a template that does not exist', async () => {
    expect((await library.emailSample(999999)).statusCode).toBe(404);
    expect((await library.micrositeSample(999999)).statusCode).toBe(404);
  });

  it('serves every image a library reply points at, as SVG', async () => {
    const { gifList, burstGifs, frames, colorFilters, props, emailTemplates, micrositeTemplates } = library;
    const lists = [gifList, burstGifs, frames, colorFilters, props, emailTemplates, micrositeTemplates];
    const replies = await Promise.all(lists.map((read) => read()));
    const emails = (await library.emailTemplates()).email_template;
    const sites = (await library.micrositeTemplates()).micro_site;
    const samples = await Promise.all([
      ...emails.map(async (email) => replyOf(await library.emailSample(email.id))),
      ...sites.map(async (site) => replyOf(await library.micrositeSample(site.id))),
    ]);
    const urls = new Set(libraryUrls([...replies, ...samples]));
    // 8 animation files, 4 fast, 16 frame files, 16 filter files, 24 props, 3 + 3 thumbnails, 3 logos.
    expect(urls.size).toBeGreaterThanOrEqual(77);
    for (const url of urls) {
      const file = await t.app.inject({ url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
      expect(file.body.trimStart().startsWith('<svg'), url).toBe(true);
    }
  });

  it('drops an item switched off in the database from its library, and brings it back when switched on', async () => {
    const db = t.app.platform.database.db;
    const gif = defined((await library.gifList()).gifList[0], 'an animation style');
    const category = defined((await library.props()).prop_digital[0], 'a prop category');
    const prop = defined(category.prop[0], 'a prop');
    const email = defined((await library.emailTemplates()).email_template[0], 'an e-mail template');

    await db.updateTable('gifs').set({ active: 0 }).where('id', '=', gif.id).execute();
    await db.updateTable('props').set({ active: 0 }).where('id', '=', prop.id).execute();
    await db.updateTable('email_templates').set({ active: 0 }).where('id', '=', email.id).execute();

    expect((await library.gifList()).gifList).not.toContainEqual(gif);
    const props = (await library.props()).prop_digital.flatMap((entry) => entry.prop);
    expect(props).not.toContainEqual(prop);
    expect((await library.emailTemplates()).email_template).not.toContainEqual(email);
    expect((await library.emailSample(email.id)).statusCode).toBe(404);

    await db.updateTable('gifs').set({ active: 1 }).where('id', '=', gif.id).execute();
    await db.updateTable('props').set({ active: 1 }).where('id', '=', prop.id).execute();
    await db.updateTable('email_templates').set({ active: 1 }).where('id', '=', email.id).execute();
    expect((await library.gifList()).gifList).toContainEqual(gif);
  });

  it('is data: a renamed filter keeps its name and a second seed adds nothing', async () => {
    const db = t.app.platform.database.db;
    const first = defined((await library.colorFilters()).filterColor[0], 'a colour filter');
    await db.updateTable('color_filters').set({ name: 'Our House Look' }).where('id', '=', first.id).execute();
    await seedLibraries(db);

    const { filterColor } = await library.colorFilters();
    expect(filterColor).toHaveLength(COLOR_FILTERS.length);
    expect(filterColor[0]).toEqual({ ...first, name: 'Our House Look' });
    const props = await db
      .selectFrom('props')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    expect(Number(props?.count)).toBe(24);
    await db.updateTable('color_filters').set({ name: first.name }).where('id', '=', first.id).execute();
  });
});
