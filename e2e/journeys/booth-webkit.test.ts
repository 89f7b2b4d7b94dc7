/**
 * The kiosk's core journeys on WebKit, the engine of Safari on an iPad: WebKitGTK's MiniBrowser
 * under WebKitWebDriver on an Xvfb display, with WebKit's mock camera at 640x480. Media and
 * storage here are WebKitGTK's (GStreamer, an automation data store), not Safari's: the limits
 * named below are this machine's.
 */
import { describeKioskOn } from '../support/engines/engine-journeys.ts';
import { startWebKit } from '../support/engines/webkit.ts';

describeKioskOn('WebKit (WebKitGTK MiniBrowser)', startWebKit, {
  records: 'video/mp4',
  cannotRecord:
    'WebKitGTK 2.50 on Debian 12’s GStreamer 1.22 lacks isofmp4mux, so MediaRecorder stops with no data; Safari records MP4',
  refusesBlobs: 'WebKit’s automation session uses an ephemeral data store, which refuses Blobs',
});
