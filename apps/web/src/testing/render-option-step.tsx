import { type Stub, stubApi } from '@boothdeck/client/testing';
import { type Event, OPTION_KEYS, type OptionKey } from '@boothdeck/contract';
import type { ComponentType } from 'react';
import { CREATE_MODE, type StepMode, useDraftStore } from '@/features/wizard/step-kit';
import { useSessionStore } from '@/shared/session/session-store';
import { buildUser } from './build-user';
import { renderUi } from './render-ui';

type OptionStepComponent = ComponentType<{ mode: StepMode; event: Event }>;

type RenderOptionStepOptions = {
  /** The step's wizard address. */
  path: string;
  /** The options ticked on the Options step (they decide Back and Next). */
  options: readonly OptionKey[];
  stubs?: readonly Stub[];
  /** Where Back and Next may lead. */
  otherPaths?: readonly string[];
};

/** An option step in the wizard for a signed-in member, with the draft's ticked options and stubbed calls. */
export function renderOptionStep(Step: OptionStepComponent, event: Event, options: RenderOptionStepOptions) {
  useSessionStore.getState().setSession('token-1', buildUser());
  const flags = Object.fromEntries(OPTION_KEYS.map((key) => [key, options.options.includes(key)]));
  useDraftStore.setState({
    eventId: event.id,
    event_option: { ...(flags as Record<OptionKey, boolean>), adminPassword: '1234' },
  });
  const fetchMock = stubApi(...(options.stubs ?? []));
  const view = renderUi(<Step mode={CREATE_MODE} event={event} />, {
    path: options.path,
    otherPaths: options.otherPaths ?? [],
  });
  return { ...view, fetchMock };
}
