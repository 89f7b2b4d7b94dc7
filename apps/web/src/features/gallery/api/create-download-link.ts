/**
 * Downloads go through a short-lived signed address the server hands out (POST download-link):
 * the session's bearer token never travels in an address.
 */
import { type DownloadKind, galleryEndpoints } from '@boothdeck/contract';
import { call } from '@/shared/api/api-client';

/** One item, or every item of one kind of one event. */
export type DownloadTarget = { mediaId: number } | { eventId: number; kind: DownloadKind };

export function createDownloadLink(target: DownloadTarget) {
  const body = 'mediaId' in target ? { media_id: target.mediaId } : { event_id: target.eventId, type: target.kind };
  return call(galleryEndpoints.downloadLink, { body });
}
