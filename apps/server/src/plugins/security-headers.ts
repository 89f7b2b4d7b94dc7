/**
 * Security headers on every reply, in two fixed sets built once at start-up (helmet recomputes
 * its policy for each reply, which cost more than the rest of a signed-in GET):
 * - pages and files a browser renders (the web app, /api/docs, media): helmet's defaults with
 *   a CSP for the SPA; the booth kiosk's pages (/booth/) the same, and may compile WebAssembly;
 * - JSON calls under /api: what still applies to a reply no browser renders as a page, as
 *   OWASP's REST cheat sheet lists it, and `no-store`, since they carry account data.
 */
import type { FastifyInstance } from 'fastify';
import { BOOTH_PREFIX } from './booth-app.ts';
import { OPENAPI_UI_PATH } from './openapi.ts';

const contentSecurityPolicy = (scriptSources: string) =>
  [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The public gallery frames its tracking script's document (social-gallery-tracking-frame).
    "frame-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "script-src-attr 'none'",
  ].join(';');

const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': contentSecurityPolicy("'self'"),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': STRICT_TRANSPORT_SECURITY,
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** The kiosk compiles its person-segmentation WebAssembly (virtual backdrops); still no eval. */
const BOOTH_DOCUMENT_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...DOCUMENT_HEADERS,
  'content-security-policy': contentSecurityPolicy("'self' 'wasm-unsafe-eval'"),
});

export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': STRICT_TRANSPORT_SECURITY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/** A JSON call: anything under /api except the OpenAPI pages, which a browser renders. */
export const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith(OPENAPI_UI_PATH);

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiCall(request.url)) reply.headers(API_HEADERS);
    else reply.headers(request.url.startsWith(BOOTH_PREFIX) ? BOOTH_DOCUMENT_HEADERS : DOCUMENT_HEADERS);
    done();
  });
}
