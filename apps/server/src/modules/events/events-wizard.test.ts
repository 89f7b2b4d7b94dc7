/** The wizard's later steps: features, options and submitting a draft. */
import { eventEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApp, errorOf, replyOf } from '../../test/call-app.ts';
import { type EventsClient, eventInfoBody, eventsClient, FEATURE_BODY, OPTION_BODY } from '../../test/events-client.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('the create-event wizard on %s', (dialect) => {
  let t: TestApp;
  let client: EventsClient;
  let pro: SignedIn;
  let trial: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
    pro = await client.organiser('Monthly Pro');
    trial = await client.organiser('Free Trial');
  });
  afterAll(() => t.close());

  describe('features', () => {
    it('keeps still photo on and answers each feature as a list of its state', async () => {
      const eventId = await client.createDraft(pro);
      const reply = await client.call(pro, eventEndpoints.saveFeature, {
        body: { eventId, still_photo: 0, video: true, gallery: '1' },
      });
      expect(reply.statusCode).toBe(200);
      const { status, feature } = replyOf(reply);
      expect(status).toBe(true);
      expect(feature.still_photo).toEqual([{ status: 1, lock: 'enable' }]);
      expect(feature.video).toEqual([{ status: 1, lock: 'enable' }]);
      expect(feature.gallery).toEqual([{ status: 1, lock: 'enable' }]);
      expect(feature.sharing).toEqual([{ status: 0, lock: 'disable' }]);
      expect((await client.show(pro, eventId)).feature).toEqual(feature);
    });

    it('turns off social, email, text messaging and microsite when sharing is unticked', async () => {
      const eventId = await client.createDraft(pro);
      await client.call(pro, eventEndpoints.saveFeature, { body: { eventId, sharing: 1 } });
      await client.call(pro, eventEndpoints.saveOptions, {
        body: {
          eventId,
          social_media: 1,
          email: 1,
          text_messaging: 1,
          microsite: 1,
          frame: 1,
          password: '1234',
        },
      });
      await client.call(pro, eventEndpoints.saveFeature, { body: { eventId, sharing: 0 } });
      expect((await client.show(pro, eventId)).event_option).toMatchObject({
        social_media: 0,
        email: 0,
        text_messaging: 0,
        microsite: 0,
        frame: 1,
        password: '1234',
      });
    });

    it('lets a trial organiser choose every feature but data capture', async () => {
      const eventId = await client.createDraft(trial);
      const refused = await client.call(trial, eventEndpoints.saveFeature, { body: { eventId, data_capture: 1 } });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused, 403)).toEqual({
        message: MESSAGES.upgradePackage,
        errors: { data_capture: [MESSAGES.upgradePackage] },
      });
      expect(
        (await client.call(trial, eventEndpoints.saveFeature, { body: { eventId, ...FEATURE_BODY } })).statusCode,
      ).toBe(200);
      expect(
        (await client.call(pro, eventEndpoints.saveFeature, { body: { eventId, data_capture: 1 } })).statusCode,
      ).toBe(404);
    });
  });

  describe('options', () => {
    it('saves the ticked options and the four-digit admin password', async () => {
      const eventId = await client.createDraft(pro);
      const reply = await client.call(pro, eventEndpoints.saveOptions, {
        body: { eventId, ...OPTION_BODY, data_capture: 1 },
      });
      expect(reply.statusCode).toBe(200);
      expect(replyOf(reply)).toEqual({
        status: true,
        event_option: expect.objectContaining({
          social_media: 1,
          email: 1,
          frame: 1,
          data_capture: 1,
          gif: 0,
          password: '4821',
        }),
      });
    });

    it('asks for at least one option and a password of four digits', async () => {
      const eventId = await client.createDraft(pro);
      const none = await client.call(pro, eventEndpoints.saveOptions, { body: { eventId, password: '1234' } });
      expect(none.statusCode).toBe(422);
      expect(errorOf(none, 422)).toEqual({
        message: MESSAGES.chooseAnyOption,
        errors: { options: [MESSAGES.chooseAnyOption] },
      });
      for (const password of ['123', '12a4', '12345']) {
        const bad = await client.call(pro, eventEndpoints.saveOptions, { body: { eventId, frame: 1, password } });
        expect(errorOf(bad, 422).errors).toEqual({ password: [MESSAGES.adminPasswordDigits] });
      }
    });

    it('refuses options the trial package lacks, naming each', async () => {
      const eventId = await client.createDraft(trial);
      const reply = await client.call(trial, eventEndpoints.saveOptions, {
        body: {
          eventId,
          text_messaging: 1,
          data_capture: 1,
          email: 1,
          password: '1234',
        },
      });
      expect(reply.statusCode).toBe(403);
      expect(errorOf(reply, 403).errors).toEqual({
        text_messaging: [MESSAGES.upgradePackage],
        data_capture: [MESSAGES.upgradePackage],
      });
      expect(
        (await client.call(trial, eventEndpoints.saveOptions, { body: { eventId, email: 1, password: '1234' } }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('submitting', () => {
    it('needs the features and options saved first', async () => {
      const eventId = await client.createDraft(pro);
      const noFeatures = await client.call(pro, eventEndpoints.finalise, { params: { eventId } });
      expect(noFeatures.statusCode).toBe(422);
      expect(errorOf(noFeatures, 422).errors).toEqual({ feature: [MESSAGES.eventFeatureMissing] });
      await client.call(pro, eventEndpoints.saveFeature, { body: { eventId, ...FEATURE_BODY } });
      const noOptions = await client.call(pro, eventEndpoints.finalise, { params: { eventId } });
      expect(errorOf(noOptions, 422).errors).toEqual({ event_option: [MESSAGES.eventOptionsMissing] });
    });

    it('finalises a complete draft into an upcoming event, and answers a repeat the same way', async () => {
      const eventId = await client.readyDraft(pro);
      const reply = await client.call(pro, eventEndpoints.finalise, { params: { eventId } });
      expect(reply.statusCode).toBe(200);
      expect(replyOf(reply)).toMatchObject({ status: true, event: { id: eventId, state: 'upcoming' } });
      const again = await client.call(pro, eventEndpoints.finalise, { params: { eventId } });
      expect(replyOf(again)).toEqual(replyOf(reply));
      const continued = await client.call(pro, eventEndpoints.continueDraft, { query: { eventId } });
      expect(continued.statusCode).toBe(404);
    });

    it('refuses to submit options the plan no longer includes', async () => {
      const member = await client.organiser('Monthly Pro');
      const eventId = await client.readyDraft(member);
      await client.call(member, eventEndpoints.saveOptions, { body: { eventId, text_messaging: 1, password: '1234' } });
      await t.app.platform.database.db
        .updateTable('memberships')
        .set({ expire_at: new Date(Date.now() - 60_000).toISOString() })
        .where('user_id', '=', member.user.id)
        .execute();
      expect((await client.call(member, eventEndpoints.finalise, { params: { eventId } })).statusCode).toBe(403);
    });

    it('loads a draft to continue it, with everything saved so far', async () => {
      const eventId = await client.readyDraft(pro);
      const reply = await client.call(pro, eventEndpoints.continueDraft, { query: { eventId } });
      expect(reply.statusCode).toBe(200);
      expect(replyOf(reply).event).toMatchObject({
        id: eventId,
        state: 'draft',
        feature: { sharing: [{ status: 1, lock: 'enable' }] },
        event_option: { social_media: 1, password: '4821' },
      });
    });
  });

  it('answers 401 without a session', async () => {
    const reply = await callApp(t.app, eventEndpoints.saveInfo, { body: eventInfoBody() });
    expect(reply.statusCode).toBe(401);
  });
});
