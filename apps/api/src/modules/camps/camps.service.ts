import {
  type CampFormKind,
  type CampRow,
  type campChangeStatusSchema,
  campFormProblem,
  type campListQuerySchema,
  type campPayloadSchema,
  campScheduleProblem,
  formatDate,
  indiaDayAndTime,
  indiaToday,
  MESSAGES,
} from '@raktsetu/contract';
import { and, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type CampRecord, camps, donations, institutions, users } from '../../db/schema/index.js';
import { recordChange } from '../../lib/audit.js';
import { pageOf, rowCount } from '../../lib/paging.js';
import { likePattern } from '../../lib/search.js';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import type { Mailer } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/mail-templates.js';

type CampPayload = z.output<typeof campPayloadSchema>;
type CampListQuery = z.output<typeof campListQuerySchema>;
type CampChangeStatus = z.output<typeof campChangeStatusSchema>;

const c = camps;
const runner = alias(institutions, 'runner');
const organiser = alias(institutions, 'organiser');

// Flat, not nested under `camp`: a list page reads these through a subquery, which takes no nested objects.
const campColumns = {
  ...getTableColumns(c),
  runnerName: sql<string>`${runner.name}`.as('runner_name'),
  organiserName: sql<string>`${organiser.name}`.as('organiser_name'),
  organiserType: sql<string>`${organiser.type}`.as('organiser_type'),
  organiserRegistrationId: sql<string | null>`${organiser.registrationId}`.as('organiser_registration_id'),
  organiserNumber: sql<string>`${organiser.contactNumber}`.as('organiser_number'),
  organiserImages: sql<unknown>`${organiser.images}`.as('organiser_images'),
  adderFirstName: sql<string | null>`${users.firstName}`.as('adder_first_name'),
  adderLastName: sql<string | null>`${users.lastName}`.as('adder_last_name'),
};
type CampJoined = CampRecord & {
  runnerName: string;
  organiserName: string;
  organiserType: string;
  organiserRegistrationId: string | null;
  organiserNumber: string;
  organiserImages: unknown;
  adderFirstName: string | null;
  adderLastName: string | null;
};

const campSelect = (db: Db) =>
  db
    .select(campColumns)
    .from(c)
    .innerJoin(runner, eq(runner.id, c.institutionId))
    .innerJoin(organiser, eq(organiser.id, c.organiserInstitutionId))
    .leftJoin(users, eq(users.id, c.addedBy));

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A camp as the screens read it, with what the caller may do with it now. */
function toCampRow(row: CampJoined, ctx: InstitutionContext): CampRow {
  const camp = row;
  const runs = camp.institutionId === ctx.institutionId;
  const created = camp.organiserInstitutionId === ctx.institutionId;
  const untouched = camp.donatedCount === 0;
  const images = Array.isArray(row.organiserImages) ? row.organiserImages : [];
  return {
    _id: camp.id,
    campName: camp.campName,
    organiser: camp.organiser,
    sponsoredBy: camp.sponsoredBy,
    venue: camp.venue,
    date: camp.campDate,
    campDuration: { startTime: iso(camp.startAt), endTime: iso(camp.endAt) },
    address: { description: camp.addressDescription, city: camp.city, state: camp.state },
    campCoordinator: camp.campCoordinator,
    bloodBankCoordinator: camp.bloodBankCoordinator,
    noOfBeds: camp.noOfBeds,
    targetUnits: camp.targetUnits,
    bloodBankReference: { _id: camp.institutionId, institutionName: row.runnerName },
    addedBy: {
      _id: camp.organiserInstitutionId,
      institutionName: row.organiserName,
      institutionType: row.organiserType,
      registrationId: row.organiserRegistrationId,
      firstName: row.adderFirstName ?? '',
      lastName: row.adderLastName ?? '',
      mobileNumber: row.organiserNumber,
      photo: images.find((image) => image !== null) ?? null,
    },
    bbName: camp.bbName,
    comments: camp.comments,
    declineComment: camp.declineComment,
    attachments: camp.attachments,
    status: camp.status,
    active: camp.active,
    noDonors: camp.donorsCount,
    donated: camp.donatedCount,
    can: {
      schedule: runs && camp.status === 'Pending',
      decline: runs && camp.status === 'Pending',
      deactivate: runs && camp.status === 'Accepted' && untouched,
      // A camp another institution scheduled is deactivated by it, not deleted under it.
      remove: created && untouched && (camp.status !== 'Accepted' || runs),
    },
  };
}

