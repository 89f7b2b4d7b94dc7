import { publicGalleryEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApp, replyOf } from '../../test/call-app.ts';
import { mediaFixtures } from '../../test/media-fixtures.ts';
import { type Gallery, publicGalleryApp } from '../../test/public-gallery-setup.ts';
import { TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('slide show polling with ETags on %s', (dialect) => {
  let t: TestApp;
  let open: Gallery;
  let locked: Gallery;
  let setup: Awaited<ReturnType<typeof publicGalleryApp>>;
  /** The slide show's poll, with the caching and cookie headers a browser sends. */
  const slider = (gallery: Gallery, extraHeaders: Record<string, string> = {}) =>
    callApp(t.app, publicGalleryEndpoints.slider, { params: { id: gallery.id }, extraHeaders });

  beforeAll(async () => {
    setup = await publicGalleryApp(dialect);
    t = setup.t;
    open = await setup.gallery({});
    locked = await setup.gallery({ gallery_password: 'open sesame' });
  });
  afterAll(() => t.close());

  it('answers an unchanged show with an empty 304 and a show with a new capture in full', async () => {
    const first = await slider(open);
    expect(first.statusCode, first.body).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const unchanged = await slider(open, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    // A browser may send its tags weak or several at once.
    expect((await slider(open, { 'if-none-match': `"stale", W/${etag}` })).statusCode).toBe(304);

    const added = await mediaFixtures(t.app).add(open.eventId, 'photo', new Date().toISOString());
    const changed = await slider(open, { 'if-none-match': etag });
    expect(changed.headers.etag).not.toBe(etag);
    expect(replyOf(changed).gallery_items[0]?.id).toBe(added.id);
  });

  it('refuses a protected show without the grant whatever tag the caller sends', async () => {
    const { cookie } = await setup.grantOf(locked);
    const granted = await slider(locked, { cookie });
    expect(granted.statusCode, granted.body).toBe(200);
    const refused = await slider(locked, { 'if-none-match': String(granted.headers.etag) });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.etag).toBeUndefined();
  });
});
