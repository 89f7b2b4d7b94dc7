import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@boothdeck/contract';

/** What the screen calls each event an endpoint can be told about. */
export const EVENT_TYPE_LABELS: Record<WebhookEventType, string> = {
  'capture.created': 'A capture is stored',
  'lead.created': 'A lead is captured',
  'share.sent': 'A guest share is sent',
  'voucher.claimed': 'A voucher is claimed',
};

export const ALL_EVENTS = 'all';

export const EVENT_TYPE_CHOICES = [
  { value: ALL_EVENTS, label: 'Every event' },
  ...WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: `${EVENT_TYPE_LABELS[type]} (${type})` })),
];
