/**
 * The kiosk's core journeys on Firefox ESR, headless, driven over WebDriver BiDi with its fake
 * camera. Firefox records WebM only.
 */
import { describeKioskOn } from '../support/engines/engine-journeys.ts';
import { startFirefox } from '../support/engines/firefox.ts';

describeKioskOn('Firefox ESR', startFirefox, {
  records: 'video/webm',
  noFullscreen: 'Firefox refuses requestFullscreen to automation, even on a click',
  noWebGL: 'headless Firefox has no WebGL driver',
});
