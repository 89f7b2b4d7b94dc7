/**
 * One event's analytics: its guest shares as graphs (by day and month in the event's own time
 * zone) and totals, the most viewed items of its public gallery, and a funnel from captures to
 * claimed vouchers. Every call answers for the signed-in organiser's own events only.
 */
import { z } from 'zod';
import { idSchema } from './common.ts';
import { SHARE_CHANNELS, sharingGraphReplySchema } from './dashboard.ts';
import { defineEndpoint } from './endpoint.ts';
import { galleryItemSchema } from './media.ts';
import { ROLES } from './roles.ts';

/**
 * The channels one event's graph can show: every share channel, and `microsite`, the original
 * client's name for the graph its LinkedIn card shows (the same numbers as `linkedin`).
 */
export const EVENT_GRAPH_CHANNELS = [...SHARE_CHANNELS, 'microsite'] as const;
export type EventGraphChannel = (typeof EVENT_GRAPH_CHANNELS)[number];

/**
 * An event's sent guest shares, all time. `total_share` counts every channel (downloads
 * included); `microsite` repeats `linkedin` under the original client's name.
 */
export const eventSocialShareReplySchema = z.object({
  single_social_share: z.object({
    total_share: z.number(),
    email: z.number(),
    sms: z.number(),
    facebook: z.number(),
    twitter: z.number(),
    instagram: z.number(),
    linkedin: z.number(),
    whatsapp: z.number(),
    download: z.number(),
    microsite: z.number(),
  }),
  /**
   * Whether guests' text messages are held by a daily cap now: the gallery's own, the
   * organiser's across all events, or neither (null).
   */
  sms_limit_reached: z.enum(['gallery', 'organiser']).nullable(),
});
export type EventSocialShareReply = z.infer<typeof eventSocialShareReplySchema>;

/** The public gallery's items guests opened most, most first (ties: newest first). */
export const MOST_VIEWED_LIMIT = 12;
export const mostViewedReplySchema = z.object({
  most_viewed: z.array(galleryItemSchema.extend({ views: z.number() })),
});
export type MostViewedReply = z.infer<typeof mostViewedReplySchema>;

/** From what the booth captured to what guests did with it, each step a count of its own. */
export const eventFunnelReplySchema = z.object({
  funnel: z.object({
    captures: z.number(),
    shares: z.number(),
    views: z.number(),
    leads: z.number(),
    vouchers_claimed: z.number(),
  }),
});
export type EventFunnelReply = z.infer<typeof eventFunnelReplySchema>;

const analyticsCall = { caller: 'organiser', tag: 'analytics' } as const;
const eventParams = z.object({ id: idSchema });

export const analyticsEndpoints = {
  channelGraph: defineEndpoint({
    ...analyticsCall,
    method: 'GET',
    path: '/event-graph/sharing/:channel/:eventId',
    roles: ROLES.viewers,
    eventIn: { in: 'params', name: 'eventId' },
    summary: "One channel's shares of one event by day, by date and by month, in the event's time zone",
    params: z.object({ channel: z.enum(EVENT_GRAPH_CHANNELS), eventId: idSchema }),
    reply: sharingGraphReplySchema,
  }),
  sharingGraph: defineEndpoint({
    ...analyticsCall,
    method: 'GET',
    path: '/event-analytics/sharing-graph/:id',
    roles: ROLES.viewers,
    eventIn: { in: 'params', name: 'id' },
    summary: "All of one event's shares by day, by date and by month, in the event's time zone",
    params: eventParams,
    reply: sharingGraphReplySchema,
  }),
  socialShare: defineEndpoint({
    ...analyticsCall,
    method: 'GET',
    path: '/event-social-share/:id',
    roles: ROLES.viewers,
    eventIn: { in: 'params', name: 'id' },
    summary: "One event's shares in total and by channel",
    params: eventParams,
    reply: eventSocialShareReplySchema,
  }),
  mostViewed: defineEndpoint({
    ...analyticsCall,
    method: 'GET',
    path: '/event-analytics/most-viewed/:id',
    roles: ROLES.viewers,
    eventIn: { in: 'params', name: 'id' },
    summary: "The event's public gallery items guests opened most",
    params: eventParams,
    reply: mostViewedReplySchema,
  }),
  funnel: defineEndpoint({
    ...analyticsCall,
    method: 'GET',
    path: '/event-analytics/funnel/:id',
    roles: ROLES.viewers,
    eventIn: { in: 'params', name: 'id' },
    summary: 'Captures, shares, gallery item views, leads and claimed vouchers of one event',
    params: eventParams,
    reply: eventFunnelReplySchema,
  }),
};
