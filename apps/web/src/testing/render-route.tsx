import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '@/app/app-routes';
import { AppProvider } from '@/app/provider';

type InitialEntry = string | { pathname: string; state?: unknown };
export type LocationRef = { current: Location | null };

/** Keeps the router's current location where a test can read it. */
export function CaptureLocation({ into }: { into: LocationRef }) {
  into.current = useLocation();
  return null;
}

/** Renders the real route table (guards, layouts, lazy pages) at one address. */
export function renderRoute(entry: InitialEntry) {
  const locationRef: LocationRef = { current: null };
  const user = userEvent.setup();
  const view = render(
    <AppProvider>
      <MemoryRouter initialEntries={[entry]}>
        <AppRoutes />
        <CaptureLocation into={locationRef} />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, user, location: () => locationRef.current };
}
