import { publicGalleryEndpoints } from '@boothdeck/contract';
import { API_PREFIX } from '@boothdeck/contract/endpoint-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApp } from '../../test/call-app.ts';
import { b64, type Gallery, publicGalleryApp } from '../../test/public-gallery-setup.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';
import { GALLERY_PASSWORD_RULES } from './gallery-access.ts';

/** Runs `attempt` for 0..count-1, a few at once, as a crowd arrives; answers the statuses in order. */
async function crowd(count: number, attempt: (index: number) => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, (_, offset) => attempt(start + offset));
    statuses.push(...(await Promise.all(batch)).map((reply) => reply.statusCode));
  }
  return statuses;
}

/**
 * The free guesses, counted to other numbers than production's 20 and 50, so the tests that reach
 * them send tens of guesses (production's are pinned in production-costs.test.ts), and one
 * address's run out before its gallery's.
 */
const FREE_PER_GALLERY = { ...GALLERY_PASSWORD_RULES.freePerGallery, limit: 30 };
const FREE_PER_ADDRESS = { ...GALLERY_PASSWORD_RULES.freePerAddress, limit: 12 };

const TAG_SCRIPT = '<script src="https://stats.example/count.js"></script><script>count("harbour")</script>';

describe.each(TEST_DIALECTS)('a gallery password and the tracking frame on %s', (dialect) => {
  let setup: Awaited<ReturnType<typeof publicGalleryApp>>;
  let open: Gallery;
  let locked: Gallery;
  let other: Gallery;
  const guess = (target: Gallery, password: string, address?: string) => setup.guess(target, password, address);
  const frameOf = (target: Pick<Gallery, 'id'>, extraHeaders: Record<string, string> = {}) =>
    callApp(setup.t.app, publicGalleryEndpoints.trackingFrame, { params: { id: target.id }, extraHeaders });

  beforeAll(async () => {
    setup = await publicGalleryApp(dialect, { rateLimitRules: [FREE_PER_GALLERY, FREE_PER_ADDRESS] });
    open = await setup.gallery({ tag_script: TAG_SCRIPT });
    locked = await setup.gallery({ gallery_password: 'open sesame', tag_script: TAG_SCRIPT }, [
      'photo',
      'video',
      'gif',
    ]);
    other = await setup.gallery({ gallery_password: 'open sesame' });
  });
  afterAll(() => setup.t.close());

  it('serves the tracking script in a document of its own that lets it run, sandboxed and framed by our pages only', async () => {
    const frame = await frameOf(open);
    expect(frame.statusCode, frame.body).toBe(200);
    expect(frame.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(frame.body).toContain(TAG_SCRIPT);
    const policy = String(frame.headers['content-security-policy']).split('; ');
    expect(policy).toEqual(
      expect.arrayContaining([
        'sandbox allow-scripts',
        "script-src * 'unsafe-inline' 'unsafe-eval' data: blob:",
        'connect-src *',
        "frame-ancestors 'self'",
      ]),
    );
    expect(frame.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(frame.headers['cache-control']).toBe('no-store');
    // The pages that frame it allow frames of their own origin and still run no inline script.
    const page = await setup.t.app.inject({ url: `/social/gallery/${open.id}` });
    expect(page.headers['content-security-policy']).toContain("frame-src 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // A gallery without a script: an empty document.
    const empty = await frameOf(other, { cookie: (await setup.grantOf(other)).cookie });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).not.toContain('<script');
    expect((await frameOf({ id: b64('00000000-0000-4000-8000-000000000000') })).statusCode).toBe(404);
  });

  it("serves a protected gallery's tracking frame only with its grant", async () => {
    const refused = await frameOf(locked);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('count(');
    const { cookie, full } = await setup.grantOf(locked);
    // The grant reaches every public call, the frame's included.
    expect(full).toContain(`Path=${API_PREFIX}/`);
    const frame = await frameOf(locked, { cookie });
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toContain(TAG_SCRIPT);
  });

  it('gives no clip or animation of a protected gallery without the grant, and each with it', async () => {
    const { cookie } = await setup.grantOf(locked);
    for (const item of locked.items.filter((stored) => stored.mediaType !== 'photo')) {
      const original = (extraHeaders?: Record<string, string>) =>
        callApp(setup.t.app, publicGalleryEndpoints.file, { params: { mediaId: item.id, kind: 'file' }, extraHeaders });
      const refused = await original();
      expect(refused.statusCode, item.mediaType).toBe(403);
      expect(String(refused.headers['content-type'])).not.toMatch(/^image|^video/);
      expect(refused.rawPayload.includes(item.bytes)).toBe(false);
      const served = await original({ cookie });
      expect(served.statusCode, item.mediaType).toBe(200);
      expect(served.rawPayload.equals(item.bytes)).toBe(true);
    }
    // A photo's original is never a file of this route, grant or not.
    const photo = locked.items.find((stored) => stored.mediaType === 'photo');
    const photoFile = await callApp(setup.t.app, publicGalleryEndpoints.file, {
      params: { mediaId: photo?.id ?? 0, kind: 'file' },
      extraHeaders: { cookie },
    });
    expect(photoFile.statusCode).toBe(404);
  });
  it('limits one guesser at one gallery without blocking that address at other galleries or other guests', async () => {
    const address = '198.51.100.20';
    const guesser = setup.browser(address);
    for (let attempt = 0; attempt < GALLERY_PASSWORD_RULES.perVisitor.limit; attempt++) {
      expect((await guesser(other, 'wrong')).statusCode).toBe(422);
    }
    expect((await guesser(other, 'wrong')).statusCode).toBe(429);
    expect((await guesser(other, 'open sesame')).statusCode).toBe(429);
    // The same guesser at another gallery: not held back.
    expect((await guesser(locked, 'open sesame')).statusCode).toBe(200);
    // Another guest behind the same address (the venue's Wi-Fi), who has not failed: checked.
    expect((await setup.browser(address)(other, 'open sesame')).statusCode).toBe(200);
    // Another address at the same gallery: still checked.
    expect((await guess(other, 'open sesame', '198.51.100.21')).statusCode).toBe(200);
  });

  it('asks a guest who mistyped once for the right password only, never refusing it', async () => {
    const target = await setup.gallery({ gallery_password: 'open sesame' });
    const guest = setup.browser('198.51.100.30');
    expect((await guest(target, 'open sesame!')).statusCode).toBe(422);
    expect((await guest(target, 'open sesame')).statusCode).toBe(200);
  });

  it('lets in a guest who mistyped once while strangers have used up the free guesses: a puzzle, never a 429', {
    timeout: 60_000,
  }, async () => {
    const target = await setup.gallery({ gallery_password: 'open sesame' });
    // Guessers with cookies, each failing less often than one visitor may, use up the gallery's free guesses.
    const guessers = Array.from({ length: 10 }, (_, index) => setup.browser(`10.0.${index}.1`));
    const guesserOf = (attempt: number) => guessers[attempt % guessers.length] ?? setup.browser('10.0.99.1');
    const wrong = await crowd(FREE_PER_GALLERY.limit, (attempt) => guesserOf(attempt)(target, 'wrong'));
    expect(new Set(wrong)).toEqual(new Set([422]));
    expect((await guess(target, 'open sesame', '10.9.9.9')).statusCode).toBe(428);
    // A guest mistypes, then types the right password: each guess solves a puzzle and is checked.
    const guest = setup.browser('10.9.9.9');
    expect((await guest(target, 'open sesame!')).statusCode).toBe(422);
    expect((await guest(target, 'open sesame')).statusCode).toBe(200);
    // Another gallery is not affected.
    expect((await guess(locked, 'open sesame', '10.9.9.9')).statusCode).toBe(200);
  });

  it("asks for a puzzle, not a wait, at the venue's address once a client that drops its cookie failed there", {
    timeout: 60_000,
  }, async () => {
    const target = await setup.gallery({ gallery_password: 'open sesame' });
    const { limit } = FREE_PER_ADDRESS;
    const venue = '198.51.100.50';
    const wrong = await crowd(limit, () => guess(target, 'wrong', venue));
    expect(new Set(wrong)).toEqual(new Set([422]));
    // The next guess from that address, right or wrong, needs a solved puzzle first.
    expect((await guess(target, 'wrong', venue)).statusCode).toBe(428);
    expect((await guess(target, 'open sesame', venue)).statusCode).toBe(428);
    // New guests at the venue solve one and get in; other addresses are checked as before.
    const guests = await crowd(3, () => setup.guessSolving(target, 'open sesame', venue));
    expect(new Set(guests)).toEqual(new Set([200]));
    expect((await guess(target, 'open sesame', '198.51.100.51')).statusCode).toBe(200);
  });

  it('never holds back a crowd giving the right password, behind one address or many, and still stops guessing', {
    timeout: 60_000,
  }, async () => {
    const target = await setup.gallery({ gallery_password: 'open sesame' });
    const { perVisitor } = GALLERY_PASSWORD_RULES;
    // A guesser at the venue has failed as often as one visitor may.
    const guesser = setup.browser('192.0.2.1');
    for (let attempt = 0; attempt < perVisitor.limit; attempt++) {
      expect((await guesser(target, 'wrong')).statusCode).toBe(422);
    }
    expect((await guesser(target, 'wrong')).statusCode).toBe(429);
    // The venue's Wi-Fi: more guests behind that address than one visitor's guesses.
    const shared = await crowd(perVisitor.limit * 2, () => setup.browser('192.0.2.1')(target, 'open sesame'));
    // More guests from their own addresses than the whole gallery's guesses.
    const own = await crowd(FREE_PER_GALLERY.limit + 10, (guest) =>
      guess(target, 'open sesame', `10.1.${Math.floor(guest / 250)}.${(guest % 250) + 1}`),
    );
    expect(new Set([...shared, ...own])).toEqual(new Set([200]));
    expect((await guesser(target, 'open sesame')).statusCode).toBe(429);
  });
});
