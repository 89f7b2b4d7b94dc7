/** What a step test checks when the step leads elsewhere: the address it reaches, the state it hands over, what it saved. */

import type { Endpoint } from '@boothdeck/client';
import { callsTo, type FetchMock } from '@boothdeck/client/testing';
import type { EndpointDefinition } from '@boothdeck/contract';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Location } from 'react-router';
import { expect } from 'vitest';

/** The router's current location, as the render helpers answer it. */
type CurrentLocation = () => Location | null;

/** Waits until the app is at `path` and answers the navigation state it was reached with. */
export async function stateOnArrival(location: CurrentLocation, path: string): Promise<unknown> {
  await waitFor(() => expect(location()?.pathname).toBe(path));
  return location()?.state;
}

/** Clicks Next, waits until the step has led to `nextPath` and answers the body it sent to `endpoint`. */
export async function bodySavedOnNext<Definition extends EndpointDefinition>(
  view: { user: UserEvent; fetchMock: FetchMock; location: CurrentLocation },
  endpoint: Endpoint<Definition>,
  nextPath: string,
) {
  await view.user.click(screen.getByRole('button', { name: 'Next' }));
  await stateOnArrival(view.location, nextPath);
  return callsTo(view.fetchMock, endpoint)[0]?.body;
}
