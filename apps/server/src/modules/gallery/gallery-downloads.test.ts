import { type EndpointDefinition, type EndpointInput, galleryEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_LINK_KEY } from '../../app.ts';
import { createLinkSigner } from '../../platform/signed-links/signed-links.ts';
import { apiAddress } from '../../test/api-address.ts';
import { type AppReply, callApp, errorOf, replyOf } from '../../test/call-app.ts';
import { type EventsClient, eventsClient } from '../../test/events-client.ts';
import { mediaFixtures, type StoredMedia } from '../../test/media-fixtures.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { readZip } from '../../test/read-zip.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { createDownloadLinks } from './download-links.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 12, minute)).toISOString();

describe.each(TEST_DIALECTS)('gallery downloads on %s', (dialect) => {
  let t: TestApp;
  let events: EventsClient;
  let media: ReturnType<typeof mediaFixtures>;
  let ada: SignedIn;
  let eventId: number;
  let otherEventId: number;
  const photos: StoredMedia[] = [];
  let boomerang: StoredMedia;

  type DownloadLinkBody = EndpointInput<typeof galleryEndpoints.downloadLink>['body'];
  const askLink = (body: DownloadLinkBody) => callApp(t.app, galleryEndpoints.downloadLink, { body, token: ada.token });
  const linkFor = async (body: DownloadLinkBody) => replyOf(await askLink(body));
  /** Opens a link a reply gave as a new browser window would: no bearer token. */
  const open = (url: string): Promise<AppReply<EndpointDefinition>> => t.app.inject({ url });
  const downloadsOf = async (media_id: number) =>
    replyOf(await callApp(t.app, galleryEndpoints.details, { query: { media_id }, token: ada.token })).media
      .download_shares_count;
  const expectRefused = async (url: string, message: string) => {
    expect(errorOf(await open(url), 403), url).toEqual({ message });
  };
  const downloadOne = (mediaId: number, member?: SignedIn, extraHeaders?: Record<string, string>) =>
    callApp(t.app, galleryEndpoints.downloadOne, { params: { mediaId }, token: member?.token, extraHeaders });
  const downloadAll = (member: SignedIn, event_id: string) =>
    callApp(t.app, galleryEndpoints.downloadAll, { query: { type: 'photos', event_id }, token: member.token });
  /** Links made by a signer whose clock reads `now`, with the key the app stores. */
  const linksAt = (now: Date) =>
    createDownloadLinks(
      createLinkSigner({
        secrets: t.app.platform.secrets.serverSecrets,
        keyName: DOWNLOAD_LINK_KEY,
        now: () => now,
      }),
    );

  beforeAll(async () => {
    t = await createTestApp(dialect);
    events = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
    media = mediaFixtures(t.app);
    ada = await events.organiser();
    const event = { status: 'final' as const, startMs: 0, endMs: 3_600_000 };
    eventId = await events.insertEvent(ada.user.id, { ...event, name: 'Café Launch: Night/Day' });
    otherEventId = await events.insertEvent(ada.user.id, { ...event, name: 'Other' });
    for (const minute of [1, 2, 3]) photos.push(await media.add(eventId, 'photo', at(minute)));
    boomerang = await media.add(eventId, 'boomerang', at(4));
    await media.add(otherEventId, 'photo', at(1));
  });
  afterAll(() => t.close());

  it('downloads one original as a named attachment and counts it once', async () => {
    const photo = photos[0];
    if (!photo) throw new Error('fixtures missing');
    const link = await linkFor({ media_id: photo.id });
    const downloadOne = apiAddress(galleryEndpoints.downloadOne, { mediaId: photo.id });
    expect(link.url).toMatch(new RegExp(`^${downloadOne}\\?expires=\\d+&signature=`));
    const expiresIn = Date.parse(link.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);

    const reply = await open(link.url);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(photo.bytes.length),
      'content-disposition': `attachment; filename="Cafe-Launch-Night-Day-${photo.id}.jpg"`,
      'x-content-type-options': 'nosniff',
    });
    expect(reply.rawPayload.equals(photo.bytes)).toBe(true);
    expect(await downloadsOf(photo.id)).toBe(1);
    expect(await downloadsOf(photos[1]?.id ?? 0)).toBe(0);
    // A HEAD request fetches no file and counts nothing.
    const head = await t.app.inject({ method: 'HEAD', url: link.url });
    expect(head.statusCode).toBe(200);
    expect(await downloadsOf(photo.id)).toBe(1);
  });

  it('streams every original of a kind as a stored ZIP of known length, counting each item', async () => {
    const link = await linkFor({ event_id: eventId, type: 'photos' });
    const before = await Promise.all(photos.map((photo) => downloadsOf(photo.id)));
    const reply = await open(link.url);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers).toMatchObject({
      'content-type': 'application/zip',
      'content-length': String(reply.rawPayload.length),
      'content-disposition': 'attachment; filename="Cafe-Launch-Night-Day-photos.zip"',
    });
    const entries = await readZip(reply.rawPayload);
    expect(entries.map(({ name, method }) => ({ name, method }))).toEqual(
      photos.map((photo) => ({ name: `Cafe-Launch-Night-Day-${photo.id}.jpg`, method: 0 })),
    );
    entries.forEach((entry, index) => {
      expect(entry.bytes.equals(photos[index]?.bytes ?? Buffer.alloc(0)), entry.name).toBe(true);
    });
    const after = await Promise.all(photos.map((photo) => downloadsOf(photo.id)));
    expect(after).toEqual(before.map((count) => count + 1));
  });

  it('puts each type in its own folder in the archive of everything', async () => {
    const reply = await open((await linkFor({ event_id: eventId, type: 'all' })).url);
    expect(reply.headers['content-disposition']).toBe('attachment; filename="Cafe-Launch-Night-Day-all.zip"');
    const entries = await readZip(reply.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([
      ...photos.map((photo) => `photo/Cafe-Launch-Night-Day-${photo.id}.jpg`),
      `boomerang/Cafe-Launch-Night-Day-${boomerang.id}.mp4`,
    ]);
    expect(entries.at(-1)?.bytes.equals(boomerang.bytes)).toBe(true);
  });

  it('says there is nothing to download for an empty kind instead of sending an empty archive', async () => {
    const asked = await askLink({ event_id: eventId, type: 'videos' });
    expect(errorOf(asked, 404)).toEqual({ message: 'There are no videos to download.' });
    // A link made while there were some still finds none.
    const eventUuid = new URL((await linkFor({ event_id: eventId, type: 'photos' })).url, 'http://x').searchParams.get(
      'event_id',
    );
    const link = await linksAt(new Date()).forKind(eventUuid ?? '', 'gif');
    expect(errorOf(await open(link.url), 404)).toEqual({ message: 'There are no 3 in 1 GIFs to download.' });
  });

  it('refuses expired, tampered and borrowed links with 403, counting nothing', async () => {
    const [photo, otherPhoto] = photos;
    if (!photo || !otherPhoto) throw new Error('fixtures missing');
    const counted = await downloadsOf(photo.id);
    const invalid = 'This download link is not valid.';

    const stale = await linksAt(new Date(Date.now() - 11 * 60_000)).forItem(photo.id);
    await expectRefused(stale.url, 'This download link has expired. Start the download again from the gallery.');

    const item = await linkFor({ media_id: photo.id });
    const signature = new URL(item.url, 'http://x').searchParams.get('signature') ?? '';
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    await expectRefused(item.url.replace(signature, flipped), invalid);
    // A later expiry with the old signature.
    await expectRefused(
      item.url.replace(/expires=(\d+)/, (_, expires) => `expires=${Number(expires) + 600}`),
      invalid,
    );
    // One item's link on another item.
    await expectRefused(item.url.replace(`/${photo.id}?`, `/${otherPhoto.id}?`), invalid);
    expect(await downloadsOf(photo.id)).toBe(counted);

    const photosLink = (await linkFor({ event_id: eventId, type: 'photos' })).url;
    const otherLink = (await linkFor({ event_id: otherEventId, type: 'photos' })).url;
    const otherUuid = new URL(otherLink, 'http://x').searchParams.get('event_id') ?? '';
    await expectRefused(photosLink.replace('type=photos', 'type=all'), invalid);
    await expectRefused(photosLink.replace(/event_id=[^&]+/, `event_id=${otherUuid}`), invalid);
    // An item's signature does not open an archive.
    await expectRefused(photosLink.replace(/signature=[^&]+/, `signature=${signature}`), invalid);

    // Neither a signature nor a bearer token: asked to sign in.
    expect((await downloadOne(photo.id)).statusCode).toBe(401);
    // Half a signature is a link that is not valid.
    const halfSigned = await callApp(t.app, galleryEndpoints.downloadOne, {
      params: { mediaId: photo.id },
      query: { expires: Date.now() },
    });
    expect(errorOf(halfSigned, 403)).toEqual({ message: invalid });
  });

  it("answers an API client that sends the owner's bearer token instead of a signature", async () => {
    const photo = photos[0];
    if (!photo) throw new Error('fixtures missing');
    const { uuid } = await events.show(ada, eventId);
    const one = await downloadOne(photo.id, ada);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers['content-disposition']).toMatch(/^attachment;/);
    const archive = await downloadAll(ada, uuid);
    expect(archive.statusCode, archive.body).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');

    const stranger = await events.organiser();
    expect((await downloadOne(photo.id, stranger)).statusCode).toBe(404);
    expect((await downloadAll(stranger, uuid)).statusCode).toBe(404);
    const badToken = await downloadOne(photo.id, undefined, { authorization: 'Bearer not-a-token' });
    expect(badToken.statusCode).toBe(401);
  });

  it('fails the download rather than send an archive without a file that has gone missing', async () => {
    const lonely = await events.insertEvent(ada.user.id, { status: 'final', startMs: 0, endMs: 3_600_000 });
    const lost = await media.add(lonely, 'video', at(1));
    await t.app.platform.storage.remove(lost.fileKey);
    // Found missing before the reply starts: a 500. Found after: the transfer is cut. Either
    // way no browser keeps a complete-looking archive.
    const url = (await linkFor({ event_id: lonely, type: 'videos' })).url;
    const outcome = await open(url).then(
      (reply) => reply.statusCode,
      (error: Error) => error.message,
    );
    expect([500, 'response destroyed before completion']).toContain(outcome);
  });
});
