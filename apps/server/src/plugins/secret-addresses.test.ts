/**
 * Every address that carries a secret, found from the API's own description (its OpenAPI
 * document, made from the contract) and the web app's page paths: each path and query parameter
 * is either secret or named public here, and a request to each address carrying a secret is
 * logged without it. A new route with a parameter nobody classified fails here.
 */
import { boothSharingEndpoints, DELIVERY_RECEIPT_PATHS } from '@boothdeck/contract';
import { API_PREFIX, endpointPath } from '@boothdeck/contract/endpoint-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../web/src/shared/config/paths.ts';
import { captureLogs } from '../test/captured-logs.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { pathParametersOf, SECRET_PAGES, SECRET_PATH_PARAMETERS, SECRET_QUERY_PARAMETERS } from './secret-addresses.ts';

/** Path parameters that name something without opening it: ids behind a sign-in, public uuids, choices. */
const PUBLIC_PATH_PARAMETERS = new Set([
  'id',
  'eventId',
  'eventUuid',
  'mediaId',
  'deliveryId',
  'kind',
  'channel',
  'period',
  'templateId',
  'emailId',
  'socialId',
  /** A resumable upload's id: continuing it takes the booth's token. */
  'uploadId',
  /** A client report link's id, behind the organiser's sign-in. */
  'linkId',
  /** A guest's data request: its download takes a signed link as well. */
  'requestId',
]);

/** Query parameters that open nothing: paging, search, choices, ids behind a sign-in, a link's expiry, how long a question may be held. */
const PUBLIC_QUERY_PARAMETERS = new Set([
  'detail',
  'per_page',
  'page',
  'search',
  'type',
  'user_id',
  'eventId',
  'event_id',
  'gallery_item',
  'media_id',
  'expires',
  'wait',
  'format',
]);

type Operation = { parameters?: { in: string; name: string }[] };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

describe('secrets in addresses never reach the log', () => {
  let t: TestApp;
  const logs = captureLogs();
  let apiRoutes: string[];
  let queryParameters: Set<string>;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { logLevel: 'info' }, { logStream: logs.stream });
    const document = (t.app as unknown as { swagger: () => OpenApiDocument }).swagger();
    apiRoutes = Object.keys(document.paths).map((route) => route.replace(/\{([^}]+)\}/g, ':$1'));
    queryParameters = new Set(
      Object.values(document.paths)
        .flatMap((operations) => Object.values(operations))
        .flatMap((operation) => operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name),
    );
  });
  afterAll(() => t.close());

  const pages = Object.values(PATHS) as string[];

  it('knows every path parameter of every call and page as secret or public', () => {
    const unclassified = [...apiRoutes, ...pages].flatMap((route) =>
      pathParametersOf(route)
        .filter((name) => !SECRET_PATH_PARAMETERS.has(name) && !PUBLIC_PATH_PARAMETERS.has(name))
        .map((name) => `${route} :${name}`),
    );
    expect(unclassified).toEqual([]);
    expect(apiRoutes.length).toBeGreaterThan(100);
  });

  it('lists every page of the web app whose address carries a secret', () => {
    const secretPages = pages.filter((page) => pathParametersOf(page).some((name) => SECRET_PATH_PARAMETERS.has(name)));
    expect([...secretPages].sort()).toEqual([...SECRET_PAGES].sort());
  });

  it('logs no secret of any route, page or query that carries one', async () => {
    const openedPicture = `${DELIVERY_RECEIPT_PATHS.opened}/:token`;
    const secretRoutes = [...apiRoutes, ...SECRET_PAGES, openedPicture].filter((route) =>
      pathParametersOf(route).some((name) => SECRET_PATH_PARAMETERS.has(name)),
    );
    expect(secretRoutes.length).toBeGreaterThanOrEqual(SECRET_PAGES.length + 5);
    const secrets: string[] = [];
    for (const [index, route] of secretRoutes.entries()) {
      const url = route.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
        if (!SECRET_PATH_PARAMETERS.has(name)) return '12';
        const secret = `s3cr3t-${index}-${name}`;
        secrets.push(secret);
        return secret;
      });
      await t.app.inject({ url });
    }
    for (const name of SECRET_QUERY_PARAMETERS) {
      const secret = `s3cr3t-query-${name}`;
      secrets.push(secret);
      await t.app.inject({ url: `/gallery/share/view/one/abc?${name}=${secret}&ref=qr` });
    }
    const text = logs.text();
    expect(text).toContain('/reset/[redacted]');
    const pendingShare = endpointPath(boothSharingEndpoints.pendingShare, { eventUuid: '12', clientId: 'X' });
    expect(text).toContain(`${API_PREFIX}/${pendingShare.replace(/X$/, '[redacted]')}`);
    expect(text).toContain('?key=[redacted]&ref=qr');
    expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
  });

  it('knows every query parameter of every call as secret or public', () => {
    const unclassified = [...queryParameters].filter(
      (name) => !SECRET_QUERY_PARAMETERS.has(name) && !PUBLIC_QUERY_PARAMETERS.has(name),
    );
    expect(unclassified).toEqual([]);
    expect(queryParameters).toContain('key');
  });
});
