/**
 * The one place the booth asks the server to send a guest their capture by e-mail or SMS:
 * `POST /booth/shares` `{client_id, media_client_id, email? | phone?}`, idempotent by client_id.
 * The call is defined here until the contract carries its definition; then this file uses that
 * one and nothing else changes.
 */
import type { ApiClient } from '@boothdeck/client';
import type { EndpointAddress } from '@boothdeck/contract/endpoint-address';
import type { z } from 'zod';

/** The call's method and path with its types only: the kiosk's first load carries no schema library. */
type BoothShareCall = {
  caller: 'booth';
  tag: 'booth';
  method: 'POST';
  path: '/booth/shares';
  summary: string;
  body: z.ZodType<ShareRequest, ShareRequest>;
  reply: z.ZodType<{ share: { id: number } }>;
};
const boothShareEndpoint: EndpointAddress<BoothShareCall> = { method: 'POST', path: '/booth/shares' };

export type ShareRequest = { client_id: string; media_client_id: string; email?: string; phone?: string };

/** Sends the request; the server's id of the share it queued. */
export async function sendShare(client: ApiClient, request: ShareRequest): Promise<number> {
  const reply = await client.call(boothShareEndpoint, { body: request });
  return reply.share.id;
}
