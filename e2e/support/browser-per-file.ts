/** Setup file: a test file's journeys share one Chromium, closed once the whole file is done. */
import { afterAll } from 'vitest';
import { closeSharedBrowser } from './browser.ts';

afterAll(closeSharedBrowser);
