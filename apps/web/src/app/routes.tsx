// Over 300 lines on purpose: the one route table, read top to bottom, with who may see each page.
/** The route table: who may see what, and which page (loaded on demand) each address shows. */
import { ROLES } from '@boothdeck/contract/roles';
import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { lazyNamed } from '@/shared/lib/lazy-named';
import { GuestGuard } from './guards/guest-guard';
import { MemberGuard } from './guards/member-guard';
import { RoleGuard } from './guards/role-guard';
import { TokenGuard } from './guards/token-guard';
import { EventDetailsRoute } from './routes/event-details-route';
import { OPTION_STEP_ROUTES } from './routes/option-step-routes';
import { PendingShareRoute } from './routes/pending-share-route';
import { RootBoundary } from './routes/root-boundary';
import { ROUTE_ALIASES } from './routes/route-aliases';
import { ServerErrorPage } from './routes/server-error-page';

const AppLayout = lazyNamed(() => import('./layout/app-layout'), 'AppLayout');
const StandaloneLayout = lazyNamed(() => import('./layout/standalone-layout'), 'StandaloneLayout');
const PublicLayout = lazyNamed(() => import('./layout/public-layout'), 'PublicLayout');
const NotFoundPage = lazyNamed(() => import('./routes/not-found-page'), 'NotFoundPage');

const auth = {
  LoginPage: lazyNamed(() => import('@/features/auth/routes/login-page'), 'LoginPage'),
  RegisterPage: lazyNamed(() => import('@/features/auth/routes/register-page'), 'RegisterPage'),
  ResendEmailPage: lazyNamed(() => import('@/features/auth/routes/resend-email-page'), 'ResendEmailPage'),
  VerifyEmailPage: lazyNamed(() => import('@/features/auth/routes/verify-email-page'), 'VerifyEmailPage'),
  ForgotPasswordPage: lazyNamed(() => import('@/features/auth/routes/forgot-password-page'), 'ForgotPasswordPage'),
  ResetPasswordPage: lazyNamed(() => import('@/features/auth/routes/reset-password-page'), 'ResetPasswordPage'),
};

const packages = {
  SubscriptionPage: lazyNamed(() => import('@/features/packages/routes/subscription-page'), 'SubscriptionPage'),
};

const payments = {
  PaymentPage: lazyNamed(() => import('@/features/payments/routes/payment-page'), 'PaymentPage'),
  CheckoutConfirmingPage: lazyNamed(
    () => import('@/features/payments/routes/checkout-confirming-page'),
    'CheckoutConfirmingPage',
  ),
  PaymentSuccessPage: lazyNamed(() => import('@/features/payments/routes/payment-success-page'), 'PaymentSuccessPage'),
  DataCapturePaymentPage: lazyNamed(
    () => import('@/features/payments/routes/data-capture-payment-page'),
    'DataCapturePaymentPage',
  ),
  DataCapturePaymentSuccessPage: lazyNamed(
    () => import('@/features/payments/routes/data-capture-payment-success-page'),
    'DataCapturePaymentSuccessPage',
  ),
};

const legal = {
  TermsPage: lazyNamed(() => import('@/features/legal/routes/terms-page'), 'TermsPage'),
  PrivacyPage: lazyNamed(() => import('@/features/legal/routes/privacy-page'), 'PrivacyPage'),
};

const analytics = {
  EventAnalyticsPage: lazyNamed(() => import('@/features/analytics/routes/event-analytics-page'), 'EventAnalyticsPage'),
};

const clientReport = {
  EventReportPage: lazyNamed(() => import('@/features/client-report/routes/event-report-page'), 'EventReportPage'),
  SharedReportPage: lazyNamed(() => import('@/features/client-report/routes/shared-report-page'), 'SharedReportPage'),
};

const dashboard = {
  DashboardPage: lazyNamed(() => import('@/features/dashboard/routes/dashboard-page'), 'DashboardPage'),
};

const account = {
  ProfilePage: lazyNamed(() => import('@/features/account/routes/profile-page'), 'ProfilePage'),
  ChangePasswordPage: lazyNamed(() => import('@/features/account/routes/change-password-page'), 'ChangePasswordPage'),
  MemberSettingsPage: lazyNamed(() => import('@/features/account/routes/member-settings-page'), 'MemberSettingsPage'),
  SmsBillingPage: lazyNamed(() => import('@/features/account/routes/sms-billing-page'), 'SmsBillingPage'),
  WebhooksPage: lazyNamed(() => import('@/features/webhooks/routes/webhooks-page'), 'WebhooksPage'),
};

