import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BoothApp, registerServiceWorker } from './app/index.ts';
import './app/booth.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <BoothApp />
  </StrictMode>,
);
registerServiceWorker();
