import {
  changePasswordRequestSchema,
  confirmAccountRequestSchema,
  forgotPasswordRequestSchema,
  MESSAGES,
  OTP_MESSAGES,
  resetPasswordRequestSchema,
  validateOtpRequestSchema,
} from '@raktsetu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../plugins/envelope.js';
import { type Guard, institutionContext } from '../../plugins/request-context.js';
import type { LinkPurpose } from './one-time-codes.js';
import type { PasswordService } from './password.service.js';

const empty = envelope(z.object({}));

export const passwordRoutes: FastifyPluginAsyncZod<{ guard: Guard; passwords: PasswordService }> = async (
  app,
  { guard, passwords },
) => {
  app.post(
    '/api/institution/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a six-digit reset code; answers the same for unknown e-mails',
        security: [],
        body: forgotPasswordRequestSchema,
        response: { 200: envelope(z.object({ data: z.object({ id: z.string() }) })) },
      },
    },
    async (request) => ok({ data: await passwords.forgotPassword(request.body.loginId) }, MESSAGES.otpSent),
  );

  app.post(
    '/api/auth/validate-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a reset code without spending it (5 wrong tries lock it)',
        security: [],
        body: validateOtpRequestSchema,
        response: { 200: empty },
      },
    },
    async (request) => {
      await passwords.validateOtp(request.body.id, request.body.otp);
      return ok({}, 'OTP verified');
    },
  );

  app.post(
    '/api/institution/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a valid reset code; the code is spent',
        security: [],
        body: resetPasswordRequestSchema,
        response: { 200: empty },
      },
    },
    async (request) => {
      await passwords.resetPassword(request.body.id, request.body.otp, request.body.password);
      return ok({}, OTP_MESSAGES.passwordSet);
    },
  );

  const confirmRoutes: [string, LinkPurpose, string][] = [
    ['/api/institution/confirm', 'keymember', "An approved institution's key member sets the first password"],
    ['/api/super-admin/confirm', 'admin', 'A new administrator sets the first password'],
    ['/api/institution/user/confirm', 'user', 'A new institution user sets the first password'],
  ];
  for (const [url, purpose, summary] of confirmRoutes) {
    app.post(
      url,
      {
        schema: {
          tags: ['auth'],
          summary,
          security: [],
          body: confirmAccountRequestSchema,
          response: { 200: empty },
        },
      },
      async (request) => {
        await passwords.confirmAccount(purpose, request.body.id, request.body.password);
        return ok({}, OTP_MESSAGES.passwordSet);
      },
    );
  }

  app.post(
    '/api/institution/change-password',
    {
      onRequest: guard.institution,
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's password",
        body: changePasswordRequestSchema,
        response: { 200: empty },
      },
    },
    async (request) =>
      ok({}, await passwords.changePassword(institutionContext(request), request.body.password)),
  );
};
