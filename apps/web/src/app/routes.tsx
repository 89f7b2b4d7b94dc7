/** The route table: who may see what, and which page (loaded on demand) each address shows. */
import type { RouteObject } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { lazyNamed } from '@/shared/lib/lazy-named';
import { GuestGuard } from './guards/guest-guard';
import { MemberGuard } from './guards/member-guard';
import { TokenGuard } from './guards/token-guard';
import { RootBoundary } from './routes/root-boundary';
import { ServerErrorPage } from './routes/server-error-page';

const AppLayout = lazyNamed(() => import('./layout/app-layout'), 'AppLayout');
const StandaloneLayout = lazyNamed(() => import('./layout/standalone-layout'), 'StandaloneLayout');
const PublicLayout = lazyNamed(() => import('./layout/public-layout'), 'PublicLayout');
const NotFoundPage = lazyNamed(() => import('./routes/not-found-page'), 'NotFoundPage');
const PlaceholderPage = lazyNamed(() => import('@/shared/ui/placeholder-page'), 'PlaceholderPage');

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
  PaymentSuccessPage: lazyNamed(() => import('@/features/payments/routes/payment-success-page'), 'PaymentSuccessPage'),
};

const placeholder = (path: string, title: string): RouteObject => ({
  path,
  element: <PlaceholderPage title={title} />,
});

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
              { path: PATHS.packages, element: <packages.SubscriptionPage /> },
              { path: PATHS.payment, element: <payments.PaymentPage /> },
            ],
          },
        ],
      },
      {
        element: <MemberGuard />,
        children: [
          {
            element: <StandaloneLayout />,
            children: [{ path: PATHS.paymentSuccess, element: <payments.PaymentSuccessPage /> }],
          },
          {
            element: <AppLayout />,
            children: [
              placeholder(PATHS.dashboard, 'Dashboard'),
              placeholder(PATHS.events, 'Events'),
              placeholder(PATHS.createEvent, 'Create Event'),
              placeholder(PATHS.dataCapture, 'Data Management'),
              placeholder(PATHS.profile, 'Profile'),
            ],
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [placeholder(PATHS.terms, 'Terms of Service'), placeholder(PATHS.privacy, 'Privacy Policy')],
      },
      { path: PATHS.serverError, element: <ServerErrorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
