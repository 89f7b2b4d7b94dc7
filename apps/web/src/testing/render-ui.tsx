import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProvider } from '@/app/provider';
import { CaptureLocation, type LocationRef } from './render-route';

type RenderUiOptions = {
  /** Where the component is mounted. */
  path?: string;
  /** Other addresses the component may send the user to, each showing its own text. */
  otherPaths?: readonly string[];
  /** Passed to user-event, e.g. `vi.advanceTimersByTime` under fake timers. */
  advanceTimers?: (delay: number) => void;
  /** The navigation state the component is reached with. */
  state?: unknown;
};

/** Renders one component (not the whole route table) inside the app's providers and a memory router. */
export function renderUi(
  ui: ReactElement,
  { path = '/', otherPaths = [], advanceTimers, state }: RenderUiOptions = {},
) {
  const locationRef: LocationRef = { current: null };
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <AppProvider>
      <MemoryRouter initialEntries={[state === undefined ? path : { pathname: path, state }]}>
        <Routes>
          <Route path={path} element={ui} />
          {otherPaths.map((other) => (
            <Route key={other} path={other} element={<p>Page {other}</p>} />
          ))}
        </Routes>
        <CaptureLocation into={locationRef} />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, user, location: () => locationRef.current };
}
