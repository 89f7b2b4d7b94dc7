/**
 * WebKitGTK (the engine of Safari, with GStreamer for media) as journeys drive it: its
 * MiniBrowser through WebKitWebDriver, classic WebDriver over HTTP, on an Xvfb display of its
 * own, with WebKit's mock camera. The mock camera gives correct frames only at 640x480 here (at
 * 720p and above most grabs are empty), so every page's camera is asked for 640x480.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type EnginePage, findInPage, type Target, targetArgs } from './engine-page.ts';
import { freePort, requireProgram, startProgram, startXvfb, waitUntil } from './processes.ts';

const DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** Wraps page code so its result comes back as JSON, awaited. */
const asScript = (fn: (...args: never[]) => unknown) =>
  `return (async (...args) => JSON.stringify((await (${fn.toString()})(...args)) ?? null))(...arguments);`;

/** Asks every camera the page opens for 640x480 (run after each load). */
function cameraAt640x480() {
  const devices = navigator.mediaDevices as MediaDevices & { sized?: boolean };
  if (!devices || devices.sized) return;
  const open = devices.getUserMedia.bind(devices);
  devices.getUserMedia = (constraints) =>
    open({ ...constraints, video: { ...Object(constraints?.video), width: 640, height: 480 } });
  devices.sized = true;
}

export async function startWebKit(size: { width: number; height: number }): Promise<EnginePage> {
  requireProgram(DRIVER, 'webkit2gtk-driver');
  requireProgram(MINIBROWSER, 'webkit2gtk-driver (libwebkit2gtk-4.1-0)');
  const xvfb = await startXvfb();
  const port = await freePort();
  // GTK's settings without animations, which WebKitGTK gives pages as prefers-reduced-motion: it
  // stills the kiosk's pulsing start screen, which would otherwise redraw it all the while a journey waits there.
  const config = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-webkit-'));
  await fs.mkdir(path.join(config, 'gtk-3.0'));
  await fs.writeFile(path.join(config, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=false\n');
  // MiniBrowser inherits the driver's environment, the display and the settings with it.
  const driver = startProgram(DRIVER, [`--port=${port}`], { DISPLAY: xvfb.display, XDG_CONFIG_HOME: config });
  const base = `http://127.0.0.1:${port}`;
  const stopAll = async () => {
    if (process.env.E2E_ENGINE_LOG === '1') console.log(driver.output());
    await driver.stop();
    await xvfb.program.stop();
    await fs.rm(config, { recursive: true, force: true });
  };

  async function command<Value>(method: string, path: string, body?: unknown): Promise<Value> {
    const reply = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // A WebDriver reply (not Boothdeck's API): its value, or an error and a message.
    const { value }: { value: Value & { error?: string; message?: string } } = await reply.json();
    if (!reply.ok) throw new Error(`WebKitWebDriver ${method} ${path}: ${value.error}: ${value.message}`);
    return value;
  }

  try {
    await waitUntil(driver, 'WebKitWebDriver', () =>
      fetch(`${base}/status`).then(
        (r) => r.ok,
        () => false,
      ),
    );
    const session = await command<{ sessionId: string; capabilities: { browserVersion: string } }>('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary: MINIBROWSER,
            args: ['--automation', '--enable-media-stream=true', '--enable-mock-capture-devices=true'],
          },
        },
      },
    });
    const at = `/session/${session.sessionId}`;
    await command('POST', `${at}/window/rect`, size);
    const run = async <Result>(fn: (...args: never[]) => Result | Promise<Result>, ...args: unknown[]) =>
      JSON.parse(await command<string>('POST', `${at}/execute/sync`, { script: asScript(fn), args })) as Result;
    const afterLoad = () => run(cameraAt640x480);

    return {
      engine: 'WebKitGTK',
      version: session.capabilities.browserVersion,
      async goto(url) {
        await command('POST', `${at}/url`, { url });
        await afterLoad();
      },
      async reload() {
        await command('POST', `${at}/refresh`, {});
        await afterLoad();
      },
      run,
      async click(target: Target) {
        const found = await command<Record<string, string> | null>('POST', `${at}/execute/sync`, {
          script: `return (${findInPage.toString()})(...arguments);`,
          args: targetArgs(target),
        });
        if (!found) throw new Error(`no ${target.role} ${target.name} on the page`);
        await command('POST', `${at}/element/${found[ELEMENT]}/click`, {});
      },
      screenshot: async () => Buffer.from(await command<string>('GET', `${at}/screenshot`), 'base64'),
      async close() {
        await command('DELETE', at).catch(() => {});
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
