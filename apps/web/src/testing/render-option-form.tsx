import { type Stub, stubApi } from '@boothdeck/client/testing';
import { type Event, OPTION_KEYS, type OptionKey, type User } from '@boothdeck/contract';
import type { ComponentType } from 'react';
import type { OptionStepProps } from '@/features/wizard/options/common/option-step-page';
import { CREATE_MODE, useDraftStore } from '@/features/wizard/step-kit';
import { PATHS } from '@/shared/config/paths';
import { useSessionStore } from '@/shared/session/session-store';
import { buildUser } from './build-user';
import { renderUi } from './render-ui';

type RenderOptionFormOptions = {
  event: Event;
  /** The step's wizard address, e.g. '/event/sms'. */
  path: string;
  isEdit?: boolean;
  stubs?: readonly Stub[];
  member?: User;
  /** The options ticked in the wizard's draft. */
  chosen?: readonly OptionKey[];
  /** The navigation state the step is reached with. */
  state?: unknown;
  /** Passed to user-event, e.g. `vi.advanceTimersByTime` under fake timers. */
  advanceTimers?: (delay: number) => void;
};

/**
 * Renders a form-style option step, as its wizard step or its edit screen, for a member (on any
 * plan), with the calls a test answers; every other address shows its own path.
 */
export function renderOptionForm(
  Step: ComponentType<OptionStepProps>,
  {
    event,
    path,
    isEdit = false,
    stubs = [],
    member = buildUser(),
    chosen = [],
    state,
    advanceTimers,
  }: RenderOptionFormOptions,
) {
  useSessionStore.getState().setSession('token-1', member);
  const flags = Object.fromEntries(OPTION_KEYS.map((key) => [key, chosen.includes(key)])) as Record<OptionKey, boolean>;
  useDraftStore.getState().resetDraft();
  useDraftStore.setState({ eventId: event.id, event_option: { ...flags, adminPassword: '1234' } });
  const fetchMock = stubApi(...stubs);
  const mode = isEdit ? { kind: 'edit' as const, event } : CREATE_MODE;
  const view = renderUi(<Step mode={mode} event={event} />, {
    path: isEdit ? `${path}/edit/${event.id}` : path,
    state,
    advanceTimers,
    otherPaths: [
      '/show/event/:id',
      '/event/summary',
      '/event/options',
      '/event/:step',
      PATHS.editEmailTemplate,
      PATHS.editMicrositeTemplate,
    ],
  });
  return { ...view, fetchMock };
}
