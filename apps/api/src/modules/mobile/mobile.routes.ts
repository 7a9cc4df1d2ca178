import { MOBILE_MESSAGES, mobileEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { MobileService } from './mobile.service.js';

export function mobileRoutes(route: Route, { mobile }: { mobile: MobileService }) {
  route(mobileEndpoints.sendOtp, async ({ body }) =>
    ok({ data: await mobile.sendOtp(body.mobileNumber) }, 'OTP sent'),
  );
  route(mobileEndpoints.verifyOtp, async ({ body }) =>
    ok({ data: await mobile.verifyOtp(body) }, MOBILE_MESSAGES.signedIn),
  );
  route(mobileEndpoints.profile, async ({ ctx }) => ok({ data: await mobile.profile(ctx) }, 'Profile'));
  route(mobileEndpoints.updateProfile, async ({ ctx, body }) =>
    ok({ data: await mobile.updateProfile(ctx, body) }, MOBILE_MESSAGES.saved),
  );
  route(mobileEndpoints.availability, async ({ ctx, body }) =>
    ok({ data: await mobile.setAvailability(ctx, body.available) }, MOBILE_MESSAGES.saved),
  );
  route(mobileEndpoints.questionnaire, async ({ ctx, body }) =>
    ok({ data: await mobile.questionnaire(ctx, body.answers) }, MOBILE_MESSAGES.saved),
  );
  route(mobileEndpoints.donationHistory, async ({ ctx, query }) =>
    ok(await mobile.donationHistory(ctx, query), 'Donation history'),
  );
}
