/** Limits and fixed lists of the spec (§9), shared by both apps. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const USER_TYPES = ['individual', 'business'] as const;
export const BUSINESS_CATEGORIES = [
  'bar',
  'pub',
  'nightclub',
  'function-room',
  'restaurant',
  'cafe',
  'retail-store',
  'other',
] as const;

export const LOGIN_REDIRECT_DELAY_MS = 500;
export const VERIFY_REDIRECT_DELAY_MS = 1000;
export const TOAST_AUTO_CLOSE_MS = 5000;

/** Same pattern in the form and on the server, so both accept the same addresses. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
