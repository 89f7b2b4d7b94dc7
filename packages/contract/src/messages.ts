/**
 * Every user-facing text the spec fixes, shared by server replies and web forms.
 * Kept free of zod so the web can import it without pulling in the schema library.
 */
export const MESSAGES = {
  required: 'This field is required',
  invalidEmail: 'Please type a valid email',
  passwordMin: 'This field should be minimum 6 characters',
  passwordsDoNotMatch: 'The passwords do not match',
  agreementRequired: 'Please check the agreement.',
  verifyEmail: 'Please verify your email',
  invalidCredentials: 'These credentials do not match our records.',
  emailTaken: 'The email has already been taken.',
  invalidPayload: 'The given data was invalid.',
  verificationSent: 'A new verification link has been sent to your email address.',
  verificationInvalid: 'This verification link is invalid or has expired.',
  alreadyVerified: 'Your email is already verified. Please sign in.',
  forgotSent: 'If an account exists for that email, we have sent a password reset link.',
  resetInvalid: 'This password reset link is invalid or has expired.',
  resetDone: 'Your password has been reset. Please sign in.',
  loggedOut: 'You have been logged out.',
  unauthenticated: 'Please sign in to continue.',
  notFound: 'Not found.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  malformedJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request body is too large.',
  serverError: 'Something went wrong on our side. Please try again.',
  internalServerError: 'Internal server error',
  fixingProblem: 'We are currently trying to fix the problem.',
  pageNotFound: '404 | Page not found!',
  emailVerifying: 'Email Verifying',
} as const;
