/**
 * Made from the contract: every endpoint, called by every kind of caller (the owner, an admin, an
 * operator, a client, an admin of another account, anyone), gets the answer its declaration says.
 * A role the definition does not name gets 403 with the role message whatever it sends; a named
 * role gets past the check (its input, here mostly empty, may still be refused as invalid); nobody
 * signed in gets 401; a client gets 404 for an event not given to them; another account's member
 * never gets another account's event. One app per database; every call is a cheap one.
 */

import { randomUUID } from 'node:crypto';
import { type EndpointDefinition, idNamedBy, type Role, TEAM_MESSAGES } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type AppReply, callAppUnchecked, type UncheckedInput } from '../../test/call-app.ts';
import { contractDefinitions } from '../../test/contract-definitions.ts';
import { eventsClient } from '../../test/events-client.ts';
import { mediaFixtures } from '../../test/media-fixtures.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { teamClientOf } from '../../test/team-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

type CallerName = Role | 'other account' | 'anonymous';
const CALLERS: CallerName[] = ['owner', 'admin', 'operator', 'client', 'other account', 'anonymous'];
/** An id no row of the test has: a call's other path parameters. */
const NO_SUCH_ID = 987654;

/** Values a path or query field may take: one of them fits each field's schema. */
const SAMPLES = [NO_SUCH_ID, randomUUID(), 'all', 'email', 'photo', '2026-01'];

/** A value that fits each required field of an object schema (none for a field no sample fits). */
function samplesFor(schema: unknown, fallback?: unknown): Record<string, unknown> {
  const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
  return Object.fromEntries(
    Object.entries(shape).flatMap(([name, field]) => {
      if (field.safeParse(undefined).success) return [];
      const fits = SAMPLES.find((sample) => field.safeParse(sample).success);
      const value = fits ?? fallback;
      return value === undefined ? [] : [[name, value]];
    }),
  );
}

const namesAnEvent = (definition: EndpointDefinition) => typeof definition.eventIn === 'object';
const throughMedia = (definition: EndpointDefinition) =>
  typeof definition.eventIn === 'object' && definition.eventIn.through === 'media';

/** An event of the test and a capture taken at it. */
type TestEvent = { id: number; captureId: number };

/** The input naming `event` where the definition names its event (or its capture), other fields made to fit. */
function inputOf(definition: EndpointDefinition, event: TestEvent): UncheckedInput {
  const locator = definition.eventIn;
  const id = throughMedia(definition) ? event.captureId : event.id;
  const named = (part: 'params' | 'query' | 'body') =>
    typeof locator === 'object' && locator.in === part ? { [locator.name]: id } : {};
  return {
    params: { ...samplesFor(definition.params, NO_SUCH_ID), ...named('params') },
    query: { ...(definition.caller === 'anyone' ? samplesFor(definition.query) : {}), ...named('query') },
    ...(definition.method === 'GET' ? {} : { body: named('body') }),
  };
}

/** Signing out ends the caller's session: it goes last, after every other call. */
const ordered = (definitions: EndpointDefinition[]) =>
  [...definitions].sort((a, b) => Number(a.path === '/logout') - Number(b.path === '/logout'));

function expectAnswer(reply: AppReply<EndpointDefinition>, definition: EndpointDefinition, caller: CallerName) {
  const what = `${definition.method} ${definition.path} by ${caller}: ${reply.statusCode} ${reply.body.slice(0, 120)}`;
  const refusedForRole = reply.statusCode === 403 && reply.body.includes(TEAM_MESSAGES.forbidden);
  if (definition.caller === 'anyone' && !definition.roles) {
    expect(reply.statusCode === 401 || refusedForRole, what).toBe(false);
    return;
  }
  // A download opened by bearer token (no signed link sent here) is the organiser's call.
  if (definition.caller === 'booth' || caller === 'anonymous') {
    expect(reply.statusCode, what).toBe(401);
    return;
  }
  const role: Role = caller === 'other account' ? 'admin' : caller;
  if (!definition.roles?.includes(role)) {
    expect(refusedForRole, what).toBe(true);
    return;
  }
  expect(reply.statusCode === 401 || refusedForRole, what).toBe(false);
  if (caller === 'other account' && namesAnEvent(definition)) expect(reply.statusCode, what).not.toBe(200);
  // A capture of an event given to the client opens for them (the slider, an item's details).
  if (caller === 'client' && throughMedia(definition)) expect(reply.statusCode, what).toBe(200);
}

describe.each(TEST_DIALECTS)('every endpoint for every role on %s', (dialect) => {
  let t: TestApp;
  const sessions = new Map<CallerName, SignedIn | undefined>();
  /** The event given to the client, and one of the owner's that is not. */
  let givenEvent: TestEvent;
  let otherEvent: TestEvent;
  const team = teamClientOf(() => t);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const events = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
    const owner = await events.organiser();
    const media = mediaFixtures(t.app);
    const withCapture = async (): Promise<TestEvent> => {
      const id = await events.createDraft(owner);
      return { id, captureId: (await media.add(id, 'photo', new Date().toISOString())).id };
    };
    givenEvent = await withCapture();
    otherEvent = await withCapture();
    const elsewhere = await events.organiser();
    sessions.set('owner', owner);
    sessions.set('admin', await team.join(owner, 'admin'));
    sessions.set('operator', await team.join(owner, 'operator'));
    sessions.set('client', await team.join(owner, 'client', [givenEvent.id]));
    sessions.set('other account', await team.join(elsewhere, 'admin'));
    sessions.set('anonymous', undefined);
  });
  afterAll(() => t.close());

  const definitions = ordered(contractDefinitions());

  it('covers every organiser call of the contract with a role declaration', () => {
    const organiser = definitions.filter((definition) => definition.caller === 'organiser');
    expect(organiser.length).toBeGreaterThan(100);
    for (const definition of organiser) expect(definition.roles.length, definition.path).toBeGreaterThan(0);
  });

  it('refuses a client every event not given to them as not there', async () => {
    const token = sessions.get('client')?.token;
    const clientCalls = definitions.filter(
      (definition) =>
        definition.caller === 'organiser' && definition.roles.includes('client') && namesAnEvent(definition),
    );
    expect(clientCalls.length).toBeGreaterThan(0);
    for (const definition of clientCalls) {
      const input = inputOf(definition, otherEvent);
      expect([otherEvent.id, otherEvent.captureId]).toContain(idNamedBy(definition.eventIn, input));
      const reply = await callAppUnchecked(t.app, definition, { ...input, ...(token ? { token } : {}) });
      expect(reply.statusCode, `${definition.path}: ${reply.body}`).toBe(404);
    }
  });
  it('answers each caller as the declaration says, reads first and writes after', async () => {
    const reads = definitions.filter((definition) => definition.method === 'GET');
    const writes = definitions.filter((definition) => definition.method !== 'GET');
    for (const definition of [...reads, ...writes]) {
      for (const caller of CALLERS) {
        const token = sessions.get(caller)?.token;
        const input = inputOf(definition, givenEvent);
        const reply = await callAppUnchecked(t.app, definition, { ...input, ...(token ? { token } : {}) });
        expectAnswer(reply, definition, caller);
      }
    }
  });
});
