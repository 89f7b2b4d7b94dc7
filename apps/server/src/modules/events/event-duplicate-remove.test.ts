import fs from 'node:fs';
import path from 'node:path';
import { type DuplicateEventBody, eventEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, replyOf } from '../../test/call-app.ts';
import { defined } from '../../test/defined.ts';
import { type EventsClient, eventInfoBody, eventsClient } from '../../test/events-client.ts';
import { asDataUrl, pngBytes } from '../../test/image-fixtures.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('duplicating and removing events on %s', (dialect) => {
  let t: TestApp;
  let client: EventsClient;
  let member: SignedIn;
  const mediaFile = (url: string) => path.join(t.config.dataDir, url);
  const duplicate = (body: Partial<DuplicateEventBody> & Pick<DuplicateEventBody, 'event_id'>) =>
    client.call(member, eventEndpoints.duplicate, {
      body: {
        event_name: 'Encore',
        event_start_date: '2031-02-01 20:00',
        event_end_date: '2031-02-02 02:00',
        life_time: 0,
        per_page: 6,
        page: 1,
        user_id: member.user.id,
        search: '',
        event_type: 'past',
        ...body,
      },
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
    member = await client.organiser('Monthly Pro');
  });
  afterAll(() => t.close());

  it('copies details, features, options, password and image into a new submitted event', async () => {
    const sourceId = await client.finalEvent(member, {
      event_time_zone: 'Europe/London',
      fileURL: asDataUrl(pngBytes(), 'image/png'),
    });
    const source = await client.show(member, sourceId);
    const reply = await duplicate({ event_id: sourceId });
    expect(reply.statusCode).toBe(200);
    const copy = replyOf(reply).event;
    expect(copy).toMatchObject({
      event_name: 'Encore',
      event_details: source.event_details,
      venue_name: source.venue_name,
      time_zone: 'Europe/London',
      event_start_date: '2031-02-01T20:00:00.000Z',
      event_end_date: '2031-02-02T02:00:00.000Z',
      state: 'upcoming',
      feature: source.feature,
      event_option: source.event_option,
    });
    expect(copy.id).not.toBe(sourceId);
    expect(copy.uuid).not.toBe(source.uuid);
    expect(copy.event_info_image).toMatch(/^\/media\/event_info_image\/[0-9a-f]{32}\.png$/);
    expect(copy.event_info_image).not.toBe(source.event_info_image);
    expect(fs.readFileSync(mediaFile(defined(copy.event_info_image)))).toEqual(
      fs.readFileSync(mediaFile(defined(source.event_info_image))),
    );
  });

  it('keeps the 48-hour and ongoing rules and asks for a name', async () => {
    const sourceId = await client.finalEvent(member);
    const tooLong = await duplicate({ event_id: sourceId, event_end_date: '2031-02-04 20:01' });
    expect(tooLong.statusCode).toBe(422);
    expect(errorOf(tooLong, 422).errors).toEqual({ event_end_date: [MESSAGES.eventTooLong] });
    const noName = await duplicate({ event_id: sourceId, event_name: '' });
    expect(errorOf(noName, 422).errors).toEqual({ event_name: [MESSAGES.required] });
    const noEnd = await duplicate({ event_id: sourceId, event_end_date: '' });
    expect(errorOf(noEnd, 422).errors).toEqual({ event_end_date: [MESSAGES.eventEndRequired] });
    const ongoing = await duplicate({ event_id: sourceId, event_end_date: null, life_time: 1 });
    expect(replyOf(ongoing).event).toMatchObject({ life_time: 1, event_end_date: '2231-02-01T20:00:00.000Z' });
  });

  it('duplicates a draft into a draft', async () => {
    const draftId = await client.createDraft(member);
    const reply = await duplicate({ event_id: draftId });
    expect(replyOf(reply).event).toMatchObject({ state: 'draft', feature: null, event_option: null });
  });

  it('removes an event and its image, answering with the removed message', async () => {
    const eventId = await client.finalEvent(member, { fileURL: asDataUrl(pngBytes(), 'image/png') });
    const image = defined((await client.show(member, eventId)).event_info_image);
    expect(fs.existsSync(mediaFile(image))).toBe(true);
    const reply = await client.call(member, eventEndpoints.remove, { body: { event_id: eventId } });
    expect(reply.statusCode).toBe(200);
    expect(replyOf(reply)).toEqual({ status: 'success', message: MESSAGES.removed });
    expect((await client.call(member, eventEndpoints.show, { params: { id: eventId } })).statusCode).toBe(404);
    expect(fs.existsSync(mediaFile(image))).toBe(false);
    expect((await client.call(member, eventEndpoints.remove, { body: { event_id: eventId } })).statusCode).toBe(404);
  });

  it('removes drafts through delete/draft-event, and only drafts', async () => {
    const draftId = await client.createDraft(member);
    const finalId = await client.finalEvent(member);
    expect((await client.call(member, eventEndpoints.removeDraft, { body: { event_id: finalId } })).statusCode).toBe(
      404,
    );
    const reply = await client.call(member, eventEndpoints.removeDraft, { body: { event_id: draftId } });
    expect(replyOf(reply)).toEqual({ status: 'success', message: MESSAGES.removed });
    const drafts = replyOf(await client.call(member, eventEndpoints.drafts)).draft_product;
    expect(drafts.map((draft) => draft.id)).not.toContain(draftId);
    expect((await client.call(member, eventEndpoints.show, { params: { id: finalId } })).statusCode).toBe(200);
  });

  it('refuses to duplicate options a downgraded plan no longer includes', async () => {
    const downgraded = await client.organiser('Monthly Pro');
    const eventId = await client.createDraft(downgraded);
    await client.call(downgraded, eventEndpoints.saveOptions, {
      body: { eventId, text_messaging: 1, password: '1234' },
    });
    await t.app.platform.database.db
      .updateTable('memberships')
      .set({ expire_at: new Date(Date.now() - 60_000).toISOString() })
      .where('user_id', '=', downgraded.user.id)
      .execute();
    const reply = await client.call(downgraded, eventEndpoints.duplicate, {
      body: {
        event_id: eventId,
        ...{ event_name: 'Copy', event_start_date: eventInfoBody().event_start_date, life_time: 1 },
      },
    });
    expect(reply.statusCode).toBe(403);
  });
});
