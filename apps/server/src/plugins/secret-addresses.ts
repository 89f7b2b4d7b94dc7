/**
 * The one rule for secrets in addresses: a request is logged with the value of every secret path
 * parameter and every secret query parameter replaced by `[redacted]`. A path parameter is secret
 * by its name, wherever a route or a page of the web app has it; the server's routes are read as
 * they are added, the web app's pages are listed below. Whoever reads the log cannot reset an
 * account, verify an address, open a voucher, a guest's capture or a signed link.
 */

/** Path parameters whose value opens something by itself. */
export const SECRET_PATH_PARAMETERS: ReadonlySet<string> = new Set([
  /** A password reset, a team invitation, a delivery's open-tracking and report address, or a client report's link. */
  'token',
  /** An e-mail address's verification. */
  'code',
  /** A booth capture's id before upload: its pending share page opens the capture. */
  'clientId',
  /** A voucher's page and claim. */
  'uuid',
  'voucherNo',
  'voucher_id',
]);

/**
 * Query parameters whose value opens something: a signed link's signature, a guest's own-capture
 * key, the venue screen's key to every approved capture.
 */
export const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['signature', 'key', 'venue_key']);

/** The web app's pages (served by the server, routed in the browser) whose address carries a secret. */
export const SECRET_PAGES: readonly string[] = [
  '/reset/:token',
  '/verify-email/:code',
  '/offer/avail/:eventId/:uuid/:voucherNo',
  '/gallery/share/pending/:eventUuid/:clientId',
  /** A client report's link. */
  '/report/:token',
  '/join/:token',
];

const REDACTED = '[redacted]';

/** The names of a route's `:name` parameters. */
export const pathParametersOf = (route: string): string[] =>
  [...route.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);

type SecretRoute = { pattern: RegExp; secretSegments: number[] };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route with a secret parameter as a pattern over a path, with which segments are secret; null for any other. */
function secretRouteOf(route: string): SecretRoute | null {
  const segments = route.split('/');
  const secretSegments = segments.flatMap((segment, index) =>
    segment.startsWith(':') && SECRET_PATH_PARAMETERS.has(segment.slice(1)) ? [index] : [],
  );
  if (secretSegments.length === 0) return null;
  const parts = segments.map((segment) => (segment.startsWith(':') ? '[^/]+' : escaped(segment)));
  return { pattern: new RegExp(`^${parts.join('/')}$`), secretSegments };
}

const withoutSecretQuery = (query: string): string =>
  query
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return SECRET_QUERY_PARAMETERS.has(decodeURIComponent(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');

export type AddressRedactor = {
  /** Takes in a route of the server as it is added (`/api/v1/reset/:token`). */
  addRoute: (route: string) => void;
  /** The address as the log may write it. */
  redact: (url: string) => string;
};

export function createAddressRedactor(): AddressRedactor {
  const secretRoutes: SecretRoute[] = [];
  const addRoute = (route: string) => {
    const secretRoute = secretRouteOf(route);
    if (secretRoute) secretRoutes.push(secretRoute);
  };
  SECRET_PAGES.forEach(addRoute);
  const redactPath = (path: string) => {
    const route = secretRoutes.find(({ pattern }) => pattern.test(path));
    if (!route) return path;
    const segments = path.split('/');
    for (const index of route.secretSegments) segments[index] = REDACTED;
    return segments.join('/');
  };
  return {
    addRoute,
    redact(url) {
      const queryStart = url.indexOf('?');
      if (queryStart === -1) return redactPath(url);
      return `${redactPath(url.slice(0, queryStart))}?${withoutSecretQuery(url.slice(queryStart + 1))}`;
    },
  };
}
