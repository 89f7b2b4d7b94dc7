/** Fixed lists and limits of events and the wizard. */
export const FEATURE_KEYS = [
  'still_photo',
  'three_in_one',
  'video',
  'boomerang',
  'gallery',
  'sharing',
  'data_capture',
  'offer',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/**
 * Every option flag, in the order the Options step shows its tiles (data capture has none: it follows
 * the Data Capture feature). A flag with settings of its own has its step in OPTION_STEPS; the QR
 * code and `approve_captures` (new captures wait for the organiser's approval) are flags alone.
 */
export const OPTION_KEYS = [
  'social_media',
  'gif',
  'brust_gif',
  'email',
  'text_messaging',
  'digital_props',
  'water_mark',
  'microsite',
  'frame',
  'qr_code',
  'incentive_offer',
  'filters',
  'form_builder',
  'approve_captures',
  'virtual_backdrop',
  'printing',
  'data_capture',
] as const;
export type OptionKey = (typeof OPTION_KEYS)[number];

/** Turning Sharing off on the Feature step turns these options off. */
export const SHARING_OPTIONS = ['social_media', 'email', 'text_messaging', 'microsite'] as const;

export const DEVICES = [
  { id: 1, name: 'Device 1', price: 50 },
  { id: 2, name: 'Device 2', price: 100 },
  { id: 3, name: 'Device 3', price: 150 },
] as const;

export const EVENT_PAGE_SIZE = 6;
export const PAGINATION_LINKS = 10;
export const SEARCH_DEBOUNCE_MS = 1000;
export const MAX_EVENT_HOURS = 48;
export const LIFETIME_YEARS = 200;
export const ADMIN_PASSWORD_DIGITS = 4;
export const DATE_ERROR_CLEAR_MS = 3000;
export const COPY_NOTICE_MS = 3000;
export const OVERLAY_SUCCESS_CLEAR_MS = 1000;
export const OVERLAY_ERROR_CLEAR_MS = 5000;
export const EVENT_NAME_MAX_LENGTH = 150;
export const EVENT_TEXT_MAX_LENGTH = 500;
/** Wall times in forms and requests; lists show 'Do MMM YYYY hh:mm A' in the viewer's zone. */
export const WALL_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const LIST_DATE_FORMAT = 'Do MMM YYYY hh:mm A';
export const EVENT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
