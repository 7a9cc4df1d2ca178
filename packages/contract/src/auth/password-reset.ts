import { z } from 'zod';
import { MESSAGES } from '../common/messages.js';
import { otpSchema, strongPasswordSchema } from '../common/validation.js';

export const forgotPasswordRequestSchema = z.object({
  loginId: z
    .string({ error: MESSAGES.enterValidId })
    .trim()
    .min(1, MESSAGES.enterValidId)
    .max(254, MESSAGES.enterValidId),
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
  password: z.string({ error: MESSAGES.passwordEmpty }).pipe(strongPasswordSchema),
});

/** The set-password link's `id` is a long random secret, not a record id. */
export const confirmAccountRequestSchema = z.object({
  id: z
    .string({ error: MESSAGES.invalidLink })
    .trim()
    .min(20, MESSAGES.invalidLink)
    .max(200, MESSAGES.invalidLink),
  password: z.string({ error: MESSAGES.passwordEmpty }).pipe(strongPasswordSchema),
});

export const changePasswordRequestSchema = z.object({
  password: z.string({ error: MESSAGES.passwordEmpty }).pipe(strongPasswordSchema),
});

export const OTP_MESSAGES = {
  expired: 'This OTP has expired, please request a new one',
  tooManyTries: 'Too many wrong OTPs. Please request a new one',
  passwordSet: 'Password set successfully',
  passwordChanged: 'Password changed successfully',
} as const;
