import {
  accountEndpoints,
  accountSettingsEndpoints,
  type EndpointDefinition,
  eventEndpoints,
  publicGalleryEndpoints,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationBody } from '../test/accounts-client.ts';
import { type AppReply, callApp, errorOf } from '../test/call-app.ts';
import { eventInfoBody } from '../test/events-client.ts';
import { pngBytes } from '../test/image-fixtures.ts';
import { type LeadsSetup, leadBody, leadsSetup, leadValues } from '../test/leads-setup.ts';
import { postMedia } from '../test/media-upload-client.ts';
import { TEST_DIALECTS } from '../test/test-app.ts';

const NUL = '\u0000';

describe.each(TEST_DIALECTS)('a NUL character in any string is refused with 422 naming the field, on %s', (dialect) => {
  let s: LeadsSetup;

  beforeAll(async () => {
    s = await leadsSetup(dialect);
  });
  afterAll(() => s.t.close());

  const upcoming = (search: string) =>
    callApp(s.t.app, eventEndpoints.upcomingEvents, { query: { search }, token: s.alice.token });
  const expectRefused = (reply: AppReply<EndpointDefinition>, field: string) => {
    expect(reply.statusCode).toBe(422);
    expect(errorOf(reply, 422)).toMatchObject({
      message: MESSAGES.nulCharacter,
      errors: { [field]: [MESSAGES.nulCharacter] },
    });
  };

  it('in a query parameter', async () => {
    expectRefused(await upcoming(NUL), 'search');
  });

  it('in an event field', async () => {
    const reply = await s.client.call(s.alice, eventEndpoints.saveInfo, {
      body: eventInfoBody({ event_name: `Launch${NUL}` }),
    });
    expectRefused(reply, 'event_name');
  });

  it('in a nested lead answer from a booth', async () => {
    const reply = await s.postLead(leadBody({ values: leadValues({ comments: `nice${NUL}booth` }) }));
    expectRefused(reply, 'values.comments');
  });

  it('in a sign-up', async () => {
    const reply = await callApp(s.t.app, accountEndpoints.register, {
      body: registrationBody('nul@example.com', { first_name: `Ada${NUL}` }),
      remoteAddress: '198.51.100.77',
    });
    expectRefused(reply, 'first_name');
  });

  it('in a profile change', async () => {
    const reply = await callApp(s.t.app, accountSettingsEndpoints.updateUser, {
      body: { first_name: 'Ada', last_name: `Love${NUL}lace` },
      token: s.alice.token,
    });
    expectRefused(reply, 'last_name');
  });

  it("in a text part of a booth's upload", async () => {
    const reply = await postMedia(s.t.app, s.boothToken, {
      media_type: 'photo',
      client_id: 'capture-0001',
      captured_at: `2026-11-28T10:00:00Z${NUL}`,
      file: { bytes: pngBytes(), name: 'photo.png' },
    });
    expectRefused(reply, 'captured_at');
  });

  it('in a path parameter', async () => {
    const reply = await callApp(s.t.app, publicGalleryEndpoints.items, { params: { id: `abc${NUL}def` } });
    expect(reply.statusCode).toBe(422);
  });

  it('while the same fields without it still pass', async () => {
    expect((await upcoming('Harbour')).statusCode).toBe(200);
  });
});
