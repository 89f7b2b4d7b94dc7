/**
 * A kiosk's large clip sent by tus (resumable upload) through the round-robin proxy to two API
 * processes, each with a data folder of its own as on two machines, with media in an S3 bucket
 * and one database: its PATCHes land on both processes in turn and the
 * upload still finishes; the process receiving a PATCH is killed (SIGKILL) part way, and the
 * booth continues the upload through the other one. Either way the stored capture has exactly
 * the clip's bytes, and no part of the upload is left in the bucket.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { boothMediaEndpoints, RESUMABLE_UPLOADS, uploadIdOf } from '@boothdeck/contract';
import { API_PREFIX } from '@boothdeck/contract/endpoint-address';
import { afterAll, describe, expect, it } from 'vitest';
import { apiAddress } from '../src/test/api-address.ts';
import { boothHeaders } from '../src/test/booth-client.ts';
import { cameraJpeg, largeClipMp4 } from '../src/test/capture-fixtures.ts';
import { multipartBody } from '../src/test/media-upload-client.ts';
import { type S3TestServer, s3EnvironmentOf, startS3TestServer } from '../src/test/s3-test-server.ts';
import { sendResumably } from '../src/test/tus-client.ts';
import { HAS_POSTGRES, useCluster } from './harness/cluster-test-setup.ts';
import { answeredBy } from './harness/round-robin-proxy.ts';

const MB = 1024 * 1024;
const CLIP_BYTES = 5 * MB;
const CHUNK_BYTES = MB;
/** The kiosk's own waits between retries of a PATCH that got no answer. */
const RETRY_DELAYS_MS = [0, 200, 500, 1_000];

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each process's own data folder: nothing on disk is shared, as between two machines. */
const machines = ['api-1', 'api-2'].map((name) => ({
  name,
  dataDir: mkdtempSync(path.join(os.tmpdir(), `boothdeck-${name}-`)),
}));

describe.runIf(HAS_POSTGRES)('resumable uploads across two API processes on S3', () => {
  let s3: S3TestServer | undefined;
  // Registered before the cluster's, so the bucket and folders go after the processes using them.
  afterAll(async () => {
    await s3?.close();
    await Promise.all(machines.map(({ dataDir }) => fs.rm(dataDir, { recursive: true, force: true })));
  });
  const state = useCluster({
    booths: 1,
    processes: machines.map(({ name, dataDir }) => ({ name, environment: { DATA_DIR: dataDir } })),
    environment: async () => {
      // One database, one key to its secrets: each machine is given the first one's.
      const key = path.join(state.t.config.dataDir, 'secrets.key');
      await Promise.all(machines.map(({ dataDir }) => fs.copyFile(key, path.join(dataDir, 'secrets.key'))));
      s3 = await startS3TestServer();
      return s3EnvironmentOf(s3.settings);
    },
  });

  const token = () => state.event.boothTokens[0] ?? '';
  const endpoint = () => `${state.cluster.url}${API_PREFIX}${RESUMABLE_UPLOADS.path}`;
  const send = (file: Buffer, options: { uploadUrl?: string; stopAfter?: number } = {}) =>
    sendResumably({
      endpoint: endpoint(),
      token: token(),
      file,
      chunkBytes: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      ...options,
    });
  const offsetOf = async (url: string) => {
    const reply = await fetch(url, { method: 'HEAD', headers: { ...boothHeaders(token()), 'tus-resumable': '1.0.0' } });
    expect(reply.status).toBe(200);
    return Number(reply.headers.get('upload-offset'));
  };

  /** Stores the finished upload as a video through the proxy; the stored clip's bytes. */
  async function storedClip(uploadUrl: string, clientId: string): Promise<Buffer> {
    const { payload, contentType } = await multipartBody({
      media_type: 'video',
      client_id: clientId,
      upload_id: uploadIdOf(uploadUrl),
      poster: { bytes: await cameraJpeg(), name: 'poster.jpg' },
    });
    const reply = await fetch(`${state.cluster.url}${apiAddress(boothMediaEndpoints.upload)}`, {
      method: 'POST',
      headers: { ...boothHeaders(token()), 'content-type': contentType },
      body: new Uint8Array(payload),
    });
    const body = await reply.text();
    expect(reply.status, body).toBe(200);
    const { media } = JSON.parse(body) as { media: { id: number; event_video: string } };
    const served = await fetch(new URL(media.event_video, state.cluster.url));
    expect(served.status).toBe(200);
    return Buffer.from(await served.arrayBuffer());
  }

  const partsInBucket = async () => ((await s3?.keys()) ?? []).filter((key) => key.startsWith('resumable_upload/'));

  it('finishes an upload whose PATCHes alternate between the processes, and stores the clip', async () => {
    const clip = await largeClipMp4(CLIP_BYTES);
    const url = await send(clip);

    const patches = answeredBy(
      state.cluster.proxy.log,
      (entry) => entry.method === 'PATCH' && entry.path.endsWith(uploadIdOf(url)),
    );
    expect(Object.keys(patches).sort()).toEqual(['api-1', 'api-2']);
    expect(Object.values(patches).reduce((sum, count) => sum + count, 0)).toBe(CLIP_BYTES / CHUNK_BYTES);

    expect(sha256(await storedClip(url, 'clip-alternating'))).toBe(sha256(clip));
    expect(await partsInBucket()).toEqual([]);
  });

  it('continues an upload through the other process when the one receiving a PATCH is killed', async () => {
    const { cluster } = state;
    const clip = await largeClipMp4(CLIP_BYTES);
    const url = await send(clip, { stopAfter: 2 * CHUNK_BYTES });
    const offset = await offsetOf(url);
    expect(offset).toBe(2 * CHUNK_BYTES);

    // Half of the next PATCH reaches api-1, which is killed while it receives it.
    const workFolder = path.join(machines[0]?.dataDir ?? '', 'uploads-in-progress');
    const receiving = async () =>
      (await fs.readdir(workFolder, { recursive: true })).some((name) => String(name).endsWith('.upload'));
    const giveUpAt = Date.now() + 60_000;
    const api1 = new URL(cluster.process('api-1').baseUrl);
    const patch = http.request({
      host: api1.hostname,
      port: api1.port,
      method: 'PATCH',
      path: new URL(url).pathname,
      headers: {
        ...boothHeaders(token()),
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(CHUNK_BYTES),
      },
    });
    const cut = new Promise<string>((resolve) => {
      patch.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      patch.on('response', (reply) => resolve(`answered ${reply.statusCode}`));
    });
    patch.write(clip.subarray(offset, offset + CHUNK_BYTES / 2));
    while (!(await receiving())) {
      if (Date.now() > giveUpAt) throw new Error('api-1 never received the PATCH');
      await sleep(20);
    }
    await cluster.kill('api-1');
    expect(await cut).toMatch(/ECONNRESET|socket hang up/);

    // The half PATCH never counted; the booth resumes through the proxy, which finds only api-2.
    expect(await offsetOf(url)).toBe(offset);
    expect(await send(clip, { uploadUrl: url })).toBe(url);
    expect(await offsetOf(url)).toBe(CLIP_BYTES);

    expect(sha256(await storedClip(url, 'clip-after-kill'))).toBe(sha256(clip));
    expect(await partsInBucket()).toEqual([]);
  });
});
