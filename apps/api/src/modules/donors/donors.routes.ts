import { DONOR_OTP_MESSAGES, donorsEndpoints, MESSAGES } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { DonorsService } from './donors.service.js';

export function donorsRoutes(route: Route, { donors }: { donors: DonorsService }) {
  route(donorsEndpoints.list, async ({ ctx, query }) => ok(await donors.list(ctx, query), 'Donors'));

  route(donorsEndpoints.add, async ({ ctx, body }) =>
    ok({ data: await donors.add(ctx, body.donors) }, MESSAGES.donorAdded),
  );

  route(donorsEndpoints.profile, async ({ ctx, query }) =>
    ok({ data: await donors.profile(ctx, query.donorId) }, 'Donor profile'),
  );

  route(donorsEndpoints.donationHistory, async ({ ctx, query }) =>
    ok(await donors.donationHistory(ctx, query.donorId, query), 'Donation history'),
  );
  route(donorsEndpoints.medicalHistory, async ({ ctx, query }) =>
    ok(await donors.medicalHistory(ctx, query.donorId, query), 'Medical history'),
  );
  route(donorsEndpoints.remarks, async ({ ctx, query }) =>
    ok(await donors.remarks(ctx, query.donorId, query), 'Remarks'),
  );
  route(donorsEndpoints.addRemark, async ({ ctx, body }) =>
    ok({ data: await donors.addRemark(ctx, body) }, 'Remark added successfully'),
  );

  route(donorsEndpoints.sendOtp, async ({ ctx, query }) =>
    ok({ data: await donors.sendOtp(ctx, query.donorId) }, MESSAGES.otpSent),
  );
  route(donorsEndpoints.validateOtp, async ({ ctx, body }) => {
    await donors.validateOtp(ctx, body);
    return ok({}, DONOR_OTP_MESSAGES.verified);
  });

  route(donorsEndpoints.block, async ({ ctx, body }) => ok({}, await donors.block(ctx, body)));
  route(donorsEndpoints.unblock, async ({ ctx, body }) => ok({}, await donors.unblock(ctx, body)));
  route(donorsEndpoints.review, async ({ ctx, body }) => ok({}, await donors.review(ctx, body)));

  route(donorsEndpoints.nearby, async ({ ctx, query }) =>
    ok(await donors.nearby(ctx, query), 'Donors nearby'),
  );
  route(donorsEndpoints.available, async ({ ctx, query }) =>
    ok(await donors.available(ctx, query), 'Donors available for donation'),
  );
}
