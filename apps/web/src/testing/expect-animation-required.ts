import { MESSAGES } from '@boothdeck/contract/messages';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { callsTo, type stubApi } from './stub-api';

/** An animation step submitted (by `button`) with nothing chosen says so and does not call `endpoint`. */
export async function expectAnimationRequired(
  view: { user: UserEvent; fetchMock: ReturnType<typeof stubApi> },
  button: string,
  endpoint: string,
) {
  await view.user.click(screen.getByRole('button', { name: button }));
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.chooseAnyAnimation);
  expect(callsTo(view.fetchMock, endpoint)).toHaveLength(0);
}
