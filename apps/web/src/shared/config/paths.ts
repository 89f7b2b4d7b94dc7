/** Every address the app links to or routes on, in one place. */
export const PATHS = {
  login: '/',
  register: '/register',
  forgotPassword: '/forgot',
  resetPassword: '/reset/:token',
  verifyEmail: '/verify-email/:code',
  resendEmail: '/resend/email',
  dashboard: '/dashboard',
  events: '/event',
  createEvent: '/event/create',
  packages: '/event/type',
  payment: '/event/payment',
  dataCapture: '/data-capture',
  profile: '/profile',
  terms: '/terms',
  privacy: '/privacy',
  serverError: '/error',
} as const;
