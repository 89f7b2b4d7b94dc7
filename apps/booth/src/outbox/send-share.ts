/**
 * The one place the booth asks the server to send a guest their capture by e-mail or SMS:
 * `POST /booth/shares` `{client_id, media_client_id, email? | phone?}`, idempotent by client_id.
 * The call is defined here until the contract carries its definition; then this file uses that
 * one and nothing else changes.
 */
import type { ApiClient } from '@boothdeck/client';
import { defineEndpoint } from '@boothdeck/contract';
import { z } from 'zod';

const boothShareEndpoint = defineEndpoint({
  caller: 'booth',
  tag: 'booth',
  method: 'POST',
  path: '/booth/shares',
  summary: "Sends a guest one of the booth's captures by e-mail or SMS",
  body: z.object({
    client_id: z.string(),
    media_client_id: z.string(),
    email: z.string().optional(),
    phone: z.string().optional(),
  }),
  reply: z.object({ share: z.object({ id: z.number() }).loose() }).loose(),
});

export type ShareRequest = { client_id: string; media_client_id: string; email?: string; phone?: string };

/** Sends the request; the server's id of the share it queued. */
export async function sendShare(client: ApiClient, request: ShareRequest): Promise<number> {
  const reply = await client.call(boothShareEndpoint, { body: request });
  return reply.share.id;
}
