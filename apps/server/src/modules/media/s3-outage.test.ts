/**
 * The bucket's store stopped under a running server: a booth's upload and a picture's read answer
 * 503 with `Retry-After`, as a database outage does, and the log says the media storage is
 * unavailable, never the database.
 */
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../test/call-app.ts';
import { cameraJpeg } from '../../test/capture-fixtures.ts';
import { captureLogs } from '../../test/captured-logs.ts';
import { mediaSetup } from '../../test/media-setup.ts';
import { postMedia } from '../../test/media-upload-client.ts';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('an S3 outage on %s', (dialect) => {
  let s3: S3TestServer | undefined;
  let t: TestApp;
  const logs = captureLogs();

  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await createTestApp(dialect, { s3: s3.settings, logLevel: 'warn' }, { logStream: logs.stream });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('answers 503 with Retry-After and logs the storage, not the database, as unavailable', async () => {
    const setup = mediaSetup(t);
    const { token } = await setup.boothWith();
    const upload = async () =>
      postMedia(t.app, token, {
        media_type: 'photo',
        client_id: setup.nextClientId(),
        captured_at: '2026-11-24T21:04:05.120Z',
        file: { bytes: await cameraJpeg(), name: 'capture.jpg' },
      });
    const { storage } = t.app.platform;
    await storage.put('event_info_image/a1b2c3d4.png', Buffer.from('an event image'));
    expect((await upload()).statusCode).toBe(200);

    const stopping = s3?.close();
    s3 = undefined;
    await stopping;
    for (const reply of [
      await upload(),
      await t.app.inject({ url: storage.publicUrl('event_info_image/a1b2c3d4.png') }),
    ]) {
      expect(reply.statusCode, reply.body).toBe(503);
      expect(reply.headers['retry-after']).toBe('5');
      expect(errorOf(reply, 503)).toEqual({ message: MESSAGES.serviceUnavailable });
    }
    expect(logs.text()).toContain('"msg":"storage unavailable"');
    expect(logs.text()).not.toContain('database unavailable');
  });
});
