import fs from 'node:fs';
import path from 'node:path';
import * as contract from '@boothdeck/contract';
import { type EndpointDefinition, eventSchema, NO_OPTION_SETTINGS, OPTION_STEPS } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { replyOf } from '../../test/call-app.ts';
import { sampleOf, uploadsOfSamples } from '../../test/option-step-samples.ts';
import { useOptionTestApp } from '../../test/option-step-setup.ts';
import { documentedOperation, openApiDocumentOf } from '../../test/plain-replies.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';

const isEndpoint = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'tag' in value;

/** Every call the contract tags as an option call: each step's, found in its `<step>Endpoints`. */
const OPTION_CALLS = Object.values(contract)
  .flatMap((value) => {
    if (isEndpoint(value)) return [value];
    return typeof value === 'object' && value !== null ? Object.values(value).filter(isEndpoint) : [];
  })
  .filter((definition) => definition.tag === 'options');

describe.each(TEST_DIALECTS)('saved option settings in the event on %s', (dialect) => {
  const setup = useOptionTestApp(dialect, 'Monthly Pro');

  const exists = (url: string) => fs.existsSync(path.join(setup.t.config.dataDir, url));

  const configuredEvent = () => setup.client.configuredEvent(setup.alice, setup.library);
  const mediaFilesIn = (value: unknown) => [
    ...new Set(JSON.stringify(value).match(/\/media\/[a-z_]+\/[0-9a-f]+\.\w+/g)),
  ];
  const uploadsOfEverySample = (eventId: number) =>
    uploadsOfSamples({ eventId, library: setup.library, customFrame: 'data:image/png;base64,' });

  it('shows nothing for an event whose option steps were never saved', async () => {
    const { client, alice } = setup;
    const eventId = await client.createDraft(alice);
    expect(await client.show(alice, eventId)).toMatchObject(NO_OPTION_SETTINGS);
  });

  it('shows every saved step in show-event and continue/draft-event, in the contract shapes', async () => {
    const { client, alice, library } = setup;
    const eventId = await configuredEvent();
    const shown = await client.show(alice, eventId);
    expect(eventSchema.parse(shown)).toBeTruthy();
    for (const step of OPTION_STEPS) {
      for (const part of step.settings) expect(shown[part], `${step.id}: ${part}`).not.toBeNull();
      expect(shown, step.id).toMatchObject((await sampleOf(step.id)).shows({ eventId, library, customFrame: '' }));
    }
    const draft = replyOf(
      await client.call(alice, contract.eventEndpoints.continueDraft, { query: { eventId } }),
    ).event;
    expect(draft).toEqual(shown);
  });

  it("removes the files of the event's option settings with it", async () => {
    const { client, alice } = setup;
    const eventId = await configuredEvent();
    const shown = await client.show(alice, eventId);
    const files = mediaFilesIn(shown);
    expect(files.length).toBe(await uploadsOfEverySample(eventId));
    for (const file of files) expect(exists(file), file).toBe(true);
    const removed = await client.call(alice, contract.eventEndpoints.removeDraft, { body: { event_id: eventId } });
    expect(removed.statusCode).toBe(200);
    for (const file of files) expect(exists(file), file).toBe(false);
  });

  it('lists every option call in the OpenAPI document under options', async () => {
    const { t } = setup;
    const document = await openApiDocumentOf(t.app);
    // At least a save and an update for each step.
    expect(OPTION_CALLS.length).toBeGreaterThanOrEqual(OPTION_STEPS.length * 2);
    for (const call of OPTION_CALLS) {
      const operation = documentedOperation(document, call);
      expect(operation, `${call.method} ${call.path}`).toBeDefined();
      expect(operation?.tags).toEqual(['options']);
      expect(Object.keys(operation?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '401', '403', '404', '422']),
      );
    }
  });
});
