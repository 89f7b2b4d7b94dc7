/**
 * The document the organiser's header tracking script runs in. The public pages frame it with
 * `sandbox="allow-scripts"`; its own policy lets the organiser's inline and external scripts run
 * and reach the network (to count a visit), repeats the sandbox so the document has an opaque
 * origin even when opened on its own (no cookies, storage or session of ours, no credentialed
 * reply from our API), and lets only our own pages frame it.
 */

const TRACKING_FRAME_POLICY = [
  'sandbox allow-scripts',
  'default-src * data: blob:',
  "script-src * 'unsafe-inline' 'unsafe-eval' data: blob:",
  "style-src * 'unsafe-inline' data:",
  'img-src * data: blob:',
  'connect-src *',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** Replaces the JSON calls' headers (`default-src 'none'`, `frame-ancestors 'none'`, DENY) for this one document. */
export const TRACKING_FRAME_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': TRACKING_FRAME_POLICY,
  'x-frame-options': 'SAMEORIGIN',
});

/** The script goes in as the organiser wrote it: the frame's sandbox, not escaping, is what contains it. */
export const trackingFrameDocument = (script: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>Visit counter</title>${script}</head><body></body></html>`;
