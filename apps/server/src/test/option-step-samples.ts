/**
 * Each option step saved the way the wizard saves it, from the step's own folder: its
 * `<id>.sample.ts` exports `sample`, the calls that save it and what the event reply then shows.
 * The tests that cover every step walk the contract's OPTION_STEPS, so a new step is covered with
 * its sample, and a step without one fails them.
 */
import fs from 'node:fs';
import {
  type EndpointDefinition,
  type EventOptionSettings,
  OPTION_STEPS,
  type OptionStepId,
  type OptionStepSettings,
} from '@boothdeck/contract';
import type { z } from 'zod';
import type { Libraries } from './options-client.ts';

/** The event a sample saves its step for: alice's, with every option on, and the libraries. */
export type SampleEvent = { eventId: number; library: Libraries; customFrame: string };

/** A call of an endpoint and its body. */
export type SampleCall = { endpoint: EndpointDefinition; body: unknown };

/** The call of an endpoint with a body its schema takes. */
export const sampleCall = <Definition extends EndpointDefinition & { body: z.ZodType }>(
  endpoint: Definition,
  body: z.input<Definition['body']>,
): SampleCall => ({ endpoint, body });

export type StepSample<Id extends OptionStepId> = {
  /** The calls that save the step for the event, in order. */
  calls(event: SampleEvent): SampleCall[];
  /** What the event reply then shows of the step's parts, as `toMatchObject` reads it. */
  shows(event: SampleEvent): { [Part in OptionStepSettings<Id>]: unknown };
};

type AnySample = {
  calls(event: SampleEvent): SampleCall[];
  shows(event: SampleEvent): Partial<Record<keyof EventOptionSettings, unknown>>;
};

/** The sample in the step's folder; a step without one fails the test that asks for it. */
export async function sampleOf(id: OptionStepId): Promise<AnySample> {
  const file = `../modules/options/${id}/${id}.sample.ts`;
  const module: { sample?: AnySample } = fs.existsSync(new URL(file, import.meta.url)) ? await import(file) : {};
  if (!module.sample) throw new Error(`The option step '${id}' has no ${id}.sample.ts exporting its sample.`);
  return module.sample;
}

/** Files the samples of every step upload: each data URL in a call's body is stored as one file. */
export async function uploadsOfSamples(event: SampleEvent): Promise<number> {
  let uploads = 0;
  for (const step of OPTION_STEPS) {
    for (const call of (await sampleOf(step.id)).calls(event)) {
      uploads += JSON.stringify(call.body).match(/"data:[^"]*"/g)?.length ?? 0;
    }
  }
  return uploads;
}
