/**
 * npm run bench: runs every benchmark and writes each result to bench/results/<name>.json.
 * BENCH_ONLY=name,name runs some of them (names: login-bundle, user-endpoint, dashboard-calls,
 * event-analytics-calls, client-report, data-capture-calls, gallery-items, upload-to-gallery, download-all-zip,
 * pixel-limit-refusal, lead-export, public-gallery-burst, public-gallery-scroll,
 * public-gallery-bundle, tile-layout, kiosk-capture, kiosk-backdrop, kiosk-slow-device, kiosk-outbox, kiosk-bundle, guest-ten-seconds, booth-burst,
 * booth-fleet,
 * venue-slide-show, guest-language-page, and on PostgreSQL + Redis + S3: scale-out-guest-burst, scale-out-booth-burst,
 * scale-out-deliveries).
 */
import fs from 'node:fs';
import path from 'node:path';
import { onEachDialect } from './bench-database.ts';
import { benchBoothBurst } from './booth-burst.ts';
import { benchBoothFleet } from './booth-fleet.ts';
import { benchClientReport } from './client-report.ts';
import { benchDashboardCalls } from './dashboard-calls.ts';
import { benchDataCaptureCalls } from './data-capture-calls.ts';
import { benchEventAnalyticsCalls } from './event-analytics-calls.ts';
import { benchGuestLanguagePage } from './guest-language-page.ts';
import { benchGuestTenSeconds } from './guest-ten-seconds.ts';
import { benchKioskBackdrop } from './kiosk-backdrop.ts';
import { benchKioskCapture } from './kiosk-capture.ts';
import { measureKioskFirstLoad } from './kiosk-first-load.ts';
import { benchKioskOutbox } from './kiosk-outbox.ts';
import { benchKioskSlowDevice } from './kiosk-slow-device.ts';
import { benchLeadExport } from './lead-export.ts';
import { benchGalleryItems, benchPixelLimitRefusal, benchUploadToGallery, benchZipDownload } from './media-calls.ts';
import { benchPublicGalleryBurst } from './public-gallery-burst.ts';
import { benchPublicGalleryScroll } from './public-gallery-scroll.ts';
import { benchScaleOutBoothBurst } from './scale-out-booth-burst.ts';
import { benchScaleOutDeliveries } from './scale-out-deliveries.ts';
import { benchScaleOutGuestBurst } from './scale-out-guest-burst.ts';
import { scaleOutStackAvailable } from './scale-out-stack.ts';
import { benchTileLayout } from './tile-layout.ts';
import { benchUserEndpoint } from './user-endpoint.ts';
import { benchVenueSlideShow } from './venue-slide-show.ts';
import { measureLoginFirstLoad, measurePublicGalleryFirstLoad } from './web-bundle.ts';

const RESULTS = path.join(import.meta.dirname, 'results');

function write(result: { name: string }) {
  fs.mkdirSync(RESULTS, { recursive: true });
  const file = path.join(RESULTS, `${result.name}.json`);
  const stamped = { ...result, measuredAt: new Date().toISOString(), node: process.version };
  fs.writeFileSync(file, `${JSON.stringify(stamped, null, 2)}\n`);
  console.log(JSON.stringify(stamped, null, 2));
}

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const isWanted = (name: string) => !only || only.includes(name);

if (isWanted('login-bundle')) write(measureLoginFirstLoad());
if (isWanted('public-gallery-bundle')) write(measurePublicGalleryFirstLoad());
if (isWanted('kiosk-bundle')) write(measureKioskFirstLoad());
if (isWanted('user-endpoint')) write(await benchUserEndpoint());
if (isWanted('dashboard-calls'))
  for (const result of await onEachDialect('dashboard-calls', benchDashboardCalls)) write(result);
if (isWanted('event-analytics-calls'))
  for (const result of await onEachDialect('event-analytics-calls', benchEventAnalyticsCalls)) write(result);
if (isWanted('client-report'))
  for (const result of await onEachDialect('client-report', benchClientReport)) write(result);
if (isWanted('data-capture-calls'))
  for (const result of await onEachDialect('data-capture-calls', benchDataCaptureCalls)) write(result);
if (isWanted('gallery-items'))
  for (const result of await onEachDialect('gallery-items', benchGalleryItems)) write(result);
if (isWanted('upload-to-gallery')) write(await benchUploadToGallery());
if (isWanted('booth-burst')) write(await benchBoothBurst());
if (isWanted('booth-fleet')) for (const result of await onEachDialect('booth-fleet', benchBoothFleet)) write(result);
if (isWanted('download-all-zip')) write(await benchZipDownload());
if (isWanted('pixel-limit-refusal')) write(await benchPixelLimitRefusal());
if (isWanted('lead-export')) for (const result of await onEachDialect('lead-export', benchLeadExport)) write(result);
if (isWanted('public-gallery-burst'))
  for (const result of await onEachDialect('public-gallery-burst', benchPublicGalleryBurst)) write(result);
if (isWanted('public-gallery-scroll')) write(await benchPublicGalleryScroll());
if (isWanted('guest-language-page')) write(await benchGuestLanguagePage());
if (isWanted('tile-layout')) write(benchTileLayout());
if (isWanted('kiosk-capture')) write(await benchKioskCapture());
if (isWanted('kiosk-backdrop')) write(await benchKioskBackdrop());
if (isWanted('kiosk-slow-device')) write(await benchKioskSlowDevice());
if (isWanted('kiosk-outbox')) write(await benchKioskOutbox());
if (isWanted('guest-ten-seconds')) write(await benchGuestTenSeconds());
if (isWanted('venue-slide-show')) write(await benchVenueSlideShow());
for (const [name, bench] of [
  ['scale-out-guest-burst', benchScaleOutGuestBurst],
  ['scale-out-booth-burst', benchScaleOutBoothBurst],
  ['scale-out-deliveries', benchScaleOutDeliveries],
] as const) {
  if (isWanted(name) && scaleOutStackAvailable(name)) write(await bench());
}
