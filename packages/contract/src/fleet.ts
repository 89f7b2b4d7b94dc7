/**
 * The fleet: every signed-in booth reports its health (`POST /booth/heartbeat`) and takes the
 * organiser's commands in the reply; the organiser watches an event's booths in its Booths panel
 * and sends them commands. A command is delivered in heartbeat replies until a later heartbeat
 * acknowledges it, and is then done, once.
 */
import { z } from 'zod';
import { errorReplySchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ROLES } from './roles.ts';

/** How often a signed-in kiosk reports, in seconds. */
export const HEARTBEAT_EVERY_SECONDS = 30;

/** The longest app version a booth may report, and the longest camera label. */
export const BOOTH_APP_VERSION_MAX_LENGTH = 40;
export const BOOTH_CAMERA_LABEL_MAX_LENGTH = 200;
/** Commands one heartbeat may acknowledge. */
export const BOOTH_ACKNOWLEDGED_MAX = 20;

/** What the camera is doing: running, being opened, refused by the person at the device, none found, broken, or not in use. */
export const BOOTH_CAMERA_STATES = ['ready', 'starting', 'denied', 'missing', 'failed', 'off'] as const;

const count = z.number().int().min(0).max(1_000_000);
const bytes = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const instant = z.iso.datetime({ offset: true });

export const boothHeartbeatBodySchema = z.object({
  app_version: z.string().trim().min(1).max(BOOTH_APP_VERSION_MAX_LENGTH),
  queue: z.object({
    /** Captures, details and shares waiting to be sent. */
    pending: count,
    /** How long the oldest of them has waited, in seconds; null when nothing waits. */
    oldest_unsent_seconds: z
      .number()
      .int()
      .min(0)
      .max(10 * 365 * 86_400)
      .nullable(),
    /** Items the server refused for good (kept on the device for the operator). */
    failed: count,
  }),
  /** The browser's storage estimate; null where it does not tell. */
  storage: z.object({
    used_bytes: bytes.nullable(),
    quota_bytes: bytes.nullable(),
    /** Whether the browser keeps the booth's storage when space runs low; null when unknown. */
    persisted: z.boolean().nullable(),
  }),
  /** Null where the device does not tell (iPad Safari, Firefox). */
  battery: z.object({ level: z.number().min(0).max(1), charging: z.boolean() }).nullable(),
  camera: z.object({
    state: z.enum(BOOTH_CAMERA_STATES),
    label: z.string().max(BOOTH_CAMERA_LABEL_MAX_LENGTH).nullable(),
    width: z.number().int().min(0).max(20_000).nullable(),
    height: z.number().int().min(0).max(20_000).nullable(),
  }),
  /** Since when the device has been online without a break; null while offline. */
  online_since: instant.nullable(),
  last_capture_at: instant.nullable(),
  /** Whether capture is paused by a command. */
  paused: z.boolean(),
  /** The commands carried out since the last report, by id. */
  acknowledged: z.array(z.number().int().positive()).max(BOOTH_ACKNOWLEDGED_MAX).default([]),
  /** The last report before the kiosk signs out: the server ends its session. */
  signing_out: z.boolean().default(false),
});
export type BoothHeartbeatBody = z.input<typeof boothHeartbeatBodySchema>;
export type BoothHeartbeat = z.output<typeof boothHeartbeatBodySchema>;

/**
 * What the organiser can ask of a booth: pause capture (the kiosk shows "Back in a moment"),
 * resume it, read the event's settings and pictures again, sign out once its queue is empty.
 */
export const BOOTH_COMMAND_KINDS = ['pause', 'resume', 'reload', 'sign_out'] as const;
export type BoothCommandKind = (typeof BOOTH_COMMAND_KINDS)[number];

export const boothCommandSchema = z.object({ id: z.number(), kind: z.enum(BOOTH_COMMAND_KINDS) });
export type BoothCommand = z.infer<typeof boothCommandSchema>;

export const boothHeartbeatReplySchema = z.object({
  /** Commands not yet acknowledged, oldest first: carry them out and name them in the next report. */
  commands: z.array(boothCommandSchema),
  next_in_seconds: z.number(),
});
export type BoothHeartbeatReply = z.infer<typeof boothHeartbeatReplySchema>;

// ——— The organiser's Booths panel ———

/** live: reported within the quiet time; quiet: signed in but silent; signed_out: its session has ended. */
export const BOOTH_STATUSES = ['live', 'quiet', 'signed_out'] as const;
export type BoothStatus = (typeof BOOTH_STATUSES)[number];

