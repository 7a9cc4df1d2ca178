import {
  ageInYears,
  CAMP_DONOR_STATUS,
  type CampDonor,
  type campDonorChangeStatusSchema,
  type campDonorsQuerySchema,
  type DonationOutcome,
  type deputeAssignSchema,
  type deputeCandidatesQuerySchema,
  ELIGIBILITY_LIMITS,
  formatDate,
  indiaToday,
  type inProcessQuerySchema,
  isBlockInForce,
  MESSAGES,
  sameDayYearsBefore,
} from '@raktsetu/contract';
import { and, eq, getTableColumns, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  type CampRecord,
  campDonors,
  camps,
  donations,
  institutionDonors,
  institutions,
  people,
} from '../../db/schema/index.js';
import { recordChange } from '../../lib/audit.js';
import { pageOf, rowCount } from '../../lib/paging.js';
import { prefixPattern } from '../../lib/search.js';
import { conflict, notFound } from '../../plugins/errors.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import type { Notifier } from '../mail/notifier.js';
import { candidatePage } from '../requests/depute-candidates.js';
import type { DonationPlace, DonationsService } from './donations.service.js';

type CampDonorsQuery = z.output<typeof campDonorsQuerySchema>;
type CandidatesQuery = z.output<typeof deputeCandidatesQuerySchema>;
type DeputeAssign = z.output<typeof deputeAssignSchema>;
type CampDonorChange = z.output<typeof campDonorChangeStatusSchema>;
type InProcessQuery = z.output<typeof inProcessQuerySchema>;

const cd = campDonors;
const d = institutionDonors;
const p = people;

/** A year count back from a day (yyyy-mm-dd), for the age limits. */

const placeOf = (camp: CampRecord): DonationPlace => ({
  campId: camp.id,
  label: `Camp ${camp.campName}${camp.venue ? `, ${camp.venue}` : ''}`,
});

/**
 * The donors of a camp (docs/decisions/0046): assigned by the blood centre that runs it or the NGO that
 * organised it, from their own donors who may give on the camp's day; recorded by the blood centre in two
 * steps (Donor Data, then Approve), each in one transaction that locks the donor and their camp row.
 */