/**
 * Donation camps (docs/decisions/0046): created by a blood centre for itself or by an NGO for a participating
 * blood centre, which declines or schedules them; the runner deactivates, the creator deletes, while no donor
 * has given at the camp.
 */
export function createCampsService(deps: { db: Db; mailer: Mailer; publicUrl: string; now?: () => Date }) {
  const { db } = deps;
  const today = () => indiaToday(deps.now?.() ?? new Date());

  async function read(ctx: InstitutionContext, id: string, tx: Db = db): Promise<CampRow> {
    const [row] = await campSelect(tx).where(
      and(
        eq(c.id, id),
        or(eq(c.institutionId, ctx.institutionId), eq(c.organiserInstitutionId, ctx.institutionId)),
      ),
    );
    if (!row) throw notFound('Camp');
    return toCampRow(row as CampJoined, ctx);
  }

  /** The camp locked for a change, if the caller runs it (`runs`) or created it; 404 otherwise. */
  async function lockCamp(tx: Db, ctx: InstitutionContext, id: string, as: 'runner' | 'organiser') {
    const owner = as === 'runner' ? c.institutionId : c.organiserInstitutionId;
    const [camp] = await tx
      .select()
      .from(c)
      .where(and(eq(c.id, id), eq(owner, ctx.institutionId)))
      .for('update');
    if (!camp) throw notFound('Camp');
    return camp;
  }

  async function hasDonations(tx: Db, campId: string) {
    const [row] = await tx
      .select({ one: sql`1` })
      .from(donations)
      .where(eq(donations.campId, campId))
      .limit(1);
    return Boolean(row);
  }

  /** The participating blood centre an NGO names: approved, active, a blood centre. */
  async function participatingBloodCentre(tx: Db, id: string | undefined) {
    if (!id) throw badRequest(MESSAGES.campAllFiledsRequired);
    const [centre] = await tx
      .select({ id: institutions.id })
      .from(institutions)
      .where(
        and(
          eq(institutions.id, id),
          eq(institutions.status, 'Confirmed'),
          eq(institutions.accessState, 'Active'),
          inArray(institutions.type, ['BloodBank', 'Both']),
        ),
      );
    if (!centre) throw notFound('Blood bank');
    return centre.id;
  }

  /** Where an institution's mail goes, and the language its key member (who holds that address) chose. */
  const contactOf = async (tx: Db, id: string) => {
    const [row] = await tx
      .select({ name: institutions.name, email: institutions.contactEmail, language: users.language })
      .from(institutions)
      .leftJoin(
        users,
        and(
          eq(users.institutionId, institutions.id),
          eq(sql`lower(${users.email})`, sql`lower(${institutions.contactEmail})`),
        ),
      )
      .where(eq(institutions.id, id))
      .limit(1);
    return { name: row?.name ?? '', email: row?.email ?? '', language: row?.language ?? undefined };
  };

  /** The participating blood centre learns of an NGO's camp by mail, in the transaction that saves it. */
  async function tellCentre(tx: Db, ctx: InstitutionContext, centreId: string, body: CampPayload) {
    const [ngo, centre] = await Promise.all([contactOf(tx, ctx.institutionId), contactOf(tx, centreId)]);
    const start = body.campDuration.startTime ? indiaDayAndTime(body.campDuration.startTime) : null;
    await deps.mailer.send(
      mailTemplates.campRequested(
        centre.email,
        {
          ngoName: ngo.name,
          centreName: centre.name,
          campName: body.campName,
          day: formatDate(start?.day ?? null),
          venue: body.venue,
        },
        deps.publicUrl,
        centre.language,
      ),
      tx,
    );
  }

  /** An NGO that asked for a camp learns the blood centre's answer; a centre's own camp tells nobody. */
  async function tellOrganiser(tx: Db, camp: CampRecord, declineComment: string | null) {
    if (camp.organiserInstitutionId === camp.institutionId) return;
    const [organiser, centre] = await Promise.all([
      contactOf(tx, camp.organiserInstitutionId),
      contactOf(tx, camp.institutionId),
    ]);
    await deps.mailer.send(
      mailTemplates.campAnswered(
        organiser.email,
        { centreName: centre.name, campName: camp.campName, day: formatDate(camp.campDate), declineComment },
        deps.publicUrl,
        organiser.language,
      ),
      tx,
    );
  }

  function valuesOf(body: CampPayload) {
    const start = body.campDuration.startTime ? indiaDayAndTime(body.campDuration.startTime) : null;
    return {
      campName: body.campName,
      sponsoredBy: body.sponsoredBy,
      organiser: body.organiser,
      noOfBeds: body.noOfBeds ?? null,
      targetUnits: body.targetUnits ?? null,
      campDate: start?.day ?? null,
      startAt: body.campDuration.startTime ? new Date(body.campDuration.startTime) : null,
      endAt: body.campDuration.endTime ? new Date(body.campDuration.endTime) : null,
      campCoordinator: body.campCoordinator,
      bloodBankCoordinator: body.bloodBankCoordinator,
      venue: body.venue,
      addressDescription: body.address.description,
      city: body.address.city || null,
      state: body.address.state || null,
      comments: body.comments,
      bbName: body.bbName,
      attachments: body.attachments,
      status: body.status,
    };
  }

  return {
    read,

    async list(ctx: InstitutionContext, query: CampListQuery) {
      const ngo = ctx.institutionType === 'NGO';
      const mine = ngo
        ? eq(c.organiserInstitutionId, ctx.institutionId)
        : eq(c.institutionId, ctx.institutionId);
      const statuses: CampRecord['status'][] =
        query.type === 'Accepted' ? ['Accepted'] : ngo ? ['Pending', 'Declined'] : ['Pending', 'Draft'];
      const text = query.search?.trim();
      const where = and(
        mine,
        inArray(c.status, statuses),
        // A draft is seen only by the blood centre that is writing it.
        ngo ? undefined : or(sql`${c.status} <> 'Draft'`, eq(c.organiserInstitutionId, ctx.institutionId)),
        text
          ? or(
              sql`${c.campName} ilike ${likePattern(text)}`,
              sql`${c.venue} ilike ${likePattern(text)}`,
              sql`${c.addressDescription} ilike ${likePattern(text)}`,
            )
          : undefined,
      ) as SQL;
      const page = await pageOf<CampListQuery['sort'], CampJoined>(
        db,
        {
          rows: campSelect(db).where(where).$dynamic(),
          count: db.select(rowCount()).from(c).where(where).$dynamic(),
          sortable: {
            date: c.campDate,
            campName: sql`lower(${c.campName})`,
            venue: sql`lower(${c.venue})`,
            organiser: sql`lower(${c.organiser})`,
            donors: c.donorsCount,
          },
          tiebreak: c.id,
        },
        query,
      );
      return { data: page.rows.map((row) => toCampRow(row, ctx)), total: page.total };
    },

    async add(ctx: InstitutionContext, body: CampPayload) {
      const kind: CampFormKind = ctx.institutionType === 'NGO' ? 'ngo' : 'bloodBank';
      const problem = campFormProblem(body, kind, today());
      if (problem) throw badRequest(problem.message, { field: problem.field });
      const id = await db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const runnerId =
          kind === 'ngo' ? await participatingBloodCentre(tx, body.institutionId) : ctx.institutionId;
        const values = { ...valuesOf(body), institutionId: runnerId, updatedAt: new Date() };
        if (body.id) {
          const draft = await lockCamp(tx, ctx, body.id, 'organiser');
          if (draft.status !== 'Draft')
            throw conflict('Only a draft can be completed; this camp is already sent');
          if (body.status === 'Draft')
            throw conflict('A saved draft is completed with Save, not saved again');
          await tx.update(c).set(values).where(eq(c.id, draft.id));
          return draft.id;
        }
        const [created] = await tx
          .insert(c)
          .values({ ...values, organiserInstitutionId: ctx.institutionId, addedBy: ctx.userId })
          .returning({ id: c.id });
        if (kind === 'ngo') await tellCentre(tx, ctx, runnerId, body);
        await recordChange(tx, ctx, {
          action: body.status === 'Draft' ? 'camp.drafted' : 'camp.created',
          subjectType: 'camp',
          subjectId: created?.id as string,
          details: { runner: runnerId },
        });
        return created?.id as string;
      });
      const message =
        body.status === 'Draft'
          ? 'The camp is saved as a draft'
          : kind === 'ngo'
            ? MESSAGES.ngoCampCreated
            : MESSAGES.campAdded;
      return { camp: await read(ctx, id), message };
    },

    async changeStatus(ctx: InstitutionContext, body: CampChangeStatus) {
      const message = await db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const camp = await lockCamp(tx, ctx, body.id, 'runner');
        const now = new Date();
        switch (body.action) {
          case 'Declined':
          case 'Accepted': {
            if (camp.status !== 'Pending') {
              throw conflict(
                camp.status === 'Draft'
                  ? 'A draft is sent with Save before it is scheduled'
                  : `This camp is already ${camp.status.toLowerCase()}`,
              );
            }
            if (body.action === 'Declined') {
              await tx
                .update(c)
                .set({ status: 'Declined', declineComment: body.comments, answeredAt: now, updatedAt: now })
                .where(eq(c.id, camp.id));
              await recordChange(tx, ctx, {
                action: 'camp.declined',
                subjectType: 'camp',
                subjectId: camp.id,
              });
              await tellOrganiser(tx, camp, body.comments);
              return 'Camp request declined successfully!';
            }
            const problem = campScheduleProblem(body.schedule, today());
            if (problem) throw badRequest(problem.message, { field: problem.field });
            const start = indiaDayAndTime(body.schedule.campDuration.startTime);
            await tx
              .update(c)
              .set({
                status: 'Accepted',
                campDate: start?.day ?? camp.campDate,
                startAt: new Date(body.schedule.campDuration.startTime),
                endAt: new Date(body.schedule.campDuration.endTime),
                noOfBeds: body.schedule.noOfBeds,
                targetUnits: body.schedule.targetUnits,
                answeredAt: now,
                updatedAt: now,
              })
              .where(eq(c.id, camp.id));
            await recordChange(tx, ctx, {
              action: 'camp.scheduled',
              subjectType: 'camp',
              subjectId: camp.id,
            });
            await tellOrganiser(tx, { ...camp, campDate: start?.day ?? camp.campDate }, null);
            return 'The camp is scheduled';
          }
          case 'Deactivated':
          case 'Activated': {
            if (camp.status !== 'Accepted')
              throw conflict('Only a scheduled camp is deactivated or activated');
            if (await hasDonations(tx, camp.id)) {
              throw conflict('Donors have given at this camp: it cannot be deactivated');
            }
            const active = body.action === 'Activated';
            await tx.update(c).set({ active, updatedAt: now }).where(eq(c.id, camp.id));
            await recordChange(tx, ctx, {
              action: active ? 'camp.activated' : 'camp.deactivated',
              subjectType: 'camp',
              subjectId: camp.id,
            });
            return active ? 'The camp is active again' : 'The camp is deactivated';
          }
        }
      });
      return { camp: await read(ctx, body.id), message };
    },

    async remove(ctx: InstitutionContext, id: string) {
      await db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const camp = await lockCamp(tx, ctx, id, 'organiser');
        if (camp.status === 'Accepted' && camp.institutionId !== ctx.institutionId) {
          throw forbidden('A scheduled camp is deactivated by its blood bank, not deleted');
        }
        if (await hasDonations(tx, camp.id))
          throw conflict('Donors have given at this camp: it cannot be deleted');
        await tx.delete(c).where(eq(c.id, camp.id));
        await recordChange(tx, ctx, { action: 'camp.deleted', subjectType: 'camp', subjectId: camp.id });
      });
      return { message: 'The camp is deleted' };
    },
  };
}

export type CampsService = ReturnType<typeof createCampsService>;
