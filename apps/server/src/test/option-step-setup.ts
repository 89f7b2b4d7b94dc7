/**
 * What the option steps' tests start from: the app on a fresh database, two organisers and the
 * libraries. A suite calls `useOptionStep` (or `useOptionTestApp`) once in its `describe`: that
 * registers the hooks opening the app before its tests and closing it after them, and answers the
 * setup, whose fields a test reads in its own body (they are filled in once the tests run).
 */
import { afterAll, beforeAll } from 'vitest';
import type { DialectName } from '../db/database.ts';
import { type Libraries, type OptionsClient, optionsClient } from './options-client.ts';
import type { SignedIn } from './packages-client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type OptionTestApp = { t: TestApp; client: OptionsClient; alice: SignedIn; bob: SignedIn; library: Libraries };
export type OptionStepSetup = OptionTestApp & { eventId: number };

/**
 * The app on the dialect (with `app`'s configuration and build options, if given), alice (the
 * event's owner) and bob (someone else) on the plan, and the libraries' ids.
 */
export async function optionTestApp(
  dialect: DialectName,
  plan: string,
  ...app: Parameters<typeof createTestApp> extends [DialectName, ...infer Rest] ? Rest : never
): Promise<OptionTestApp> {
  const t = await createTestApp(dialect, ...app);
  const client = optionsClient(t.app, t.config.dataDir, t.config.appUrl);
  const alice = await client.organiser(plan);
  const bob = await client.organiser(plan);
  return { t, client, alice, bob, library: await client.libraries(alice) };
}

/** The same with alice's draft event, its features and the step's options switched on. */
async function optionStepSetup(
  dialect: DialectName,
  plan: string,
  options: Record<string, number>,
  features: Record<string, number> = {},
): Promise<OptionStepSetup> {
  const setup = await optionTestApp(dialect, plan);
  return { ...setup, eventId: await setup.client.eventWith(setup.alice, features, options) };
}

/** Opens the setup before the suite's tests and closes its app after them. */
function suiteSetup<Setup extends { t: TestApp }>(open: () => Promise<Setup>): Setup {
  const setup = {} as Setup;
  beforeAll(async () => {
    Object.assign(setup, await open());
  });
  afterAll(() => setup.t?.close());
  return setup;
}

/** The suite's app, organisers and libraries, for tests that make their own events. */
export const useOptionTestApp = (dialect: DialectName, plan: string) => suiteSetup(() => optionTestApp(dialect, plan));

/** The suite's app, organisers, libraries and alice's event with the step's `options` (and `features`) on. */
export const useOptionStep = (...args: Parameters<typeof optionStepSetup>) =>
  suiteSetup(() => optionStepSetup(...args));

/**
 * A builder of the step's save body: the setup's event, the step's `settings` (read when a test
 * builds the body, once the setup is filled in) and what the test changes, or removes with `undefined`.
 */
export const stepBody =
  (setup: OptionStepSetup, settings: () => Record<string, unknown>) =>
  (extra: Record<string, unknown> = {}) => ({ eventId: setup.eventId, ...settings(), ...extra });
