/**
 * How often guests may share. Messages cost the organiser and reach strangers' inboxes and
 * phones, so they are held: a busy event's worth a minute from one gallery, and a few an hour to
 * one recipient. Guests at an event often share one address (the venue's Wi-Fi, a carrier's NAT),
 * so the per-address limits count one address at one gallery: a crowd at one event shares freely
 * without a neighbour's guests at another event using up its share, and one address still cannot
 * take a whole gallery's minute or send without end. Social shares only count, so their limit only
 * keeps one address from inflating an event's numbers.
 *
 * The numbers, for a wedding of 150 guests behind one Wi-Fi address: all 150 sharing in the
 * quarter of an hour after the speeches is 10 a minute; two or three messages each over a
 * five-hour evening is at most a few hundred, under 300 in any one hour even if most come at once.
 */
import { createHash } from 'node:crypto';
import { HOUR_MS, MINUTE_MS } from '../../shared/clock.ts';

export const SHARE_RATE_LIMITS = {
  /** One address at one gallery, a minute: two-thirds of the gallery's own minute. */
  messagesPerVisitor: {
    name: 'share-message-visitor',
    limit: 20,
    windowMs: MINUTE_MS,
    ifStoreUnreachable: 'fail-closed',
  },
  /** One address at one gallery, an hour: a full wedding's busiest hour. */
  messagesPerVisitorHourly: {
    name: 'share-message-visitor-hour',
    limit: 300,
    windowMs: HOUR_MS,
    ifStoreUnreachable: 'fail-closed',
  },
  messagesPerGallery: {
    name: 'share-message-gallery',
    limit: 30,
    windowMs: MINUTE_MS,
    ifStoreUnreachable: 'fail-closed',
  },
  messagesPerRecipient: {
    name: 'share-message-recipient',
    limit: 3,
    windowMs: HOUR_MS,
    ifStoreUnreachable: 'fail-closed',
  },
  /** One address at one gallery. */
  socialPerVisitor: { name: 'share-social-visitor', limit: 60, windowMs: MINUTE_MS, ifStoreUnreachable: 'fail-open' },
} as const;

/** A recipient's key in the limits: a digest, so the rate-limit table never holds an address. */
export const recipientKey = (value: string) => createHash('sha256').update(value.toLowerCase()).digest('hex');
