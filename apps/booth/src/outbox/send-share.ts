/**
 * The one place the booth asks the server to send a guest their capture by e-mail or SMS:
 * `POST /booth/shares` `{client_id, media_client_id, email? | phone?}`, idempotent by client_id.
 * The call is described here until the contract carries its definition; then this file uses that
 * one's address and nothing else changes.
 */
import type { ApiClient } from '@boothdeck/client';
import type { EndpointAddress } from '@boothdeck/contract/endpoint-address';
import type { z } from 'zod';

export type ShareRequest = { client_id: string; media_client_id: string; email?: string; phone?: string };

type BoothShareDefinition = {
  caller: 'booth';
  tag: 'booth';
  method: 'POST';
  path: '/booth/shares';
  summary: string;
  body: z.ZodType<ShareRequest>;
  reply: z.ZodType<{ share: { id: number } }>;
};

const boothShareCall: EndpointAddress<BoothShareDefinition> = { method: 'POST', path: '/booth/shares' };

/** Sends the request; the server's id of the share it queued. */
export async function sendShare(client: ApiClient, request: ShareRequest): Promise<number> {
  const reply = await client.call(boothShareCall, { body: request });
  return reply.share.id;
}
