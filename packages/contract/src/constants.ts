/** Limits and fixed lists of the product, shared by both apps. */
/** A new password's shortest length: sign-up, reset and change ask this much. */
export const PASSWORD_MIN_LENGTH = 8;
/** The shortest password sign-in takes: accounts made when 6 was the rule still sign in. */
export const SIGN_IN_PASSWORD_MIN_LENGTH = 6;
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

export const PACKAGE_TYPES = ['trial', 'single', 'monthly', 'yearly'] as const;
/** Tab titles of the subscription page, in the order they show. */
export const PACKAGE_TYPE_TITLES = {
  trial: 'Trial Package',
  single: 'Single Package',
  monthly: 'Monthly',
  yearly: 'Yearly',
} as const;

/**
 * Features a package can switch on, keyed as the event options name them.
 * Each package item in the catalogue may name the feature it grants.
 */
export const PLAN_FEATURES = [
  'data_capture',
  'custom_branding',
  'form_builder',
  'incentive_offer',
  'text_messaging',
  'email',
  'microsite',
  'printing',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export const PRICING_LOADER_MS = 500;
export const PAYMENT_SUCCESS_REDIRECT_MS = 3000;
export const CURRENCY = 'AUD';
export const PRODUCT_WEBSITE = 'https://boothdeck.app';
export const PRODUCT_CONTACT_EMAIL = 'hello@boothdeck.app';

/** Items per page of a gallery, the organiser's and the public one. */
export const GALLERY_PAGE_SIZE = 40;

/**
 * What the public gallery shows in place of a microsite's blank texts. The guest pages show the
 * texts in the guest's language instead (the catalogues' `guest.gallery.default…`), so these are
 * what other readers of a gallery get: link previews, the API.
 */
export const PUBLIC_GALLERY_DEFAULTS = {
  tagline: 'Share now with your family and friends',
  buttonText: 'Gallery',
  footerText: 'Brought you by Boothdeck',
  colour: '#CEA252',
} as const;
