import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BoothApp, KIOSK_RESTART_MS, registerServiceWorker, ScreenBoundary } from './app/index.ts';
import { recordUncaughtFaults } from './support/index.ts';
import './app/booth.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
recordUncaughtFaults();
// Each screen has a boundary of its own; this one catches the rest, and restarts the booth a
// little later (it reopens on its start screen with the queue it kept).
createRoot(root).render(
  <StrictMode>
    <ScreenBoundary where="kiosk" onFailure={() => setTimeout(() => window.location.reload(), KIOSK_RESTART_MS)}>
      <BoothApp />
    </ScreenBoundary>
  </StrictMode>,
);
registerServiceWorker();
