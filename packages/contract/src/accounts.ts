import { z } from 'zod';
import { messageReplySchema } from './common.ts';
import {
  BUSINESS_CATEGORIES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PACKAGE_TYPES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PLAN_FEATURES,
  type PlanFeature,
  SIGN_IN_PASSWORD_MIN_LENGTH,
  USER_TYPES,
} from './constants.ts';
import { type UncheckedFields, withCrossFieldRule } from './cross-field-rules.ts';
import { defineEndpoint } from './endpoint.ts';
import { MESSAGES } from './messages.ts';
import { ROLES, TEAM_ROLES } from './roles.ts';

const requiredText = (max: number) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(max, { error: `This field may not be greater than ${max} characters` });

/** A sign-in address: trimmed, lower-cased, the same rules wherever an account's address is sent. */
export const emailField = z
  .string({ error: MESSAGES.required })
  .trim()
  .toLowerCase()
  .min(1, { error: MESSAGES.required })
  .max(EMAIL_MAX_LENGTH, { error: MESSAGES.invalidEmail })
  .regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail });

const passwordOf = (minLength: number, tooShort: string) =>
  z
    .string({ error: MESSAGES.required })
    .min(1, { error: MESSAGES.required })
    .min(minLength, { error: tooShort })
    .max(PASSWORD_MAX_LENGTH, { error: `This field may not be greater than ${PASSWORD_MAX_LENGTH} characters` });

/** A new password's rules (sign-up, reset). */
export const passwordSchema = passwordOf(PASSWORD_MIN_LENGTH, MESSAGES.passwordMin);
/** What the sign-in form asks before sending: the older, shorter minimum, so accounts made under it still sign in. */
export const signInPasswordSchema = passwordOf(SIGN_IN_PASSWORD_MIN_LENGTH, MESSAGES.signInPasswordMin);

/** Accepts true/false, 1/0 and their string forms, as HTML forms and older clients send them. */
export const flagField = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

export const packageTypeSchema = z.enum(PACKAGE_TYPES);
export type PackageType = z.infer<typeof packageTypeSchema>;

export const membershipSchema = z.object({
  package_id: z.number(),
  package_type: packageTypeSchema,
  our_package: z.object({
    id: z.number(),
    name: z.string(),
    package_type: z.object({ type: packageTypeSchema }),
  }),
  /** null for packages that never expire (single). */
  expire_at: z.string().nullable(),
  amount: z.number(),
  /** How it was paid: the gateway's name, or null for a free package. */
  sources: z.string().nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const planFeaturesSchema = z.object(
  Object.fromEntries(PLAN_FEATURES.map((feature) => [feature, z.boolean()])) as Record<PlanFeature, z.ZodBoolean>,
);
export type PlanFeatures = z.infer<typeof planFeaturesSchema>;

export const userSchema = z.object({
  id: z.number(),
  user_type: z.enum(USER_TYPES),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  business_category: z.string().nullable(),
  business_category_other: z.string().nullable(),
  company_name: z.string().nullable(),
  check_promotion: z.boolean(),
  verify_status: z.enum(['active', 'inactive']),
  /** 1 while the account has an unexpired membership, else 0. */
  expire: z.union([z.literal(0), z.literal(1)]),
  membership: membershipSchema.nullable(),
  /** What the current, unexpired package allows; all false without one. */
  plan_features: planFeaturesSchema,
  /** The free trial can be taken once per account. */
  trial_used: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const loginBodySchema = z.object({
  email: emailField,
  password: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }).max(PASSWORD_MAX_LENGTH),
  remember_me: flagField.optional().default(false),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** An unverified account gets its user (verify_status 'inactive') and no token. */
export const loginReplySchema = z.object({ token: z.string().nullable(), user: userSchema });
export type LoginReply = z.infer<typeof loginReplySchema>;

/** A form sends an unchosen category as ''; that means "not given", not a wrong category. */
const businessCategoryField = z
  .string({ error: MESSAGES.required })
  .trim()
  .transform((value) => value || null)
  .pipe(z.enum(BUSINESS_CATEGORIES, { error: MESSAGES.required }).nullable())
  .nullish();

const passwordsMatch = (
  body: UncheckedFields<{ password: string; password_confirmation: string }>,
  ctx: z.RefinementCtx,
) => {
  // A missing confirmation is reported as missing, not also as a mismatch.
  if (typeof body.password_confirmation === 'string' && body.password !== body.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: MESSAGES.passwordsDoNotMatch });
  }
};

export const registerBodySchema = withCrossFieldRule(
  z.object({
    user_type: z.enum(USER_TYPES, { error: MESSAGES.required }),
    first_name: requiredText(NAME_MAX_LENGTH),
    last_name: requiredText(NAME_MAX_LENGTH),
    /** Business fields count only for a business; an individual may send them empty. */
    business_category: businessCategoryField,
    business_category_other: z.string().trim().max(NAME_MAX_LENGTH).nullish(),
    company_name: z.string().trim().max(NAME_MAX_LENGTH).nullish(),
    email: emailField,
    password: passwordSchema,
    password_confirmation: z.string({ error: MESSAGES.required }),
    check_promotion: flagField.optional().default(false),
  }),
  (body, ctx) => {
    passwordsMatch(body, ctx);
    if (body.user_type !== 'business') return;
    const requireField = (field: 'business_category' | 'company_name' | 'business_category_other') => {
      // An invalid value already has its own message; only a missing one is reported here.
      if (body[field] === undefined || body[field] === null || body[field] === '') {
        ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.required });
      }
    };
    requireField('business_category');
    requireField('company_name');
    if (body.business_category === 'other') requireField('business_category_other');
  },
);
export type RegisterBody = z.input<typeof registerBodySchema>;

