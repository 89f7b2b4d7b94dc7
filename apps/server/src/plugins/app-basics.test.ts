import fs from 'node:fs/promises';
import path from 'node:path';
import { accountEndpoints, HEALTH_PATH } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../server-root.ts';
import { apiAddress, UNKNOWN_API_ADDRESS } from '../test/api-address.ts';
import { callAppUnchecked, errorOf } from '../test/call-app.ts';
import { openApiKey } from '../test/openapi-key.ts';
import { documentedBody, healthOf, messageOf, openApiDocumentOf } from '../test/plain-replies.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../test/test-app.ts';
import { OPENAPI_UI_PATH } from './openapi.ts';

/** The product's one version, the root package.json's. */
const productVersion = async () =>
  JSON.parse(await fs.readFile(path.join(SERVER_ROOT, '../../package.json'), 'utf8')).version as string;

describe.each(TEST_DIALECTS)('server basics on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    const webDistDir = path.join(await fs.mkdtemp('/tmp/boothdeck-web-'), 'dist');
    await fs.mkdir(path.join(webDistDir, 'assets'), { recursive: true });
    await fs.writeFile(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><title>Boothdeck</title><div id="root"></div>',
    );
    await fs.writeFile(path.join(webDistDir, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp(dialect, { webDistDir });
  });
  afterAll(() => t.close());

  it('reports health with the release it runs and the database it checked', async () => {
    const reply = await t.app.inject({ url: HEALTH_PATH });
    expect(reply.statusCode).toBe(200);
    expect(healthOf(reply)).toEqual({ status: 'ok', version: await productVersion(), database: dialect });
  });

  it('answers malformed JSON with a 400 JSON error and no stack trace', async () => {
    const reply = await callAppUnchecked(t.app, accountEndpoints.login, {
      body: '{"email": ',
      extraHeaders: { 'content-type': 'application/json' },
    });
    expect(errorOf(reply, 400)).toEqual({ message: MESSAGES.malformedJson });
  });

  it('answers a body over the limit with 413', async () => {
    const reply = await callAppUnchecked(t.app, accountEndpoints.login, {
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
      extraHeaders: { 'content-type': 'application/json' },
    });
    expect(errorOf(reply, 413)).toEqual({ message: MESSAGES.payloadTooLarge });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const reply = await t.app.inject({ url: UNKNOWN_API_ADDRESS });
    expect(reply.statusCode).toBe(404);
    expect(messageOf(reply)).toBe(MESSAGES.notFound);
  });

  it('serves the web app for any client route so a reload works, and its assets as files', async () => {
    for (const url of ['/', '/register', '/verify-email/abc', '/show/event/12']) {
      const reply = await t.app.inject({ url });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain('text/html');
      expect(reply.body).toContain('<div id="root">');
    }
    const asset = await t.app.inject({ url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends security headers with pages, and with API replies the API set that is never cached', async () => {
    for (const url of ['/', OPENAPI_UI_PATH]) {
      const page = await t.app.inject({ url });
      expect(page.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    // Only the booth kiosk compiles WebAssembly (its person segmentation); nothing may eval.
    const webApp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    const kiosk = String((await t.app.inject({ url: '/booth/' })).headers['content-security-policy']);
    expect(webApp).toContain("script-src 'self';");
    expect(kiosk).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(`${webApp}${kiosk}`).not.toContain("'unsafe-eval'");
    for (const url of [HEALTH_PATH, apiAddress(accountEndpoints.user), UNKNOWN_API_ADDRESS]) {
      const call = await t.app.inject({ url });
      expect(call.headers['content-type'], url).toContain('application/json');
      expect(call.headers['cache-control'], url).toBe('no-store');
      expect(call.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(call.headers['x-content-type-options'], url).toBe('nosniff');
      expect(call.headers['x-frame-options'], url).toBe('DENY');
      expect(call.headers['strict-transport-security'], url).toContain('max-age=');
    }
  });

  it('publishes an OpenAPI document of the account calls at /api/docs', async () => {
    const document = await openApiDocumentOf(t.app);
    expect(document.openapi).toMatch(/^3\./);
    for (const call of Object.values(accountEndpoints)) {
      expect(Object.keys(document.paths), call.path).toContain(openApiKey(call));
    }
    expect(documentedBody(document, accountEndpoints.login).properties).toHaveProperty('email');
    expect((await t.app.inject({ url: OPENAPI_UI_PATH })).statusCode).toBeLessThan(400);
  });
});
