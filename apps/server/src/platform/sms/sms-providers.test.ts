import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { replyOf } from '../../test/call-app.ts';
import { type FakeSmsProvider, fakeSmsProvider } from '../../test/fake-sms-provider.ts';
import { type SharingEvent, SMS_TEXT, shareCalls, sharingEvent } from '../../test/sharing-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SmsConfig } from './sms-sender.ts';

// The providers do not touch the database beyond the ledger, which the sharing tests cover on both.
describe.each([
  [
    'a generic HTTP provider',
    (url: string): SmsConfig => ({ provider: 'http', url: `${url}/send`, apiKey: 'key-1', from: 'Harbour' }),
  ],
  [
    'a Twilio-style provider',
    (url: string): SmsConfig => ({
      provider: 'twilio',
      baseUrl: url,
      accountSid: 'AC42',
      authToken: 'tok',
      from: '+61400000000',
    }),
  ],
])('SMS shares through %s', (_name, configOf) => {
  let provider: FakeSmsProvider;
  let t: TestApp;
  let event: SharingEvent;
  let calls: ReturnType<typeof shareCalls>;

  beforeAll(async () => {
    provider = await fakeSmsProvider();
    const sms = configOf(provider.url);
    t = await createTestApp('sqlite', { sms }, { deliveryRetryDelaysMs: [5, 5] });
    event = await sharingEvent(t);
    calls = shareCalls(t.app);
  });
  afterEach(() => {
    provider.received.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const share = async (phone: string) => {
    const reply = await calls.byMessage({
      event_id: event.eventId,
      media_id: event.photo.id,
      sharing_platform: 'sms',
      phone,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return calls.row(replyOf(reply).share.id);
  };

  it("hands the provider the number and the organiser's text with the link, with its credentials", async () => {
    const row = await share('+61 412 345 678');
    expect(row).toMatchObject({ state: 'sent', attempts: 1 });
    expect(provider.received).toHaveLength(1);
    const [request] = provider.received;
    const link = `${t.config.appUrl}/social/gallery/view/`;
    if (t.config.sms.provider === 'http') {
      expect(request?.path).toBe('/send');
      expect(request?.headers.authorization).toBe('Bearer key-1');
      const body = JSON.parse(request?.body ?? '{}');
      expect(body).toMatchObject({ to: '+61412345678', from: 'Harbour' });
      expect(body.text).toMatch(new RegExp(`^${SMS_TEXT} ${link}[A-Za-z0-9]+$`));
    } else {
      expect(request?.path).toBe('/2010-04-01/Accounts/AC42/Messages.json');
      expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('AC42:tok').toString('base64')}`);
      const form = new URLSearchParams(request?.body);
      expect(form.get('To')).toBe('+61412345678');
      expect(form.get('From')).toBe('+61400000000');
      expect(form.get('Body')).toMatch(new RegExp(`^${SMS_TEXT} ${link}[A-Za-z0-9]+$`));
    }
  });

  it('retries a refused send and records the status after the last attempt, never the credentials', async () => {
    provider.answers.push(503, 503, 503);
    const row = await share('0412000999');
    expect(row).toMatchObject({ state: 'failed', attempts: 3, failure_reason: 'SMS provider answered 503' });
    expect(provider.received).toHaveLength(3);

    provider.answers.push(500);
    expect(await share('0412000998')).toMatchObject({ state: 'sent', attempts: 2, failure_reason: null });
  });
});
