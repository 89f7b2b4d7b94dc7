import type { SocialSharePlatform } from '@boothdeck/contract';
import { sharingCalls } from '@boothdeck/contract/call-addresses';
import { call } from '@/shared/api/api-client';

/**
 * Counts a share to a network whose share page the gallery opened. Counting is bookkeeping: the
 * guest has shared already, so a failure to count is the caller's to ignore.
 */
export function countSocialShare(eventId: number, mediaId: number, platform: SocialSharePlatform) {
  return call(sharingCalls.countSocialShare, {
    body: { event_id: eventId, media_id: mediaId, sharing_platform: platform },
  });
}
