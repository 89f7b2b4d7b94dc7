/**
 * The one place the booth asks the server to send a guest their capture by e-mail or SMS:
 * `POST /booth/shares` `{client_id, media_client_id, email? | phone?, language?}`, idempotent by client_id.
 * By address, typed by the contract's definition: the kiosk's first load carries no schema library.
 */
import type { ApiClient } from '@boothdeck/client';
import type { BoothShareBody, boothSharingEndpoints } from '@boothdeck/contract';
import type { EndpointAddress } from '@boothdeck/contract/endpoint-address';

const boothShareCall: EndpointAddress<typeof boothSharingEndpoints.share> = {
  method: 'POST',
  path: '/booth/shares',
};

export type ShareRequest = Pick<BoothShareBody, 'client_id' | 'media_client_id' | 'email' | 'phone' | 'language'>;

/** Sends the request; the server's id of the first message it queued (or of the capture, if none). */
export async function sendShare(client: ApiClient, request: ShareRequest): Promise<number> {
  const reply = await client.call(boothShareCall, { body: request });
  return reply.shares[0]?.id ?? reply.media_id;
}
