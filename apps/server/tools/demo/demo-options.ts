/**
 * The demo events' option settings: each option step's writer is its folder's `<id>.demo.ts`
 * (`modules/options/<id>/`), found by the step's id. Each body is parsed by the step's update call
 * definition and saved by the step's own service, so the settings pass the same rules as the edit
 * screens' saves. Choices differ from event to event.
 */
import { type OptionKey, type OptionStepId, optionStepOfFlag } from '@boothdeck/contract';
import type { OptionsContext } from '../../src/modules/options/option-context.ts';
import type { Booth } from './demo-events.ts';
import type { DemoLibrary, DemoSavedTemplates } from './demo-library.ts';

/** The event whose options are written. */
export type DemoTarget = {
  id: number;
  name: string;
  /** Its place in the demo's list: choices rotate with it. */
  index: number;
  booth: Booth;
  timeZone: string;
  /** The day its offers expire (in the future). */
  offersExpireAt: Date;
};

export type DemoLook = { library: DemoLibrary; saved: DemoSavedTemplates; brandMark: string };

/** What a step folder's `<id>.demo.ts` exports as `demo`: it saves the step's settings of one demo event. */
export type DemoStep = (context: {
  options: OptionsContext;
  userId: number;
  look: DemoLook;
  event: DemoTarget;
}) => Promise<unknown>;

/** A step without a demo file: Node.js finds no such module, the bundle (dist/demo.js) has none under that name. */
const isMissingModule = (error: unknown) =>
  error instanceof Error &&
  ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' ||
    error.message.startsWith('Unknown variable dynamic import'));

/**
 * The demo writer in the step's folder; a step without one stops the load, naming the file it
 * lacks. The path is written out in the import so that the bundler takes in every step's file.
 */
async function demoOf(id: OptionStepId): Promise<DemoStep> {
  const module: { demo?: DemoStep } = await import(`../../src/modules/options/${id}/${id}.demo.ts`).catch(
    (error: unknown) => {
      if (isMissingModule(error)) return {};
      throw error;
    },
  );
  if (!module.demo) throw new Error(`The option step '${id}' has no ${id}.demo.ts exporting its demo settings.`);
  return module.demo;
}

/** Writes each chosen option's settings of an event; options without settings (data capture, QR code) need none. */
export function createDemoOptionWriter(options: OptionsContext, userId: number, look: DemoLook) {
  return async function writeOptions(event: DemoTarget, chosen: readonly OptionKey[]): Promise<void> {
    for (const option of chosen) {
      const step = optionStepOfFlag(option);
      if (step) await (await demoOf(step.id))({ options, userId, look, event });
    }
  };
}
