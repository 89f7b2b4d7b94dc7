import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@boothdeck/contract';

/** What the screen calls each event an endpoint can be told about. */
export const EVENT_TYPE_LABELS: Record<WebhookEventType, string> = {
  'capture.created': 'A capture is stored',
  'lead.created': 'A lead is captured',
  'share.sent': 'A guest share is sent',
  'voucher.claimed': 'A voucher is claimed',
  'booth.alert': 'A booth needs attention',
};

export const ALL_EVENTS = 'all';

/** Every kind of notice; "all my events" is the other choice, of which of the organiser's events. */
export const ALL_EVENT_TYPES_LABEL = 'Every kind of notice';

export const EVENT_TYPE_CHOICES = [
  { value: ALL_EVENTS, label: ALL_EVENT_TYPES_LABEL },
  ...WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: `${EVENT_TYPE_LABELS[type]} (${type})` })),
];