/** Tokens are issued only once the e-mail is verified, so access_token is null here. */
export const registerReplySchema = z.object({ user: userSchema, access_token: z.string().nullable() });
export type RegisterReply = z.infer<typeof registerReplySchema>;

export const verifyEmailBodySchema = z.object({
  email_verified_code: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }).max(200),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const verifyEmailReplySchema = z.object({ verify: userSchema, token: z.string() });
export type VerifyEmailReply = z.infer<typeof verifyEmailReplySchema>;

export const resendEmailBodySchema = z.object({
  id: z.coerce.number({ error: MESSAGES.required }).int().positive(),
  email: emailField,
});
export type ResendEmailBody = z.input<typeof resendEmailBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = withCrossFieldRule(
  z.object({
    token: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }).max(200),
    password: passwordSchema,
    password_confirmation: z.string({ error: MESSAGES.required }),
  }),
  passwordsMatch,
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The account signed in to; `member` is the person signed in when they are a member of its team, not its owner. */
export const userReplySchema = z.object({
  user: userSchema,
  member: z
    .object({ first_name: z.string(), last_name: z.string(), email: z.string(), role: z.enum(TEAM_ROLES) })
    .nullable(),
});
export type UserReply = z.infer<typeof userReplySchema>;

const accountCall = { tag: 'accounts' } as const;

export const accountEndpoints = {
  register: defineEndpoint({
    ...accountCall,
    caller: 'anyone',
    method: 'POST',
    path: '/register',
    summary: 'Signs up; the account stays inactive until its e-mail is verified',
    body: registerBodySchema,
    reply: registerReplySchema,
  }),
  login: defineEndpoint({
    ...accountCall,
    caller: 'anyone',
    method: 'POST',
    path: '/login',
    summary: 'Signs in; an unverified account gets its user and no token',
    body: loginBodySchema,
    reply: loginReplySchema,
  }),
  verifyEmail: defineEndpoint({
    ...accountCall,
    caller: 'anyone',
    method: 'POST',
    path: '/email/verify',
    summary: 'Verifies the e-mail with the code it was sent and signs in',
    body: verifyEmailBodySchema,
    reply: verifyEmailReplySchema,
  }),
  resendEmail: defineEndpoint({
    ...accountCall,
    caller: 'anyone',
    method: 'POST',
    path: '/email/resend',
    summary: 'Sends the verification e-mail again',
    body: resendEmailBodySchema,
    reply: messageReplySchema,
  }),
  forgotPassword: defineEndpoint({
    ...accountCall,
    caller: 'anyone',
    method: 'POST',
    path: '/forgot',
    summary: 'Sends a password reset link when the address has an account',
    body: forgotPasswordBodySchema,
    reply: messageReplySchema,
  }),
  resetPassword: defineEndpoint({
    ...accountCall,
    caller: 'anyone',
    method: 'POST',
    path: '/reset',
    summary: 'Sets a new password with a reset link and signs the account out everywhere',
    body: resetPasswordBodySchema,
    reply: messageReplySchema,
  }),
  user: defineEndpoint({
    ...accountCall,
    caller: 'organiser',
    method: 'GET',
    path: '/user',
    roles: ROLES.viewers,
    eventIn: 'account',
    summary: 'The signed-in user with membership and plan features',
    reply: userReplySchema,
  }),
  logout: defineEndpoint({
    ...accountCall,
    caller: 'organiser',
    method: 'POST',
    path: '/logout',
    roles: ROLES.viewers,
    eventIn: 'account',
    summary: 'Signs out the token the call was made with',
    reply: messageReplySchema,
  }),
};
