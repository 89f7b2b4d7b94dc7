/** The harness page: the real capture code, and the procedures the browser tests and the benchmark run in it. */
import * as scenarios from './scenarios.ts';

declare global {
  interface Window {
    harness: typeof scenarios;
  }
}

window.harness = scenarios;
document.body.dataset.ready = 'true';
