import { authEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { AuthService } from './auth.service.js';

export function authRoutes(route: Route, { auth }: { auth: AuthService }) {
  route(authEndpoints.login, async ({ body, request }) => {
    const data =
      body.role === 'SuperAdmin'
        ? await auth.loginAdmin(body, request.ip)
        : await auth.loginInstitution(body, request.ip);
    return ok({ data }, 'Login successfully');
  });

  route(authEndpoints.adminLogin, async ({ body, request }) =>
    ok({ data: await auth.loginAdmin({ ...body, role: 'SuperAdmin' }, request.ip) }, 'Login successfully'),
  );

  route(authEndpoints.logout, async ({ ctx }) => {
    await auth.logout(ctx);
    return ok({}, 'Logged out');
  });

  route(authEndpoints.language, async ({ ctx, body }) => {
    await auth.setLanguage(ctx, body.language);
    return ok({ data: { language: body.language } }, 'Language saved');
  });
}
