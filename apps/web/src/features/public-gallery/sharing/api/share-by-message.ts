import { type ShareMessageBody, sharingEndpoints } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** Asks the server to send the item's link by e-mail or SMS; it answers once the message is queued. */
export function shareByMessage(body: ShareMessageBody) {
  return call(sharingEndpoints.shareByMessage, { body });
}

export function useShareByMessage() {
  return useMutation({ mutationFn: shareByMessage });
}
