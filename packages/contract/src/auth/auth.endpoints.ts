import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { languageChoiceSchema } from './language.js';
import { adminLoginDataSchema, institutionLoginDataSchema, loginRequestSchema } from './login.js';
import {
  changePasswordRequestSchema,
  confirmAccountRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  validateLinkRequestSchema,
  validateOtpRequestSchema,
} from './password-reset.js';

const nothing = z.object({});

/** Sign-in, sign-out and passwords (docs/spec/part-1-institution-side.md §7). */
export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/institution/login',
    auth: { kind: 'public' },
    domain: 'auth',
    summary: 'Sign in; role "Login" for institution users, "SuperAdmin" for administrators',
    body: loginRequestSchema,
    response: z.object({ data: z.union([institutionLoginDataSchema, adminLoginDataSchema]) }),
  }),
  adminLogin: endpoint({
    method: 'POST',
    path: '/api/super-admin/login',
    auth: { kind: 'public' },
    domain: 'auth',
    summary: 'Sign a super administrator in',
    body: loginRequestSchema.omit({ role: true }),
    response: z.object({ data: adminLoginDataSchema }),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    auth: { kind: 'signedIn' },
    domain: 'auth',
    summary: 'End this session on the server; its token stops working at once',
    response: nothing,
  }),
  language: endpoint({
    method: 'POST',
    path: '/api/auth/language',
    auth: { kind: 'signedIn' },
    domain: 'auth',
    summary: "Keep the signed-in person's language (English or Hindi) for their screens and mail",
    body: languageChoiceSchema,
    response: z.object({ data: languageChoiceSchema }),
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/institution/forgot-password',
    auth: { kind: 'public' },
    domain: 'auth',
    summary: 'Mail a six-digit reset code; answers the same for unknown e-mails',
    body: forgotPasswordRequestSchema,
    // Each e-mail gets at most 5 codes in 15 minutes (the service); this keeps one address from mailing many.
    rateLimit: { max: 20, perSeconds: 3600 },
    response: z.object({ data: z.object({ id: z.string() }) }),
  }),
  validateOtp: endpoint({
    method: 'POST',
    path: '/api/auth/validate-otp',
    auth: { kind: 'public' },
    domain: 'auth',
    summary: 'Check a reset code without spending it (5 wrong tries lock it)',
    body: validateOtpRequestSchema,
    response: nothing,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/institution/reset-password',
    auth: { kind: 'public' },
    domain: 'auth',
    summary: 'Set a new password with a valid reset code; the code is spent and every session ends',
    body: resetPasswordRequestSchema,
    response: nothing,
  }),
  validateLink: endpoint({
    method: 'POST',
    path: '/api/auth/validate-link',
    auth: { kind: 'public' },
    domain: 'auth',
    summary:
      'Check a set-password link without spending it, so a used one says so before a password is typed',
    body: validateLinkRequestSchema,
    // Link secrets are 256 random bits; the limit only keeps the door from being hammered.
    rateLimit: { max: 60, perSeconds: 60 },
    response: nothing,
  }),
  confirmKeyMember: endpoint({
    method: 'POST',
    path: '/api/institution/confirm',
    auth: { kind: 'public' },
    domain: 'auth',
    summary: "An approved institution's key member sets the first password",
    body: confirmAccountRequestSchema,
    response: nothing,
  }),
  confirmAdmin: endpoint({
    method: 'POST',
    path: '/api/super-admin/confirm',
    auth: { kind: 'public' },
    domain: 'auth',
    summary: 'A new administrator sets the first password',
    body: confirmAccountRequestSchema,
    response: nothing,
  }),
  confirmUser: endpoint({
    method: 'POST',
    path: '/api/institution/user/confirm',
    auth: { kind: 'public' },
    domain: 'auth',
    summary: 'A new institution user sets the first password',
    body: confirmAccountRequestSchema,
    response: nothing,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/institution/change-password',
    auth: { kind: 'institution', labMembers: true },
    domain: 'auth',
    summary: "Change the signed-in user's password (needs the current one); every other session ends",
    body: changePasswordRequestSchema,
    response: nothing,
  }),
};