export function createCampDonorsService(deps: {
  db: Db;
  donations: DonationsService;
  notifier: Notifier;
  now?: () => Date;
}) {
  const { db } = deps;
  const today = () => indiaToday(deps.now?.() ?? new Date());

  /** A camp the caller runs or organised; 404 for anyone else. */
  async function visibleCamp(tx: Db, ctx: InstitutionContext, campId: string, lock = false) {
    const select = tx
      .select()
      .from(camps)
      .where(
        and(
          eq(camps.id, campId),
          or(eq(camps.institutionId, ctx.institutionId), eq(camps.organiserInstitutionId, ctx.institutionId)),
        ),
      );
    const [camp] = lock ? await select.for('update') : await select;
    if (!camp) throw notFound('Camp');
    return camp;
  }

  function refuseUnlessTakingDonors(camp: CampRecord) {
    if (camp.status !== 'Accepted')
      throw conflict('Donors are assigned to a camp once its blood bank has scheduled it');
    if (!camp.active) throw conflict('This camp is deactivated');
    if (camp.campDate && camp.campDate < today()) throw conflict('This camp is over');
  }

  /** The caller's donors who may give on the camp's day: on its list, not blocked, of age, past interval and deferral. */
  function assignable(ctx: InstitutionContext, day: string): SQL {
    return and(
      eq(d.institutionId, ctx.institutionId),
      or(eq(d.status, 'Active'), and(eq(d.blockType, 'temporarily'), sql`${d.blockUntil} < ${day}`)),
      or(
        isNull(p.dateOfBirth),
        sql`${p.dateOfBirth} between ${sameDayYearsBefore(day, ELIGIBILITY_LIMITS.maxAge + 1)}::date + 1 and ${sameDayYearsBefore(day, ELIGIBILITY_LIMITS.minAge)}::date`,
      ),
      or(isNull(p.nextEligibleOn), sql`${p.nextEligibleOn} <= ${day}`),
      or(isNull(p.deferredUntil), sql`${p.deferredUntil} < ${day}`),
    ) as SQL;
  }

  /** The camp donor of a camp this blood centre runs, locked, with the donor locked first. */
  async function lockCampDonor(tx: Db, ctx: InstitutionContext, campId: string, personId: string) {
    const { person, link } = await deps.donations.lockDonor(tx, ctx, personId);
    const [row] = await tx
      .select({ campDonor: cd, camp: camps })
      .from(cd)
      .innerJoin(camps, eq(camps.id, cd.campId))
      .where(
        and(eq(cd.campId, campId), eq(cd.personId, personId), eq(camps.institutionId, ctx.institutionId)),
      )
      .for('update');
    if (!row) throw notFound('Camp donor');
    const [assignerLink] = await tx
      .select()
      .from(d)
      .where(and(eq(d.personId, personId), eq(d.institutionId, row.campDonor.assignedById)));
    return { ...row, person, links: [link, assignerLink ?? null] };
  }

  return {
    async list(ctx: InstitutionContext, query: CampDonorsQuery) {
      const camp = await visibleCamp(db, ctx, query.campId);
      const text = query.search?.trim().toLowerCase();
      const where = and(
        eq(cd.campId, camp.id),
        text
          ? or(
              sql`lower(${p.firstName}) like ${prefixPattern(text)}`,
              sql`lower(${p.lastName}) like ${prefixPattern(text)}`,
              sql`lower(${p.donorCode}) like ${prefixPattern(text)}`,
              sql`${p.mobileNumber} like ${prefixPattern(text)}`,
            )
          : undefined,
      ) as SQL;
      const base = db
        .select({
          ...getTableColumns(cd),
          donorCode: p.donorCode,
          firstName: p.firstName,
          lastName: p.lastName,
          bloodGroup: p.bloodGroup,
          mobileNumber: p.mobileNumber,
          email: p.email,
          gender: p.gender,
          dateOfBirth: p.dateOfBirth,
          lastDonationDate: p.lastDonationDate,
          linkStatus: sql<string | null>`${d.status}`.as('link_status'),
          blockType: d.blockType,
          blockUntil: d.blockUntil,
          assignedBy: sql<string>`${institutions.name}`.as('assigned_by'),
        })
        .from(cd)
        .innerJoin(p, eq(p.id, cd.personId))
        .innerJoin(institutions, eq(institutions.id, cd.assignedById))
        .leftJoin(d, and(eq(d.personId, cd.personId), eq(d.institutionId, cd.assignedById)));
      const page = await pageOf<CampDonorsQuery['sort'], Awaited<typeof base>[number]>(
        db,
        {
          rows: base.where(where).$dynamic(),
          count: db.select(rowCount()).from(cd).innerJoin(p, eq(p.id, cd.personId)).where(where).$dynamic(),
          sortable: {
            name: sql`lower(${p.firstName} || ' ' || ${p.lastName})`,
            bloodGroup: p.bloodGroup,
            donorId: p.donorCode,
            status: cd.donationStatus,
          },
          tiebreak: cd.id,
        },
        query,
      );
      const rows: CampDonor[] = page.rows.map((row) => {
        const block =
          row.linkStatus === 'Blocked' && row.blockType
            ? { type: row.blockType, reason: '', until: row.blockUntil }
            : null;
        return {
          _id: row.id,
          personId: row.personId,
          donorId: row.donorCode,
          campId: row.campId,
          inventoryId: row.unitId,
          firstName: row.firstName,
          lastName: row.lastName,
          bloodGroup: row.bloodGroup,
          mobileNumber: row.mobileNumber,
          email: row.email,
          gender: row.gender,
          dateOfBirth: row.dateOfBirth,
          lastDonationDate: row.lastDonationDate,
          status: isBlockInForce(block, deps.now?.()) ? 'Blocked' : 'Active',
          donationStatus: row.donationStatus,
          deferralReason: row.deferralReason,
          assignedBy: row.assignedBy,
        };
      });
      return { data: rows, total: page.total };
    },

    async candidates(ctx: InstitutionContext, query: CandidatesQuery) {
      const camp = await visibleCamp(db, ctx, query.id);
      refuseUnlessTakingDonors(camp);
      return candidatePage(
        db,
        assignable(ctx, camp.campDate ?? today()),
        sql<boolean>`exists (select 1 from ${cd} where ${cd.campId} = ${camp.id} and ${cd.personId} = ${d.personId})`,
        query,
      );
    },

    /** Assign/Depute type camp: the caller's eligible donors join the camp's list, once each; they are told by SMS. */
    async assign(ctx: InstitutionContext, body: DeputeAssign) {
      const donors = [...new Set(body.donors)];
      const assigned = await db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const camp = await visibleCamp(tx, ctx, body.id, true);
        refuseUnlessTakingDonors(camp);
        const allowed = await tx
          .select({ personId: d.personId, mobileNumber: p.mobileNumber, firstName: p.firstName })
          .from(d)
          .innerJoin(p, eq(p.id, d.personId))
          .where(and(inArray(d.personId, donors), assignable(ctx, camp.campDate ?? today())));
        if (allowed.length !== donors.length) {
          throw conflict(
            'Some of the chosen donors cannot give on the day of this camp; the list has been reloaded',
          );
        }
        const inserted = await tx
          .insert(cd)
          .values(
            donors.map((personId) => ({
              campId: camp.id,
              personId,
              assignedById: ctx.institutionId,
              addedBy: ctx.userId,
            })),
          )
          .onConflictDoNothing()
          .returning({ personId: cd.personId });
        if (inserted.length !== donors.length)
          throw conflict('A chosen donor is already assigned to this camp');
        await tx
          .update(camps)
          .set({ donorsCount: sql`${camps.donorsCount} + ${inserted.length}`, updatedAt: new Date() })
          .where(eq(camps.id, camp.id));
        await recordChange(tx, ctx, {
          action: 'camp.donors-assigned',
          subjectType: 'camp',
          subjectId: camp.id,
          details: { donors: inserted.length },
        });
        for (const donor of allowed) {
          if (!donor.mobileNumber) continue;
          await deps.notifier.sms(
            {
              to: donor.mobileNumber,
              purpose: 'camp-donor-assigned',
              text: `RaktSetu: ${donor.firstName ?? 'Donor'}, you are invited to give blood at ${camp.campName}, ${camp.venue}, on ${formatDate(camp.campDate ?? today())}.`,
            },
            tx,
          );
        }
        return inserted.length;
      });
      return { deputed: assigned, message: MESSAGES.assignDepute };
    },

    /** DonationInProcess (the Donor Data form) or Approve (the approval after the needle). */
    async changeStatus(
      ctx: InstitutionContext,
      body: CampDonorChange,
    ): Promise<{ data: DonationOutcome; message: string }> {
      return db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const { campDonor, camp, person, links } = await lockCampDonor(tx, ctx, body.campId, body.donorId);
        const place = placeOf(camp);
        if (body.status === 'DonationInProcess') {
          if (campDonor.donationStatus !== CAMP_DONOR_STATUS.canDonate) {
            throw conflict(
              campDonor.donationStatus === CAMP_DONOR_STATUS.inProcess
                ? "This donor's donation is already in process"
                : 'This donor has already been seen at this camp',
            );
          }
          if (camp.status !== 'Accepted' || !camp.active) throw conflict('This camp is not running');
          if (camp.campDate && camp.campDate > today()) {
            throw conflict(
              `This camp is on ${formatDate(camp.campDate)}; donations are recorded from that day`,
            );
          }
          deps.donations.refuseIfIneligible(person, links);
          const donation = await deps.donations.start(tx, ctx, {
            person,
            measures: body.sample,
            bagId: body.sample.bagId,
            bagType: body.sample.bagType,
            component: 'Whole Blood',
            donationType: 'wholeBlood',
            kind: 'camp',
            place,
          });
          const deferred = donation.outcome === 'deferred';
          await tx
            .update(cd)
            .set({
              donationStatus: deferred ? CAMP_DONOR_STATUS.deferred : CAMP_DONOR_STATUS.inProcess,
              donationId: donation.id,
              deferralReason: deferred ? donation.deferralReasons.join('; ') : null,
            })
            .where(eq(cd.id, campDonor.id));
          return {
            data: {
              donationId: donation.id,
              outcome: donation.outcome,
              reasons: donation.deferralReasons,
              unit: null,
            },
            message: deferred
              ? `Donor deferred: ${donation.deferralReasons.join('; ')}`
              : 'Donation in process',
          };
        }
        if (campDonor.donationStatus !== CAMP_DONOR_STATUS.inProcess || !campDonor.donationId) {
          throw conflict(
            campDonor.donationStatus === CAMP_DONOR_STATUS.donated
              ? "This donor's donation is already approved"
              : 'Record the Donor Data before approving',
          );
        }
        const [donation] = await tx
          .select()
          .from(donations)
          .where(eq(donations.id, campDonor.donationId))
          .for('update');
        if (donation?.outcome !== 'inProcess') throw conflict("This donor's donation is already approved");
        // The donor may have given elsewhere since the Donor Data were taken.
        deps.donations.refuseIfIneligible(person, links);
        const unit = await deps.donations.complete(tx, ctx, {
          donation,
          person,
          approval: body.sample,
          place,
          donationType: 'wholeBlood',
        });
        await tx
          .update(cd)
          .set({ donationStatus: CAMP_DONOR_STATUS.donated, unitId: unit._id })
          .where(eq(cd.id, campDonor.id));
        await tx
          .update(camps)
          .set({ donatedCount: sql`${camps.donatedCount} + 1`, updatedAt: new Date() })
          .where(eq(camps.id, camp.id));
        return {
          data: { donationId: donation.id, outcome: 'donated' as const, reasons: [], unit },
          message: MESSAGES.donorDonated,
        };
      });
    },

    async inProcess(ctx: InstitutionContext, query: InProcessQuery) {
      const [row] = await db
        .select({ donation: donations, person: p })
        .from(cd)
        .innerJoin(camps, eq(camps.id, cd.campId))
        .innerJoin(donations, eq(donations.id, cd.donationId))
        .innerJoin(p, eq(p.id, cd.personId))
        .where(
          and(
            eq(cd.campId, query.campId),
            eq(cd.personId, query.donorId),
            eq(camps.institutionId, ctx.institutionId),
            eq(cd.donationStatus, CAMP_DONOR_STATUS.inProcess),
          ),
        );
      if (!row) throw notFound('Donation in process');
      const { donation, person } = row;
      const age = person.dateOfBirth ? ageInYears(`${person.dateOfBirth}T00:00:00Z`, deps.now?.()) : null;
      const [sample1, sample2, sample3] = donation.sampleIds;
      return {
        data: {
          donationId: donation.id,
          firstName: person.firstName,
          lastName: person.lastName,
          donorId: person.donorCode,
          age,
          gender: person.gender,
          bloodGroup: person.bloodGroup,
          startedAt: new Date(donation.startedAt).toISOString(),
          sample: {
            height: donation.heightCm,
            weight_1: donation.weightKg,
            hb: donation.hb,
            bp: donation.bloodPressure,
            kitNumber: donation.kitNumber ?? '',
            bagId: donation.bagId ?? '',
            bagType: donation.bagType ?? 'single',
            sampleId_1: sample1 ?? '',
            sampleId_2: sample2 ?? '',
            sampleId_3: sample3 ?? '',
          },
        },
      };
    },
  };
}

export type CampDonorsService = ReturnType<typeof createCampDonorsService>;
