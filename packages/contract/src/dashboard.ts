/** The dashboard's calls: stat cards, social share totals and the graphs. */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ROLES } from './roles.ts';

export const dashboardAnalyticsReplySchema = z.object({
  total_event: z.number(),
  live_event: z.number(),
  upcoming_event: z.number(),
  /** Captured media across the organiser's events. */
  capture_data: z.number(),
});
export type DashboardAnalyticsReply = z.infer<typeof dashboardAnalyticsReplySchema>;

export const socialShareReplySchema = z.object({
  social_share: z.object({ total_share: z.number(), email: z.number(), sms: z.number() }),
});
export type SocialShareReply = z.infer<typeof socialShareReplySchema>;

const seriesSchema = z.object({
  data: z.array(z.object({ name: z.string(), share: z.number() })),
  totalData: z.number(),
});

/** weekly: the last 7 days ('Mon'…); monthly: the last 30 days ('23 Nov'…); yearly: the last 12 months ('Dec'…). */
export const sharingGraphReplySchema = z.object({
  graphData: z.object({ weeklyData: seriesSchema, monthlyData: seriesSchema, yearlyData: seriesSchema }),
});
export type SharingGraphReply = z.infer<typeof sharingGraphReplySchema>;

export const sharingPieReplySchema = z.object({
  graphDataCapture: z.array(z.object({ name: z.string(), value: z.number(), background: z.string() })),
});
export type SharingPieReply = z.infer<typeof sharingPieReplySchema>;

/**
 * Leads captured per month over the last 12 months. A plan without data capture is answered too
 * (every month at 0, `included_in_plan` false), since the dashboard asks on every load.
 */
export const dataCaptureGraphReplySchema = z.object({
  data: z.array(z.object({ name: z.string(), leads: z.number() })),
  included_in_plan: z.boolean(),
});
export type DataCaptureGraphReply = z.infer<typeof dataCaptureGraphReplySchema>;

export const SHARE_CHANNELS = [
  'email',
  'sms',
  'facebook',
  'twitter',
  'instagram',
  'linkedin',
  'whatsapp',
  'download',
] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

export const GRAPH_CHANNELS = ['email', 'sms'] as const;
export type GraphChannel = (typeof GRAPH_CHANNELS)[number];

const dashboardCall = { caller: 'organiser', tag: 'dashboard' } as const;

export const dashboardEndpoints = {
  analytics: defineEndpoint({
    ...dashboardCall,
    method: 'GET',
    path: '/dashboard-analytics',
    roles: ROLES.staff,
    summary: 'The stat cards: all, live and upcoming events and captured media',
    reply: dashboardAnalyticsReplySchema,
  }),
  socialShare: defineEndpoint({
    ...dashboardCall,
    method: 'GET',
    path: '/social-share',
    roles: ROLES.staff,
    summary: 'Shares in total and by e-mail and SMS',
    reply: socialShareReplySchema,
  }),
  sharingGraph: defineEndpoint({
    ...dashboardCall,
    method: 'GET',
    path: '/dashboard-graph/sharing/:channel',
    roles: ROLES.staff,
    summary: "One channel's shares by day, by date and by month",
    params: z.object({ channel: z.enum(GRAPH_CHANNELS) }),
    reply: sharingGraphReplySchema,
  }),
  sharingPie: defineEndpoint({
    ...dashboardCall,
    method: 'GET',
    path: '/dashboard-graph/sharing-pie',
    roles: ROLES.staff,
    summary: 'Shares by channel',
    reply: sharingPieReplySchema,
  }),
  dataCaptureGraph: defineEndpoint({
    ...dashboardCall,
    method: 'GET',
    path: '/dashboard-graph/data-capture',
    // Counts only, no lead's details: the dashboard's card for everyone who runs the events.
    roles: ROLES.staff,
    summary: 'Leads captured per month over the last 12 months; every month at 0 when the plan lacks data capture',
    reply: dataCaptureGraphReplySchema,
  }),
};
