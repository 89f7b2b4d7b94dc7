/**
 * The organiser's own account pages: the profile, the change of password and the member
 * settings (the booth's "exit from app" switch and its 4-digit PIN).
 *
 * A password is changed in two steps: /check-password proves the old password, and
 * /update-password sets the new one on the same session within a few minutes, once. The check
 * also answers with a proof that /update-password may carry instead (from any session of the
 * account). /password-change does both at once. The password calls act on the login that signed
 * in: a team member changes their own password, never the owner's; the profile is the owner's.
 */
import { z } from 'zod';
import { emailField, flagField, userSchema } from './accounts.ts';
import { messageReplySchema } from './common.ts';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { withCrossFieldRule } from './cross-field-rules.ts';
import { defineEndpoint } from './endpoint.ts';
import { MESSAGES } from './messages.ts';
import { ROLES } from './roles.ts';

export const MEMBER_PIN_LENGTH = 4;
/** The one member setting there is. */
export const EXIT_APP_SETTING = 'exit_app';

const nameField = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(NAME_MAX_LENGTH, { error: `This field may not be greater than ${NAME_MAX_LENGTH} characters` });

/**
 * Only the names can be changed. The page sends the e-mail it shows as well; it must be the
 * account's own (the server refuses any other), and every other field (membership, user type…)
 * is dropped unread.
 */
export const updateUserBodySchema = z.object({
  first_name: nameField(MESSAGES.firstNameRequired),
  last_name: nameField(MESSAGES.lastNameRequired),
  email: emailField.optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

export const updateUserReplySchema = z.object({ message: z.string(), user: userSchema });
export type UpdateUserReply = z.infer<typeof updateUserReplySchema>;

const oldPasswordField = z
  .string({ error: MESSAGES.oldPasswordRequired })
  .min(1, { error: MESSAGES.oldPasswordRequired })
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.oldPasswordWrong });

/** A new password, with the change-password page's own texts. */
export const newPasswordField = z
  .string({ error: MESSAGES.newPasswordRequired })
  .min(1, { error: MESSAGES.newPasswordRequired })
  // An empty one is only "missing", not also "too short".
  .refine((value) => value === '' || value.length >= PASSWORD_MIN_LENGTH, { error: MESSAGES.newPasswordMin })
  .max(PASSWORD_MAX_LENGTH, { error: `This field may not be greater than ${PASSWORD_MAX_LENGTH} characters` });

/** The e-mail the page sends along must be the signed-in account's; who is asking is the token's. */
export const checkPasswordBodySchema = z.object({ old_password: oldPasswordField, email: emailField.optional() });
export type CheckPasswordBody = z.input<typeof checkPasswordBodySchema>;

export const checkPasswordReplySchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  /** May be carried by /update-password; good once, for a few minutes, for this account only. */
  proof: z.string(),
  proof_expires_at: z.string(),
});
export type CheckPasswordReply = z.infer<typeof checkPasswordReplySchema>;

export const updatePasswordBodySchema = z.object({
  new_password: newPasswordField,
  email: emailField.optional(),
  /** Optional: without it, the check made on the same session in the last few minutes counts. */
  proof: z
    .string({ error: MESSAGES.passwordCheckExpired })
    .min(1, { error: MESSAGES.passwordCheckExpired })
    .max(200)
    .optional(),
});
export type UpdatePasswordBody = z.input<typeof updatePasswordBodySchema>;

export const statusReplySchema = z.object({ status: z.literal('success'), message: z.string() });

/** The whole change in one call; also the change-password form's own rules. */
export const passwordChangeBodySchema = withCrossFieldRule(
  z.object({
    old_password: oldPasswordField,
    password: newPasswordField,
    confirmation: z.string({ error: MESSAGES.confirmPasswordRequired }).min(1, {
      error: MESSAGES.confirmPasswordRequired,
    }),
  }),
  (body, ctx) => {
    if (typeof body.confirmation === 'string' && body.confirmation !== '' && body.confirmation !== body.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmation'], message: MESSAGES.passwordMismatch });
    }
  },
);
export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;

export const memberPinSchema = z
  .string({ error: MESSAGES.adminPasswordDigits })
  .regex(new RegExp(`^\\d{${MEMBER_PIN_LENGTH}}$`), { error: MESSAGES.adminPasswordDigits });

/**
 * The PIN is kept only as a hash, so it is never sent back: `password` is always '' and
 * `has_pin` tells whether one is set.
 */
export const memberSettingsSchema = z.object({
  name: z.literal(EXIT_APP_SETTING),
  active_status: z.union([z.literal(0), z.literal(1)]),
  password: z.literal(''),
  has_pin: z.boolean(),
});
export type MemberSettings = z.infer<typeof memberSettingsSchema>;

export const memberSettingsReplySchema = z.object({ memberSettings: memberSettingsSchema });
export type MemberSettingsReply = z.infer<typeof memberSettingsReplySchema>;

/** '' keeps the PIN already set; turning the switch on needs one, set now or before. */
export const saveMemberSettingsBodySchema = z.object({
  name: z.literal(EXIT_APP_SETTING, { error: MESSAGES.invalidChoice }),
  active_status: flagField,
  password: z.union([z.literal(''), memberPinSchema]).default(''),
});
export type SaveMemberSettingsBody = z.input<typeof saveMemberSettingsBodySchema>;

export const saveMemberSettingsReplySchema = memberSettingsReplySchema.extend({ message: z.string() });

const accountCall = { tag: 'account settings', caller: 'organiser' } as const;

export const accountSettingsEndpoints = {
  updateUser: defineEndpoint({
    ...accountCall,
    method: 'POST',
    path: '/update/user',
    roles: ROLES.owner,
    summary: "Changes the signed-in user's first and last name; nothing else",
    body: updateUserBodySchema,
    reply: updateUserReplySchema,
  }),
  checkPassword: defineEndpoint({
    ...accountCall,
    method: 'POST',
    path: '/check-password',
    roles: ROLES.viewers,
    eventIn: 'account',
    summary: 'Checks the old password and answers with a short-lived proof for /update-password',
    body: checkPasswordBodySchema,
    reply: checkPasswordReplySchema,
    failures: { 429: messageReplySchema },
  }),
  updatePassword: defineEndpoint({
    ...accountCall,
    method: 'POST',
    path: '/update-password',
    roles: ROLES.viewers,
    eventIn: 'account',
    summary: "Sets a new password with /check-password's proof and signs out the login's other sessions",
    body: updatePasswordBodySchema,
    reply: statusReplySchema,
  }),
  passwordChange: defineEndpoint({
    ...accountCall,
    method: 'POST',
    path: '/password-change',
    roles: ROLES.viewers,
    eventIn: 'account',
    summary: 'Checks the old password and sets the new one in one call; signs out the other sessions',
    body: passwordChangeBodySchema,
    reply: messageReplySchema,
    failures: { 429: messageReplySchema },
  }),
  memberSettings: defineEndpoint({
    ...accountCall,
    method: 'GET',
    path: '/get-member-settings',
    roles: ROLES.staff,
    summary: 'The exit-from-app switch and whether a PIN is set (the PIN itself is never sent)',
    reply: memberSettingsReplySchema,
  }),
  saveMemberSettings: defineEndpoint({
    ...accountCall,
    method: 'POST',
    path: '/member-settings',
    roles: ROLES.managers,
    summary: 'Saves the exit-from-app switch and its 4-digit PIN',
    body: saveMemberSettingsBodySchema,
    reply: saveMemberSettingsReplySchema,
  }),
};