const team = {
  TeamPage: lazyNamed(() => import('@/features/team/routes/team-page'), 'TeamPage'),
  MyEventsPage: lazyNamed(() => import('@/features/team/routes/my-events-page'), 'MyEventsPage'),
  JoinPage: lazyNamed(() => import('@/features/team/routes/join-page'), 'JoinPage'),
};

const events = {
  EventsPage: lazyNamed(() => import('@/features/events/routes/events-page'), 'EventsPage'),
  EventBoothsPage: lazyNamed(() => import('@/features/fleet/routes/event-booths-page'), 'EventBoothsPage'),
};

// One chunk per page: a guest opening a shared address loads only that page.
const publicGallery = {
  GalleryPage: lazyNamed(() => import('@/features/public-gallery/routes/gallery-page'), 'GalleryPage'),
  ShareViewPage: lazyNamed(() => import('@/features/public-gallery/routes/share-view-page'), 'ShareViewPage'),
  PendingSharePage: lazyNamed(() => import('@/features/public-gallery/routes/pending-share-page'), 'PendingSharePage'),
  PasswordPage: lazyNamed(() => import('@/features/public-gallery/routes/password-page'), 'PasswordPage'),
  SlideShowPage: lazyNamed(() => import('@/features/public-gallery/routes/slide-show-page'), 'SlideShowPage'),
};
const vouchers = {
  VoucherPage: lazyNamed(() => import('@/features/vouchers/routes/voucher-page'), 'VoucherPage'),
};
const dataRights = {
  YourDataPage: lazyNamed(() => import('@/features/data-rights/routes/your-data-page'), 'YourDataPage'),
};
const sharePreviewPages = () => import('@/features/public-gallery/routes/share-preview-pages');
const sharePreviews = {
  GalleryPreviewPage: lazyNamed(sharePreviewPages, 'ShareGalleryPreviewPage'),
  ViewPreviewPage: lazyNamed(sharePreviewPages, 'ShareViewPreviewPage'),
  PasswordPreviewPage: lazyNamed(
    () => import('@/features/public-gallery/routes/share-password-preview-page'),
    'SharePasswordPreviewPage',
  ),
};

const gallery = {
  EventPhotosPage: lazyNamed(() => import('@/features/gallery/routes/event-photos-page'), 'EventPhotosPage'),
  EventPhotosFullscreenPage: lazyNamed(
    () => import('@/features/gallery/routes/event-photos-fullscreen-page'),
    'EventPhotosFullscreenPage',
  ),
};

const dataCapture = {
  DataCapturePage: lazyNamed(() => import('@/features/data-capture/routes/data-capture-page'), 'DataCapturePage'),
  LeadListPage: lazyNamed(() => import('@/features/data-capture/routes/lead-list-page'), 'LeadListPage'),
};

const EventLanguagesPage = lazyNamed(
  () => import('@/features/event-languages/routes/event-languages-page'),
  'EventLanguagesPage',
);
const wizardPages = () => import('@/features/wizard/routes/wizard-pages');
const editStepPages = () => import('@/features/wizard/routes/edit-step-pages');
const wizard = {
  WizardLayout: lazyNamed(wizardPages, 'WizardLayout'),
  EventInfoPage: lazyNamed(wizardPages, 'EventInfoPage'),
  FeaturePage: lazyNamed(wizardPages, 'FeaturePage'),
  OptionsPage: lazyNamed(wizardPages, 'OptionsPage'),
  SummaryPage: lazyNamed(wizardPages, 'SummaryPage'),
  EditEventInfoPage: lazyNamed(editStepPages, 'EditEventInfoPage'),
  EditEventFeaturePage: lazyNamed(editStepPages, 'EditEventFeaturePage'),
  EditEventOptionsPage: lazyNamed(editStepPages, 'EditEventOptionsPage'),
  ContinueDraftPage: lazyNamed(() => import('@/features/wizard/routes/continue-draft-page'), 'ContinueDraftPage'),
  SocialTemplatesPage: lazyNamed(
    () => import('@/features/wizard/options/microsite/routes/social-templates-page'),
    'SocialTemplatesPage',
  ),
  DevicePage: lazyNamed(() => import('@/features/wizard/routes/device-page'), 'DevicePage'),
  DeviceCheckoutConfirmingPage: lazyNamed(
    () => import('@/features/wizard/routes/device-checkout-confirming-page'),
    'DeviceCheckoutConfirmingPage',
  ),
};

