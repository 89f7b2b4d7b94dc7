/**
 * One POST of a webhook body. What keeps it from being turned against the server's own network:
 * the address is checked where it is used, at send time: an IP written in the address before
 * anything is opened, a host name's addresses as the connection looks them up (so a name that
 * resolved to a public address when it was registered and to 10.0.0.5 now is refused, and no
 * second lookup can differ from the checked one); redirects are never followed (a 3xx is a
 * failed attempt); plain http only where private addresses are allowed (tests). Every attempt
 * ends within `timeoutMs`, answered or not.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.ts';

/** Production's wait for an endpoint's answer, from the connection's start to the status line. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** An attempt that got no HTTP answer (refused address, unreachable, timeout); the reason is the organiser's to read. */
export class WebhookNotSent extends Error {}

export type WebhookSendSettings = { allowPrivateAddresses: boolean; timeoutMs: number };

export type WebhookRequest = { url: string; body: string; headers: Record<string, string> };

const refusedAddress = (address: string) =>
  new WebhookNotSent(`Not sent: the address leads to ${address}, a private, local or reserved network address.`);

/** A lookup that refuses to connect to any address that is not public. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused) return callback(refusedAddress(refused.address), '', 4);
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    const first = addresses[0];
    if (!first) return callback(new WebhookNotSent(`Not sent: ${hostname} has no address.`), '', 4);
    return callback(null, first.address, first.family);
  });
};

/** Sends the request once; answers the endpoint's HTTP status, or throws `WebhookNotSent`. */
export function sendWebhookRequest(request: WebhookRequest, settings: WebhookSendSettings): Promise<number> {
  const url = new URL(request.url);
  if (!settings.allowPrivateAddresses) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) !== 0 && !isPublicAddress(host)) return Promise.reject(refusedAddress(host));
    if (url.protocol !== 'https:') return Promise.reject(new WebhookNotSent('Not sent: the address is not https.'));
  }
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(url, {
      method: 'POST',
      headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
      agent: false,
      ...(settings.allowPrivateAddresses ? {} : { lookup: publicOnlyLookup }),
    });
    const timer = setTimeout(() => {
      outgoing.destroy(new WebhookNotSent(`No answer within ${settings.timeoutMs / 1000} s.`));
    }, settings.timeoutMs);
    outgoing.on('response', (response) => {
      clearTimeout(timer);
      // Only the status counts: the body is never read, kept or followed.
      response.destroy();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof WebhookNotSent ? error : new WebhookNotSent(`Not sent: ${error.message}`));
    });
    outgoing.end(request.body);
  });
}
