/** Every address the app links to or routes on, in one place; the option steps' are their rows' in OPTION_STEPS. */

import { optionStep } from '@boothdeck/contract/option-steps';
import { CHECKOUT_RETURN_PATHS, YOUR_DATA_PATH } from '@boothdeck/contract/page-paths';

export const PATHS = {
  login: '/',
  register: '/register',
  forgotPassword: '/forgot',
  resetPassword: '/reset/:token',
  verifyEmail: '/verify-email/:code',
  resendEmail: '/resend/email',
  dashboard: '/dashboard',
  events: '/event',
  liveEvents: '/live-event',
  upcomingEvents: '/upcoming-event',
  pastEvents: '/past-event',
  createEvent: '/event/create',
  eventFeature: '/event/feature',
  eventOptions: '/event/options',
  eventSummary: '/event/summary',
  eventDevice: '/event/device',
  /** Back from the gateway's checkout page, until the event is paid. */
  eventDeviceCheckoutConfirming: CHECKOUT_RETURN_PATHS.event.success,
  customBrandingStep: optionStep('custom-branding').path,
  branding: '/event/branding',
  micrositeStep: optionStep('microsite').path,
  editMicrositeStep: optionStep('microsite').editPath,
  /** Where the share previews' back link points: the microsite step of the previewed event. */
  microsite: '/microsite',
  socialTemplates: '/social-template',
  continueDraft: '/event/continue/:id',
  eventDetails: '/show/event/:id',
  eventBooths: '/show/event/:id/booths',
  editEventInfo: '/event/info/edit/:id',
  editEventFeature: '/event/feature/edit/:id',
  editEventOptions: '/event/options/edit/:id',
  editEventLanguages: '/event/languages/edit/:id',
  eventPhotos: '/event-photos/:id',
  eventPhotosFullscreen: '/event-photos-fullscreen',
  eventAnalytics: '/event-analytic/:id',
  /** One event's report for its brand client, with the links that share it. */
  eventReport: '/event-report/:id',
  packages: '/event/type',
  payment: '/event/payment',
  paymentSuccess: '/event/payment-success',
  /** Back from the gateway's checkout page, until the package has started. */
  checkoutConfirming: CHECKOUT_RETURN_PATHS.membership.success,
  dataCapture: '/data-capture',
  dataCaptureView: '/data-capture-view/:id',
  formBuilder: '/form-builder',
  editEmailTemplate: '/edit-email-template/:templateId/:emailId?',
  editMicrositeTemplate: '/edit-socail-template/:templateId/:socialId?',
  profile: '/profile',
  changePassword: '/change/password',
  memberSettings: '/member-settings',
  smsBilling: '/sms-billing',
  webhooks: '/webhooks',
  team: '/team',
  /** A client's list of the events given to them. */
  myEvents: '/my-events',
  /** An invitation's link to join a team. */
  join: '/join/:token',
  dataCapturePayment: '/data-capture/payment',
  dataCapturePaymentSuccess: '/data-capture/payment/success',
  /** Back from the gateway's checkout page, until the add-on is on. */
  dataCaptureCheckoutConfirming: CHECKOUT_RETURN_PATHS.dataCaptureAddon.success,
  terms: '/terms',
  privacy: '/privacy',
  serverError: '/error',
  /** The client report a link opens, without an account. */
  clientReport: '/report/:token',
  publicGallery: '/social/gallery/:id',
  publicGalleryView: '/social/gallery/view/:id',
  publicGalleryPassword: '/social/gallery/password/:id',
  slideShow: '/social/slide-show/:id',
  voucher: '/offer/avail/:eventId/:uuid/:voucherNo',
  /** A guest's data: see, download or erase what an event holds about them. */
  yourData: YOUR_DATA_PATH,
  shareView: '/gallery/share/view/one/:id',
  /** A booth capture's address before it is uploaded; it opens the share view once it is. */
  pendingShare: '/gallery/share/pending/:eventUuid/:clientId',
  shareGalleryTwo: '/gallery/share/two/:id',
  shareGalleryThree: '/gallery/share/three/:id',
  shareViewTwo: '/gallery/share/view/two/:id',
  shareViewThree: '/gallery/share/view/three/:id',
  sharePassword: '/gallery/share/password',
} as const;
