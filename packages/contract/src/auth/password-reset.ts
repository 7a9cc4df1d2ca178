import { z } from 'zod';
import { MESSAGES } from '../common/messages.js';
import { lineText, secretText, TEXT_LIMITS } from '../common/text.js';
import { otpSchema, strongPasswordSchema } from '../common/validation.js';

export const forgotPasswordRequestSchema = z.object({
  loginId: lineText({ max: TEXT_LIMITS.email, message: MESSAGES.enterValidId, required: true }),
});

const codeIdSchema = z.uuid({ error: MESSAGES.invalidLink });

export const validateOtpRequestSchema = z.object({
  id: codeIdSchema,
  otp: z.string({ error: MESSAGES.invalidOtp }).min(1, MESSAGES.invalidOtp).pipe(otpSchema),
  type: z.literal('ForgotOTP').default('ForgotOTP'),
});

export const resetPasswordRequestSchema = z.object({
  id: codeIdSchema,
  otp: z.string({ error: MESSAGES.invalidOtp }).min(1, MESSAGES.invalidOtp).pipe(otpSchema),
  password: strongPasswordSchema,
});

/** The set-password link's `id` is a long random secret, not a record id. */
export const confirmAccountRequestSchema = z.object({
  id: lineText({ max: 200, message: MESSAGES.invalidLink }).min(20, MESSAGES.invalidLink),
  password: strongPasswordSchema,
});

/** Which confirm call a set-password link belongs to: the `type` of /setPassword (other → user). */
export const LINK_TYPES = ['keymember', 'admin', 'user'] as const;

/** Checks a set-password link before the person types a password; nothing is spent. */
export const validateLinkRequestSchema = z.object({
  id: confirmAccountRequestSchema.shape.id,
  type: z.enum(LINK_TYPES, { error: MESSAGES.invalidLink }),
});

export const CURRENT_PASSWORD_MESSAGES = {
  required: 'Enter your current password',
  wrong: 'The current password is not correct',
  sameAsNew: 'Choose a password different from the current one',
} as const;

/** Changing a password proves the current one, so a borrowed session cannot take the account over. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: secretText({
      max: TEXT_LIMITS.password,
      message: CURRENT_PASSWORD_MESSAGES.required,
    }).min(1, CURRENT_PASSWORD_MESSAGES.required),
    password: strongPasswordSchema,
  })
  .refine((body) => body.currentPassword !== body.password, {
    message: CURRENT_PASSWORD_MESSAGES.sameAsNew,
    path: ['password'],
  });

export const OTP_MESSAGES = {
  expired: 'This OTP has expired, please request a new one',
  tooManyTries: 'Too many wrong OTPs. Please request a new one',
  passwordSet: 'Password set successfully',
  passwordChanged: 'Password changed successfully',
} as const;