const templateEditors = {
  EmailTemplateEditorPage: lazyNamed(
    () => import('@/features/wizard/options/email/routes/email-template-editor-page'),
    'EmailTemplateEditorPage',
  ),
  MicrositeTemplateEditorPage: lazyNamed(
    () => import('@/features/wizard/options/microsite/routes/microsite-template-editor-page'),
    'MicrositeTemplateEditorPage',
  ),
};

const FormBuilderPreviewPage = lazyNamed(
  () => import('@/features/wizard/options/form-builder/routes/form-builder-pages'),
  'FormBuilderPreviewPage',
);

export const routes: RouteObject[] = [
  {
    element: <RootBoundary />,
    children: [
      {
        element: <GuestGuard />,
        children: [
          { path: PATHS.login, element: <auth.LoginPage /> },
          { path: PATHS.register, element: <auth.RegisterPage /> },
          { path: PATHS.resendEmail, element: <auth.ResendEmailPage /> },
          { path: PATHS.verifyEmail, element: <auth.VerifyEmailPage /> },
          { path: PATHS.forgotPassword, element: <auth.ForgotPasswordPage /> },
          { path: PATHS.resetPassword, element: <auth.ResetPasswordPage /> },
        ],
      },
      {
        // Members may come back here to change plan, so only a token is needed.
        element: <TokenGuard />,
        children: [
          {
            element: <StandaloneLayout />,
            children: [
              {
                // The package is the owner's alone.
                element: <RoleGuard roles={ROLES.owner} />,
                children: [
                  { path: PATHS.packages, element: <packages.SubscriptionPage /> },
                  { path: PATHS.payment, element: <payments.PaymentPage /> },
                  {
                    path: PATHS.checkoutConfirming,
                    element: <payments.CheckoutConfirmingPage purchase="membership" />,
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        element: <MemberGuard />,
        children: [
          {
            element: <StandaloneLayout />,
            children: [
              { path: PATHS.paymentSuccess, element: <payments.PaymentSuccessPage /> },
              { path: PATHS.dataCapturePaymentSuccess, element: <payments.DataCapturePaymentSuccessPage /> },
              {
                path: PATHS.dataCaptureCheckoutConfirming,
                element: <payments.CheckoutConfirmingPage purchase="dataCapture" />,
              },
            ],
          },
          ...ROUTE_ALIASES,
          // The organiser's previews of the share pages: full pages in the gallery's own frame.
          { path: PATHS.shareGalleryTwo, element: <sharePreviews.GalleryPreviewPage template="two" /> },
          { path: PATHS.shareGalleryThree, element: <sharePreviews.GalleryPreviewPage template="three" /> },
          { path: PATHS.shareViewTwo, element: <sharePreviews.ViewPreviewPage template="two" /> },
          { path: PATHS.shareViewThree, element: <sharePreviews.ViewPreviewPage template="three" /> },
          { path: PATHS.sharePassword, element: <sharePreviews.PasswordPreviewPage /> },
          {
            element: <AppLayout />,
            children: [
              {
                element: <RoleGuard roles={ROLES.staff} />,
                children: [
                  { path: PATHS.dashboard, element: <dashboard.DashboardPage /> },
                  { path: PATHS.events, element: <events.EventsPage /> },
                  { path: PATHS.eventDetails, element: <EventDetailsRoute /> },
                  { path: PATHS.eventBooths, element: <events.EventBoothsPage /> },
                ],
              },
              {
                element: <RoleGuard roles={ROLES.viewers} />,
                children: [
                  { path: PATHS.eventAnalytics, element: <analytics.EventAnalyticsPage /> },
                  { path: PATHS.eventReport, element: <clientReport.EventReportPage /> },
                  // A client sees the gallery of the events given to them, without what only staff may do.
                  { path: PATHS.eventPhotos, element: <gallery.EventPhotosPage /> },
                  { path: PATHS.eventPhotosFullscreen, element: <gallery.EventPhotosFullscreenPage /> },
                  // Every role changes the password of its own login (a member's, never the owner's).
                  { path: PATHS.changePassword, element: <account.ChangePasswordPage /> },
                ],
              },
              {
                element: <RoleGuard roles={['client']} />,
                children: [{ path: PATHS.myEvents, element: <team.MyEventsPage /> }],
              },
              {
                element: <RoleGuard roles={ROLES.managers} />,
                children: [
                  {
                    element: <wizard.WizardLayout />,
                    children: [
                      { path: PATHS.createEvent, element: <wizard.EventInfoPage /> },
                      { path: PATHS.eventFeature, element: <wizard.FeaturePage /> },
                      { path: PATHS.eventOptions, element: <wizard.OptionsPage /> },
                      { path: PATHS.eventSummary, element: <wizard.SummaryPage /> },
                      ...OPTION_STEP_ROUTES.map(({ step }) => step),
                    ],
                  },
                  { path: PATHS.continueDraft, element: <wizard.ContinueDraftPage /> },
                  // The draft's social gallery library, or with no draft open the templates' own page.
                  { path: PATHS.socialTemplates, element: <wizard.SocialTemplatesPage /> },
                  { path: PATHS.editEventInfo, element: <wizard.EditEventInfoPage /> },
                  { path: PATHS.editEventFeature, element: <wizard.EditEventFeaturePage /> },
                  { path: PATHS.editEventOptions, element: <wizard.EditEventOptionsPage /> },
                  { path: PATHS.editEventLanguages, element: <EventLanguagesPage /> },
                  ...OPTION_STEP_ROUTES.map(({ edit }) => edit),
                  { path: PATHS.formBuilder, element: <FormBuilderPreviewPage /> },
                  { path: PATHS.editEmailTemplate, element: <templateEditors.EmailTemplateEditorPage /> },
                  { path: PATHS.editMicrositeTemplate, element: <templateEditors.MicrositeTemplateEditorPage /> },
                  { path: PATHS.dataCapture, element: <dataCapture.DataCapturePage /> },
                  { path: PATHS.dataCaptureView, element: <dataCapture.LeadListPage /> },
                  { path: PATHS.memberSettings, element: <account.MemberSettingsPage /> },
                  { path: PATHS.webhooks, element: <account.WebhooksPage /> },
                  { path: PATHS.team, element: <team.TeamPage /> },
                ],
              },
              {
                element: <RoleGuard roles={ROLES.owner} />,
                children: [
                  { path: PATHS.eventDevice, element: <wizard.DevicePage /> },
                  { path: PATHS.eventDeviceCheckoutConfirming, element: <wizard.DeviceCheckoutConfirmingPage /> },
                  { path: PATHS.dataCapturePayment, element: <payments.DataCapturePaymentPage /> },
                  { path: PATHS.profile, element: <account.ProfilePage /> },
                  { path: PATHS.smsBilling, element: <account.SmsBillingPage /> },
                ],
              },
            ],
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          { path: PATHS.join, element: <team.JoinPage /> },
          { path: PATHS.terms, element: <legal.TermsPage /> },
          { path: PATHS.privacy, element: <legal.PrivacyPage /> },
        ],
      },
      // Guests' gallery pages: no session, each drawn in the gallery's own template.
      { path: PATHS.publicGallery, element: <publicGallery.GalleryPage /> },
      { path: PATHS.publicGalleryView, element: <publicGallery.ShareViewPage /> },
      { path: PATHS.shareView, element: <publicGallery.ShareViewPage /> },
      {
        path: PATHS.pendingShare,
        element: (
          <PendingShareRoute>
            <publicGallery.PendingSharePage />
          </PendingShareRoute>
        ),
      },
      { path: PATHS.publicGalleryPassword, element: <publicGallery.PasswordPage /> },
      { path: PATHS.slideShow, element: <publicGallery.SlideShowPage /> },
      { path: PATHS.voucher, element: <vouchers.VoucherPage /> },
      { path: PATHS.clientReport, element: <clientReport.SharedReportPage /> },
      { path: PATHS.yourData, element: <dataRights.YourDataPage /> },
      { path: PATHS.serverError, element: <ServerErrorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
