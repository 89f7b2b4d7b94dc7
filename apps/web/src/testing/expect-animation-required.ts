import type { Endpoint } from '@boothdeck/client';
import { callsTo, type FetchMock } from '@boothdeck/client/testing';
import type { EndpointDefinition } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** An animation step submitted (by `button`) with nothing chosen says so and does not call `endpoint`. */
export async function expectAnimationRequired(
  view: { user: UserEvent; fetchMock: FetchMock },
  button: string,
  endpoint: Endpoint<EndpointDefinition>,
) {
  await view.user.click(screen.getByRole('button', { name: button }));
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.chooseAnyAnimation);
  expect(callsTo(view.fetchMock, endpoint)).toHaveLength(0);
}
