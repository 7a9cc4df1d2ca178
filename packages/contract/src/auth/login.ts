import { z } from 'zod';
import { adminPermissionsSchema } from '../admin/permissions.js';
import { MESSAGES } from '../common/messages.js';
import { lineText, secretText, TEXT_LIMITS } from '../common/text.js';
import { INSTITUTION_TYPES } from '../institutions/institution.js';
import { languageSchema } from './language.js';

/** "Login" signs an institution user in; "SuperAdmin" an administrator (docs/spec/part-1-institution-side.md §7). */
export const LOGIN_ROLES = ['Login', 'SuperAdmin'] as const;

const LOGIN_INVALID = MESSAGES.loginInvalid;

export const loginRequestSchema = z.object({
  loginId: lineText({ max: TEXT_LIMITS.email, message: LOGIN_INVALID, required: true }),
  password: secretText({ max: TEXT_LIMITS.password, message: LOGIN_INVALID }).min(1, LOGIN_INVALID),
  role: z.enum(LOGIN_ROLES).default('Login'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  designation: z.string(),
  /** The language the person chose (docs/decisions/0054). */
  language: languageSchema,
});

/** An institution sign-in carries `institutionType`; the web app tells the two roles apart by it. */
export const institutionLoginDataSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  institutionType: z.enum(INSTITUTION_TYPES),
  institutionId: z.string(),
  institutionName: z.string(),
  user: sessionUserSchema,
});
export type InstitutionLoginData = z.infer<typeof institutionLoginDataSchema>;

export const adminLoginDataSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  admin: sessionUserSchema.omit({ designation: true }),
  permissions: adminPermissionsSchema,
});
export type AdminLoginData = z.infer<typeof adminLoginDataSchema>;
