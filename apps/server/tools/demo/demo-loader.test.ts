/**
 * The demo loader on a fresh database of each dialect, seen through the API as the demo
 * organiser sees it: every event in its tab with an image that is served, and every option the
 * event uses with its settings saved; loading again replaces the events and leaves no stray files.
 * It loads the demo at a small scale: every event and option, but a capture or two per event
 * that has any, instead of the hundreds `npm run demo` stores.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  accountEndpoints,
  boothEndpoints,
  type EventOptionSettings,
  type EventSummary,
  eventEndpoints,
  OPTION_KEYS,
  OPTION_STEPS,
  type OptionKey,
  savedTemplateEndpoints,
} from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBooth } from '../../src/test/booth-client.ts';
import { callApp, replyOf } from '../../src/test/call-app.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../src/test/test-app.ts';
import { DEMO_LOGIN } from './demo-account.ts';
import { DEMO_EVENTS } from './demo-events.ts';
import { loadDemo } from './demo-loader.ts';

/** What the details page shows of each option, as the event reply keeps it: its step's settings. */
const SETTINGS_OF = new Map<OptionKey, readonly (keyof EventOptionSettings)[]>(
  OPTION_STEPS.map((step) => [step.option, step.settings]),
);

const isEmpty = (value: unknown) => value === null || (Array.isArray(value) && value.length === 0);
const LOAD_MS = 120_000;
const TEST_SCALE = 0.02;

describe.each(TEST_DIALECTS)('the demo loader on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** The demo organiser's session token. */
  async function signIn(): Promise<string> {
    const { token } = replyOf(await callApp(t.app, accountEndpoints.login, { body: DEMO_LOGIN }));
    if (!token) throw new Error('the demo organiser got no session');
    return token;
  }

  /** Every event of the organiser, by tab, as the events screen lists them. */
  async function listedEvents(token: string) {
    const lists = {
      live: eventEndpoints.liveEvents,
      upcoming: eventEndpoints.upcomingEvents,
      past: eventEndpoints.pastEvents,
    };
    const tabs: Record<string, EventSummary[]> = {};
    for (const [tab, list] of Object.entries(lists)) {
      tabs[tab] = replyOf(await callApp(t.app, list, { token, query: { per_page: 50 } })).event.data;
    }
    tabs.draft = replyOf(await callApp(t.app, eventEndpoints.drafts, { token })).draft_product;
    return tabs;
  }

  async function expectServedImage(url: string | null | undefined, what: string) {
    expect(url, what).toMatch(/^\/(media|library)\//);
    const reply = await t.app.inject({ url: url ?? '' });
    expect(reply.statusCode, `${what}: ${url}`).toBe(200);
    expect(reply.headers['content-type'], `${what}: ${url}`).toMatch(/^image\//);
  }

  async function filesIn(folder: string): Promise<number> {
    const names = await fs.readdir(path.join(t.config.dataDir, 'media', folder)).catch(() => []);
    return names.length;
  }

  it(
    'lists every event in its tab, each with a served image and every option it uses set; a second load does the same, keeping ids, uuids and signed-in booths',
    async () => {
      let firstIdentities: Map<string, string> | undefined;
      let boothToken = '';
      for (const load of [1, 2]) {
        const progress: string[] = [];
        const totals = await loadDemo(t.app.platform.database, t.config, {
          scale: TEST_SCALE,
          onProgress: (line) => progress.push(line),
        });
        // It says what it is doing as it goes: each event by name, numbered.
        for (const [index, event] of DEMO_EVENTS.entries()) {
          expect(progress).toContain(`Event ${index + 1} of ${DEMO_EVENTS.length}: ${event.name}…`);
        }
        const token = await signIn();
        const tabs = await listedEvents(token);
        const identities = new Map(
          Object.values(tabs)
            .flat()
            .map((event) => [event.event_name, `${event.id} ${event.uuid}`]),
        );
        if (firstIdentities) {
          expect(identities).toEqual(firstIdentities);
          expect((await callApp(t.app, boothEndpoints.event, { token: boothToken })).statusCode).toBe(200);
        } else {
          firstIdentities = identities;
          const live = tabs.live?.[0];
          if (!live) throw new Error('the demo has no live event');
          boothToken = await signInBooth(t.app, live.uuid, '2468');
        }
        for (const [tab, events] of Object.entries(tabs)) {
          expect(events.length, `${tab} events on load ${load}`).toBe(totals.events[tab as keyof typeof totals.events]);
          expect(events.length, `${tab} events`).toBeGreaterThan(0);
        }
        const listed = Object.values(tabs).flat();
        expect(listed.map((event) => event.event_name).sort()).toEqual(DEMO_EVENTS.map((event) => event.name).sort());

        const usedOptions = new Set<OptionKey>();
        const ownFiles = { watermark: 0, micro_site: 1 };
        for (const summary of listed) {
          await expectServedImage(summary.event_info_image, `image of ${summary.event_name}`);
          const { event } = replyOf(await callApp(t.app, eventEndpoints.show, { token, params: { id: summary.id } }));
          const chosen = OPTION_KEYS.filter((option) => event.event_option?.[option] === 1);
          expect(chosen.length, `options of ${event.event_name}`).toBeGreaterThan(0);
          for (const option of chosen) {
            usedOptions.add(option);
            for (const key of SETTINGS_OF.get(option) ?? []) {
              expect(isEmpty(event[key]), `${key} of ${event.event_name}`).toBe(false);
            }
          }
          if (event.watermark) {
            await expectServedImage(event.watermark.photo, `watermark of ${event.event_name}`);
            ownFiles.watermark += 1;
          }
          const logo = event.microsite?.contents.logo;
          if (logo) await expectServedImage(logo, `gallery logo of ${event.event_name}`);
          if (logo?.startsWith('/media/')) ownFiles.micro_site += 1;
        }
        // Between them the events show every option section the details page has.
        expect([...usedOptions].sort()).toEqual(expect.arrayContaining([...SETTINGS_OF.keys()].sort()));

        const saved = replyOf(await callApp(t.app, savedTemplateEndpoints.emailTemplates, { token }));
        expect(saved.data.data).toHaveLength(1);
        const savedGalleries = replyOf(await callApp(t.app, savedTemplateEndpoints.socialGalleryTemplates, { token }));
        expect(savedGalleries.data.data).toHaveLength(1);
        // The first load's files went with its events: each file left belongs to an event (or the saved gallery).
        expect(await filesIn('event_info_image')).toBe(DEMO_EVENTS.length);
        expect(await filesIn('watermark')).toBe(ownFiles.watermark);
        expect(await filesIn('micro_site')).toBe(ownFiles.micro_site);
      }
    },
    LOAD_MS,
  );
});
