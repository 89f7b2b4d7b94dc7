/**
 * How often guests may share. Messages cost the organiser and reach strangers' inboxes and
 * phones, so they are held tight: a few a minute from one address, a busy event's worth a
 * minute from one gallery, and a few an hour to one recipient. Social shares only count, so
 * their limit only keeps one address from inflating an event's numbers.
 */
import { HOUR_MS, MINUTE_MS } from '../../shared/clock.ts';

export const SHARE_RATE_LIMITS = {
  messagesPerAddress: { name: 'share-message-address', limit: 5, windowMs: MINUTE_MS },
  messagesPerGallery: { name: 'share-message-gallery', limit: 30, windowMs: MINUTE_MS },
  messagesPerRecipient: { name: 'share-message-recipient', limit: 3, windowMs: HOUR_MS },
  socialPerAddress: { name: 'share-social-address', limit: 30, windowMs: MINUTE_MS },
} as const;
