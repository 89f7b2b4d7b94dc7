/**
 * For the public gallery tests: an app serving a stand-in web build (so pages get index.html
 * and its link preview tags), galleries saved through the microsite step with stored items, and
 * a guest's calls, password guesses and grant.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type GALLERY_FILE_KINDS,
  type GalleryPasswordChallenge,
  type MediaType,
  micrositeEndpoints,
  publicGalleryEndpoints,
  type SocialGalleryBody,
} from '@boothdeck/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { BuildOptions } from '../app.ts';
import type { AppConfig } from '../config.ts';
import type { DialectName } from '../db/database.ts';
import { apiAddress } from './api-address.ts';
import { callApp, callAppUnchecked, replyOf } from './call-app.ts';
import { mediaFixtures, type StoredMedia } from './media-fixtures.ts';
import { optionsClient } from './options-client.ts';
import { createTestApp } from './test-app.ts';

export type Gallery = { eventId: number; uuid: string; id: string; items: StoredMedia[] };

export const b64 = (text: string) => Buffer.from(text).toString('base64');

/** The address of one file of a gallery item, as the server writes it into a gallery's replies. */
export const galleryFileAddress = (mediaId: number | undefined, kind: (typeof GALLERY_FILE_KINDS)[number]) =>
  apiAddress(publicGalleryEndpoints.file, { mediaId, kind });

/** A gallery password puzzle (`{challenge}` as the server sends it) solved: the proof a guess carries. */
export async function solvePuzzle({ challenge }: { challenge: GalleryPasswordChallenge }) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the puzzle was not solved');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}
const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 12, minute)).toISOString();

export async function publicGalleryApp(
  dialect: DialectName,
  buildOptions: BuildOptions = {},
  overrides: Partial<AppConfig> = {},
) {
  const webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-web-'));
  await fs.writeFile(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html><head><title>Boothdeck</title></head></html>',
  );
  const t = await createTestApp(dialect, { webDistDir, ...overrides }, buildOptions);
  const options = optionsClient(t.app, t.config.dataDir, t.config.appUrl);
  const ada = await options.organiser('Monthly Pro');

  /** A gallery with the microsite step's `settings` and, oldest first, one item of each type. */
  async function gallery(
    settings: Omit<SocialGalleryBody, 'eventId'>,
    types: MediaType[] = ['photo', 'video'],
  ): Promise<Gallery> {
    const eventId = await options.eventWith(ada, { video: 1 }, { microsite: 1 });
    const library = await options.libraries(ada);
    const saved = await options.call(ada, micrositeEndpoints.save, {
      body: { eventId, microsite_template_id: library.micrositeTemplates[0], ...settings },
    });
    if (saved.statusCode !== 200) throw new Error(`social-gallery failed: ${saved.body}`);
    const { uuid } = await t.app.platform.database.db
      .selectFrom('events')
      .select('uuid')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    const media = mediaFixtures(t.app);
    const items: StoredMedia[] = [];
    for (const [index, type] of types.entries()) items.push(await media.add(eventId, type, at(index + 1)));
    return { eventId, uuid, id: b64(uuid), items };
  }

  /** One password guess as a client that keeps no cookies sends it, with a solved puzzle when given one. */
  const guess = (target: Gallery, password: string, address = '203.0.113.7', cookie?: string, proof?: unknown) =>
    // The proof as the test made it (or none), so a refused one can be sent too.
    callAppUnchecked(t.app, publicGalleryEndpoints.checkPassword, {
      body: { eventId: target.id, password, ...(proof ? { proof } : {}) },
      remoteAddress: address,
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    });
  /** The puzzle the gallery's next guess must carry solved, as the server sets it. */
  const puzzleOf = async (target: Gallery) =>
    replyOf(await callApp(t.app, publicGalleryEndpoints.passwordChallenge, { params: { eventId: target.id } }));
  /** A puzzle for the gallery's next guess, solved as the page solves it. */
  const solvedPuzzle = async (target: Gallery) => solvePuzzle(await puzzleOf(target));
  /** A guess as the page makes it: asked for a puzzle (428), it solves one and sends the guess again. */
  async function guessSolving(target: Gallery, password: string, address = '203.0.113.7', cookie?: string) {
    const first = await guess(target, password, address, cookie);
    if (first.statusCode !== 428) return first;
    return guess(target, password, address, cookie, await solvedPuzzle(target));
  }
  const setCookies = (reply: { headers: Record<string, unknown> }): string[] => {
    const value = reply.headers['set-cookie'];
    return value === undefined ? [] : ([] as string[]).concat(value as string | string[]);
  };
  /** A guest's browser at an address: it sends back the visitor cookie the server set, and solves puzzles when asked. */
  function browser(address: string) {
    let visitor: string | undefined;
    return async (target: Gallery, password: string) => {
      const reply = await guessSolving(target, password, address, visitor);
      visitor =
        setCookies(reply)
          .find((cookie) => cookie.startsWith('gallery_visitor='))
          ?.split(';')[0] ?? visitor;
      return reply;
    };
  }
  /** The grant a right password earns: the cookie as a browser sends it back, and as it was set. */
  async function grantOf(target: Gallery, password = 'open sesame') {
    const reply = await guess(target, password);
    if (reply.statusCode !== 200) throw new Error(`password refused: ${reply.body}`);
    const full = setCookies(reply).find((cookie) => cookie.startsWith('gallery_access_')) ?? '';
    return { cookie: full.split(';')[0] ?? '', full };
  }

  return { t, options, ada, gallery, guess, guessSolving, puzzleOf, solvedPuzzle, browser, grantOf };
}