export const BOOTH_ALERT_KINDS = ['quiet', 'queue_stuck', 'storage_low'] as const;
export type BoothAlertKind = (typeof BOOTH_ALERT_KINDS)[number];

/**
 * A booth's last report as the panel reads it. The battery is always an object (both null where
 * the device does not tell): the panel's reply has no object that may be null, which keeps the
 * server's writer for 200 booths fast.
 */
export const fleetReportSchema = boothHeartbeatBodySchema
  .omit({ acknowledged: true, signing_out: true, battery: true })
  .extend({
    session_id: z.number(),
    battery: z.object({ level: z.number().nullable(), charging: z.boolean().nullable() }),
  });
export type FleetReport = z.infer<typeof fleetReportSchema>;

export const fleetBoothSchema = z.object({
  session_id: z.number(),
  device_name: z.string().nullable(),
  status: z.enum(BOOTH_STATUSES),
  signed_in_at: z.string(),
  /** The last report's time; null before the first (its report is then not in `reports`). */
  last_seen_at: z.string().nullable(),
  captures_this_hour: z.number(),
  /** Commands sent and not yet carried out. */
  pending_commands: z.array(boothCommandSchema.extend({ issued_at: z.string() })),
});
export type FleetBooth = z.infer<typeof fleetBoothSchema>;

export const boothAlertSchema = z.object({
  id: z.number(),
  session_id: z.number(),
  device_name: z.string().nullable(),
  kind: z.enum(BOOTH_ALERT_KINDS),
  raised_at: z.string(),
});
export type BoothAlert = z.infer<typeof boothAlertSchema>;

export const eventBoothsReplySchema = z.object({
  event_id: z.number(),
  booths: z.array(fleetBoothSchema),
  /** The last report of each booth that has sent one, by `session_id`. */
  reports: z.array(fleetReportSchema),
  /** Alerts still open, newest first. */
  alerts: z.array(boothAlertSchema),
  /** When the server read this; the panel asks again every few seconds. */
  read_at: z.string(),
});
export type EventBoothsReply = z.infer<typeof eventBoothsReplySchema>;

export const FLEET_MESSAGES = {
  boothNotFound: 'This booth is no longer signed in to the event.',
  commandSent: {
    pause: 'Pause sent: the booth shows "Back in a moment" at its next report.',
    resume: 'Resume sent: the booth takes photos again at its next report.',
    reload: "Reload sent: the booth reads the event's settings and pictures at its next report.",
    sign_out: 'Sign out sent: the booth signs out once its queue is empty.',
  } satisfies Record<BoothCommandKind, string>,
  alerts: {
    quiet: 'has not reported for 5 minutes while the event runs.',
    queue_stuck: 'has had items waiting to be sent for 10 minutes.',
    storage_low: 'has less than 10% of its storage left.',
  } satisfies Record<BoothAlertKind, string>,
} as const;

export const eventBoothsParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const boothCommandBodySchema = z.object({
  session_id: z.number().int().positive(),
  kind: z.enum(BOOTH_COMMAND_KINDS),
});
export type BoothCommandBody = z.input<typeof boothCommandBodySchema>;

export const boothCommandReplySchema = z.object({
  message: z.string(),
  command: boothCommandSchema.extend({ issued_at: z.string() }),
});
export type BoothCommandReply = z.infer<typeof boothCommandReplySchema>;

export const fleetEndpoints = {
  heartbeat: defineEndpoint({
    caller: 'booth',
    tag: 'booth',
    method: 'POST',
    path: '/booth/heartbeat',
    summary: "Reports the signed-in booth's health and takes the organiser's commands",
    body: boothHeartbeatBodySchema,
    reply: boothHeartbeatReplySchema,
  }),
  eventBooths: defineEndpoint({
    caller: 'organiser',
    roles: ROLES.staff,
    eventIn: { in: 'params', name: 'id' },
    tag: 'events',
    method: 'GET',
    path: '/event-booths/:id',
    summary: "The event's booths, each with its last report, and the open alerts",
    params: eventBoothsParamsSchema,
    reply: eventBoothsReplySchema,
  }),
  sendCommand: defineEndpoint({
    caller: 'organiser',
    roles: ROLES.staff,
    eventIn: { in: 'params', name: 'id' },
    tag: 'events',
    method: 'POST',
    path: '/event-booths/:id/commands',
    summary: 'Sends one of the event’s booths a command, delivered in its next heartbeat reply',
    params: eventBoothsParamsSchema,
    body: boothCommandBodySchema,
    reply: boothCommandReplySchema,
    failures: { 409: errorReplySchema },
  }),
};
