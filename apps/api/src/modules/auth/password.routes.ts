import { authEndpoints, MESSAGES, OTP_MESSAGES } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { PasswordService } from './password.service.js';

export function passwordRoutes(route: Route, { passwords }: { passwords: PasswordService }) {
  route(authEndpoints.forgotPassword, async ({ body }) =>
    ok({ data: await passwords.forgotPassword(body.loginId) }, MESSAGES.otpSent),
  );

  route(authEndpoints.validateOtp, async ({ body }) => {
    await passwords.validateOtp(body.id, body.otp);
    return ok({}, 'OTP verified');
  });

  route(authEndpoints.resetPassword, async ({ body }) => {
    await passwords.resetPassword(body.id, body.otp, body.password);
    return ok({}, OTP_MESSAGES.passwordSet);
  });

  route(authEndpoints.validateLink, async ({ body }) => {
    await passwords.validateLink(body.type, body.id);
    return ok({}, 'Link is valid');
  });

  for (const [definition, purpose] of [
    [authEndpoints.confirmKeyMember, 'keymember'],
    [authEndpoints.confirmAdmin, 'admin'],
    [authEndpoints.confirmUser, 'user'],
  ] as const) {
    route(definition, async ({ body }) => {
      await passwords.confirmAccount(purpose, body.id, body.password);
      return ok({}, OTP_MESSAGES.passwordSet);
    });
  }

  route(authEndpoints.changePassword, async ({ ctx, body }) =>
    ok({}, await passwords.changePassword(ctx, body)),
  );
}
