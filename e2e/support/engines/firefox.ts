/**
 * Firefox ESR as journeys drive it: headless, spoken to over WebDriver BiDi straight to its
 * Remote Agent (Debian has no geckodriver), with a fresh profile whose prefs give a fake camera
 * granted without a prompt and switch off the network services an offline machine cannot reach.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { type EnginePage, findInPage, type Target, targetArgs } from './engine-page.ts';
import { freePort, requireProgram, startProgram, waitUntil } from './processes.ts';

const FIREFOX = '/usr/bin/firefox-esr';

const PREFS: Record<string, boolean | string> = {
  'media.navigator.streams.fake': true,
  'media.navigator.permission.disabled': true,
  'network.connectivity-service.enabled': false,
  'network.captive-portal-service.enabled': false,
  'messaging-system.rsexperimentloader.enabled': false,
  'browser.safebrowsing.update.enabled': false,
  'extensions.update.enabled': false,
  'app.normandy.enabled': false,
  'services.settings.server': 'http://127.0.0.1:9/',
  'datareporting.policy.dataSubmissionEnabled': false,
  'browser.shell.checkDefaultBrowser': false,
};

type RemoteValue = { type: string; value?: unknown; sharedId?: string };
type Reply = { id?: number; type?: string; result?: unknown; error?: string; message?: string };

export async function startFirefox(size: { width: number; height: number }): Promise<EnginePage> {
  requireProgram(FIREFOX, 'firefox-esr');
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-firefox-'));
  await fs.writeFile(
    path.join(profile, 'user.js'),
    Object.entries(PREFS)
      .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`)
      .join('\n'),
  );
  const port = await freePort();
  const firefox = startProgram(FIREFOX, [
    '--headless',
    '--no-remote',
    '--profile',
    profile,
    `--remote-debugging-port=${port}`,
    `--window-size=${size.width},${size.height}`,
    'about:blank',
  ]);
  const stopAll = async () => {
    await firefox.stop();
    await fs.rm(profile, { recursive: true, force: true });
  };
  try {
    await waitUntil(firefox, 'Firefox', () => firefox.output().includes('WebDriver BiDi listening'), 90_000);
    const socket = new WebSocket(`ws://127.0.0.1:${port}/session`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    let nextId = 1;
    const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
    socket.on('message', (data) => {
      const reply = JSON.parse(data.toString()) as Reply;
      const call = reply.id === undefined ? undefined : waiting.get(reply.id);
      if (!call || reply.id === undefined) return;
      waiting.delete(reply.id);
      if (reply.type === 'error') call.reject(new Error(`Firefox BiDi: ${reply.error}: ${reply.message}`));
      else call.resolve(reply.result);
    });
    const send = <Result>(method: string, params: object) =>
      new Promise<Result>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        socket.send(JSON.stringify({ id, method, params }));
      });

    const session = await send<{ capabilities: { browserVersion: string } }>('session.new', { capabilities: {} });
    const tree = await send<{ contexts: Array<{ context: string }> }>('browsingContext.getTree', {});
    const context = tree.contexts[0]?.context;
    if (!context) throw new Error('Firefox has no tab');
    await send('browsingContext.setViewport', { context, viewport: size });

    const callFunction = (functionDeclaration: string, args: string[]) =>
      send<{ type: string; result?: RemoteValue; exceptionDetails?: { text: string } }>('script.callFunction', {
        functionDeclaration,
        arguments: args.map((value) => ({ type: 'string', value })),
        awaitPromise: true,
        target: { context },
        resultOwnership: 'root',
      }).then((reply) => {
        if (reply.type === 'exception') throw new Error(`in the page: ${reply.exceptionDetails?.text}`);
        return reply.result;
      });

    return {
      engine: 'Firefox ESR',
      version: session.capabilities.browserVersion,
      async goto(url) {
        await send('browsingContext.navigate', { context, url, wait: 'complete' });
      },
      async reload() {
        await send('browsingContext.reload', { context, wait: 'complete' });
      },
      async run(fn, ...args) {
        const declaration = `async (args) => JSON.stringify((await (${fn.toString()})(...JSON.parse(args))) ?? null)`;
        const result = await callFunction(declaration, [JSON.stringify(args)]);
        return JSON.parse(String(result?.value));
      },
      async click(target: Target) {
        const found = await callFunction(findInPage.toString(), targetArgs(target).map(String));
        if (found?.type !== 'node' || !found.sharedId) throw new Error(`no ${target.role} ${target.name} on the page`);
        const origin = { type: 'element', element: { sharedId: found.sharedId } };
        await send('input.performActions', {
          context,
          actions: [
            {
              type: 'pointer',
              id: 'tap',
              parameters: { pointerType: 'mouse' },
              actions: [
                { type: 'pointerMove', x: 0, y: 0, origin },
                { type: 'pointerDown', button: 0 },
                { type: 'pointerUp', button: 0 },
              ],
            },
          ],
        });
      },
      async screenshot() {
        const { data } = await send<{ data: string }>('browsingContext.captureScreenshot', { context });
        return Buffer.from(data, 'base64');
      },
      async close() {
        await send('session.end', {}).catch(() => {});
        socket.close();
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
