import type { Endpoint } from '@boothdeck/client';
import { callsTo, type FetchMock } from '@boothdeck/client/testing';
import type { EndpointDefinition } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { stateOnArrival } from './step-navigation';

type EditorView = {
  user: UserEvent;
  fetchMock: FetchMock;
  location: Parameters<typeof stateOnArrival>[0];
};

/**
 * Saves the edited template as one of mine under `name` from the editor's Save Changes group: the
 * confirmation asks first (nothing is sent before Yes), then the editor leads back to `backTo`.
 * Answers the body sent to `endpoint`.
 */
export async function saveAsMyTemplate<Definition extends EndpointDefinition>(
  view: EditorView,
  name: string,
  { endpoint, backTo }: { endpoint: Endpoint<Definition>; backTo: string },
) {
  const saveChanges = within(screen.getByRole('group', { name: 'Save Changes' }));
  await view.user.type(saveChanges.getByRole('textbox', { name: 'Template name' }), name);
  await view.user.click(saveChanges.getByRole('button', { name: 'Save' }));
  const confirm = await screen.findByRole('dialog', { name: 'Save Changes' });
  expect(confirm).toHaveTextContent(MESSAGES.templateConfirm);
  expect(callsTo(view.fetchMock, endpoint)).toHaveLength(0);
  await view.user.click(within(confirm).getByRole('button', { name: 'Yes, save' }));
  await stateOnArrival(view.location, backTo);
  return callsTo(view.fetchMock, endpoint)[0]?.body;
}
