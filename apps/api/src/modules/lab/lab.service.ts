import {
  chosenBloodGroup,
  criterionStandard,
  DEFAULT_LAB_CRITERIA,
  type FinalResult,
  indiaToday,
  isOutOfRange,
  LAB_MESSAGES,
  type LabCriterion,
  type LabReport,
  type LabResultOutcome,
  type labCriteriaAddSchema,
  type labReportListQuerySchema,
  type labResultAddSchema,
  type labResultCorrectSchema,
  type labResultEntrySchema,
  type ReleaseDecision,
  releaseDecision,
  SAMPLE_STATUS,
  type ScreeningOutcome,
  type sampleAcceptSchema,
  type sampleListQuerySchema,
} from '@raktsetu/contract';
import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  donorLabResults,
  donorRemarks,
  type InventoryUnitRecord,
  institutionDonors,
  institutions,
  inventoryUnits,
  people,
  type RecordedObservation,
  samples,
  users,
} from '../../db/schema/index.js';
import { recordChange } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { countUpTo, pageOf } from '../../lib/paging.js';
import { prefixPattern } from '../../lib/search.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import { appendUnitEvents, type UnitChange } from '../inventory/unit-history.js';
import { settingsOf } from '../settings/settings.service.js';

type SampleListQuery = z.output<typeof sampleListQuerySchema>;
type RegisterQuery = z.output<typeof labReportListQuerySchema>;
type Entry = z.output<typeof labResultEntrySchema>;
type SampleRecord = typeof samples.$inferSelect;
type ResultRecord = typeof donorLabResults.$inferSelect;

/** Units still on a shelf or on their way: a Fail makes them unsafe wherever they are. */
const UNSAFE_FROM = new Set(['quarantined', 'available', 'reserved', 'inTransfer', 'inProcessing']);
/** Units that left: a Fail found afterwards can only be written in their history, for look-back. */
const GONE = new Set(['issued', 'processed']);
/** How long a donor whose blood failed is kept from donating anywhere, until counselled (docs/decisions/0047). */
const FAILED_DONOR_DEFERRAL_DAYS = 365;

export function createLabService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const today = () => indiaToday(deps.now?.() ?? new Date());

  /** The lab's criteria: its own (the settings' labCriteria) or the defaults. */
  async function criteriaOf(tx: Db, institutionId: string): Promise<LabCriterion[]> {
    return (await settingsOf(tx, institutionId)).labCriteria ?? DEFAULT_LAB_CRITERIA;
  }

  /** Each observation with the standard it is read against now, flagged when outside it. */
  function observe(entry: Entry, criteria: LabCriterion[]): RecordedObservation[] {
    return entry.labResults.results.map((result) => {
      const criterion = criteria.find((c) => c.id === result.id || c.name === result.parameter);
      return {
        ...result,
        standard: criterion ? criterionStandard(criterion) : '',
        min: criterion?.min ?? null,
        max: criterion?.max ?? null,
        unit: criterion?.unit ?? '',
        outOfRange: criterion ? isOutOfRange(criterion, result.observation) : false,
      };
    });
  }

  /** The caller's samples, locked in id order so that two labs saving the same samples queue. */
  async function lockSamples(tx: Db, ctx: InstitutionContext, ids: string[]) {
    const rows = await tx
      .select()
      .from(samples)
      .where(inArray(samples.id, ids))
      .orderBy(asc(samples.id))
      .for('update');
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row || row.institutionId !== ctx.institutionId) throw notFound('Sample');
      return row;
    });
  }

  const bagsOf = (units: InventoryUnitRecord[]) => units.map((unit) => unit.bagId).join(', ');

  /**
   * Applies a result to every unit of its donation (docs/decisions/0047): release the quarantined ones, hold
   * them on a group mismatch, or mark them unsafe on a Fail — and write each change in the unit's history.
   */
  async function gate(
    tx: Db,
    ctx: InstitutionContext,
    sample: SampleRecord,
    result: { reportNo: string; finalResult: FinalResult; conditionalReason: string | null },
    decision: ReleaseDecision,
  ): Promise<{ outcome: LabResultOutcome; note: string; unsafeUnits: { _id: string; bagId: string }[] }> {
    const units = await tx
      .select()
      .from(inventoryUnits)
      .where(eq(inventoryUnits.donationId, sample.donationId))
      .orderBy(asc(inventoryUnits.id))
      .for('update');
    const details = { reportNo: result.reportNo, finalResult: result.finalResult };
    const change = async (
      chosen: InventoryUnitRecord[],
      values: Partial<typeof inventoryUnits.$inferInsert>,
      event: (unit: InventoryUnitRecord) => Omit<UnitChange, 'unitId'>,
    ) => {
      if (chosen.length === 0) return;
      if (Object.keys(values).length > 0) {
        await tx
          .update(inventoryUnits)
          .set({ ...values, updatedAt: new Date() })
          .where(
            inArray(
              inventoryUnits.id,
              chosen.map((unit) => unit.id),
            ),
          );
      }
      await appendUnitEvents(
        tx,
        ctx,
        chosen.map((unit) => ({ unitId: unit.id, institutionId: unit.institutionId, ...event(unit) })),
      );
    };

    if (decision.kind === 'release') {
      const waiting = units.filter((unit) => unit.state === 'quarantined');
      await change(waiting, { state: 'available', screening: 'released' }, (unit) => ({
        action: 'released',
        fromState: unit.state,
        toState: 'available',
        reason: result.conditionalReason,
        details,
      }));
      if (waiting.length > 0) {
        return {
          outcome: 'released',
          note: `Released to inventory: bag ${bagsOf(waiting)}`,
          unsafeUnits: [],
        };
      }
      const unsafe = units.some((unit) => unit.state === 'unsafe');
      return {
        outcome: 'alreadyOut',
        unsafeUnits: [],
        note: unsafe
          ? 'The units of this donation stay unsafe: an unsafe unit never returns to stock'
          : 'No unit of this donation was waiting in quarantine',
      };
    }
    if (decision.kind === 'hold') {
      const held = units.filter((unit) => unit.state === 'quarantined' || unit.state === 'available');
      await change(held, { state: 'quarantined', screening: 'pending' }, (unit) => ({
        action: 'held',
        fromState: unit.state,
        toState: 'quarantined',
        reason: decision.reason,
        details,
      }));
      return {
        outcome: 'held',
        note: `Bag ${bagsOf(held) || sample.bagId} held: ${decision.reason}`,
        unsafeUnits: [],
      };
    }
    const reactive = decision.reason.startsWith('Reactive');
    const unsafe = units.filter((unit) => UNSAFE_FROM.has(unit.state));
    await change(
      unsafe,
      {
        state: 'unsafe',
        ...(reactive ? { screening: 'reactive' as const } : {}),
        // A unit on its way to another centre is called back: the receiver never gets an unsafe unit.
        transferToId: null,
        transferSentAt: null,
        transferDeliveryType: null,
        transferComments: null,
        transferDetails: null,
        processingPlan: null,
        processingSince: null,
      },
      (unit) => ({
        action: 'found-unsafe',
        fromState: unit.state,
        toState: 'unsafe',
        reason: decision.reason,
        details,
      }),
    );
    await change(
      units.filter((unit) => GONE.has(unit.state)),
      {},
      (unit) => ({
        action: 'lookback',
        fromState: unit.state,
        toState: unit.state,
        reason: decision.reason,
        details,
      }),
    );
    const gone = units.filter((unit) => GONE.has(unit.state));
    return {
      outcome: 'unsafe',
      unsafeUnits: unsafe
        .filter((unit) => unit.institutionId === ctx.institutionId)
        .map((unit) => ({ _id: unit.id, bagId: unit.bagId })),
      note: [
        `${decision.reason}: ${unsafe.length} unit${unsafe.length === 1 ? '' : 's'} marked unsafe (bag ${bagsOf(unsafe) || sample.bagId}) — dispose of them from inventory; the donor is deferred, to be counselled`,
        gone.length > 0 ? `Already left inventory, trace the recipients: bag ${bagsOf(gone)}` : '',
      ]
        .filter(Boolean)
        .join('. '),
    };
  }

  /** A donor whose blood failed is kept from the chair here (blocked till recovery) and everywhere (deferred). */
  async function deferDonor(
    tx: Db,
    ctx: InstitutionContext,
    sample: SampleRecord,
    reportNo: string,
    reason: string,
  ) {
    const day = today();
    const until = new Date(Date.parse(`${day}T00:00:00Z`) + FAILED_DONOR_DEFERRAL_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const comment = `${reason} (lab report ${reportNo}, sample ${sample.sampleId1}). To be counselled.`;
    await tx
      .update(institutionDonors)
      .set({
        status: 'Blocked',
        blockType: 'recovery',
        blockReason: 'Medically unfit donate',
        blockComment: comment,
        blockUntil: null,
        blockedAt: new Date(),
      })
      .where(
        and(
          eq(institutionDonors.institutionId, ctx.institutionId),
          eq(institutionDonors.personId, sample.personId),
        ),
      );
    // Other centres learn only that the donor is deferred, never why: the reason is medical.
    await tx
      .update(people)
      .set({
        deferredUntil: sql`greatest(coalesce(${people.deferredUntil}, ${until}::date), ${until}::date)`,
        deferralReason: 'Deferred after a blood centre lab result; to be counselled',
        updatedAt: new Date(),
      })
      .where(eq(people.id, sample.personId));
    await tx.insert(donorRemarks).values({
      personId: sample.personId,
      institutionId: ctx.institutionId,
      doctorName: 'Lab',
      event: `Deferred after lab result (report ${reportNo})`,
      comment,
      addedBy: ctx.userId,
    });
  }

  /** Writes one result for a locked, accepted sample and applies it to the donation's units. */
  async function record(
    tx: Db,
    ctx: InstitutionContext,
    sample: SampleRecord,
    entry: Entry,
    correction: { of: ResultRecord; reason: string } | null,
  ) {
    const testedOn = entry.labResults.addedAt as string;
    if (testedOn < sample.collectionDate || testedOn > today()) {
      throw badRequest(`${LAB_MESSAGES.testedOnOutside}: ${sample.collectionDate} to ${today()}`);
    }
    const [unit] = await tx.select().from(inventoryUnits).where(eq(inventoryUnits.id, sample.unitId));
    if (!unit) throw notFound('Unit');
    const body = entry.labResults;
    const groupFound = entry.bloodGroup as string;
    const decision = releaseDecision({
      finalResult: body.finalResult,
      screening: body.screening,
      groupFound,
      unitGroup: unit.bloodGroup,
    });
    const reportNo = body.reportNo as string;
    const conditionalReason =
      body.finalResult === 'Conditional Release' ? (body.conditionalReason ?? null) : null;
    const { outcome, note, unsafeUnits } = await gate(
      tx,
      ctx,
      sample,
      { reportNo, finalResult: body.finalResult, conditionalReason },
      decision,
    );
    if (correction) {
      await tx
        .update(donorLabResults)
        .set({ supersededAt: new Date() })
        .where(eq(donorLabResults.id, correction.of.id));
    }
    let saved: ResultRecord | undefined;
    try {
      [saved] = await tx
        .insert(donorLabResults)
        .values({
          personId: sample.personId,
          institutionId: ctx.institutionId,
          addedAt: new Date(`${body.addedAt}T00:00:00+05:30`),
          bloodPressure: body.bloodPressure ?? null,
          weightKg: body.weight ?? null,
          hb: body.Hb ?? null,
          finalResult: body.finalResult,
          results: observe(entry, await criteriaOf(tx, ctx.institutionId)),
          sampleId: sample.id,
          donationId: sample.donationId,
          unitId: sample.unitId,
          reportNo,
          laboratory: body.laboratory,
          testedBy: body.testedBy ?? null,
          bloodGroup: groupFound,
          screening: body.screening as Record<string, ScreeningOutcome>,
          comments: body.comments,
          conditionalReason,
          outcome,
          outcomeNote: note,
          recordedBy: ctx.userId,
          correctsId: correction?.of.id ?? null,
          correctionReason: correction?.reason ?? null,
        })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(LAB_MESSAGES.alreadyResulted);
      throw error;
    }
    if (!saved) throw new Error('The result was not written');
    if (decision.kind === 'unsafe' && correction?.of.outcome !== 'unsafe') {
      await deferDonor(tx, ctx, sample, reportNo, decision.reason);
    }
    await tx.update(samples).set({ status: SAMPLE_STATUS.resulted }).where(eq(samples.id, sample.id));
    await recordChange(tx, ctx, {
      action: correction ? 'lab.result.corrected' : 'lab.result.added',
      subjectType: 'labResult',
      subjectId: saved.id,
      details: { outcome, finalResult: body.finalResult },
    });
    return { _id: saved.id, sampleId: sample.id, outcome, note, unsafeUnits };
  }

  function toReport(row: {
    result: ResultRecord;
    sample: SampleRecord;
    unitGroup: string | null;
    recordedBy: string | null;
    correctedReportNo: string | null;
  }): LabReport {
    const { result, sample } = row;
    return {
      _id: result.id,
      sampleId: sample.id,
      sampleCode: sample.sampleId1,
      inventoryId: sample.unitId,
      donorId: sample.donorCode,
      bagId: sample.bagId,
      unitNumber: sample.unitNumber,
      collectedDate: sample.collectionDate,
      bloodGroup: result.bloodGroup ?? '',
      unitBloodGroup: row.unitGroup ?? '',
      labResults: {
        reportNo: result.reportNo ?? '',
        weight: result.weightKg,
        bloodPressure: result.bloodPressure,
        Hb: result.hb,
        laboratory: result.laboratory ?? '',
        testedBy: result.testedBy ?? '',
        // The day the tests were done, on India's calendar, as the form took it.
        addedAt: indiaToday(new Date(result.addedAt)),
        results: result.results.map((r) => ({
          id: r.id ?? r.parameter.toLowerCase(),
          parameter: r.parameter,
          observation: r.observation,
          remarks: r.remarks ?? '',
          standard: r.standard ?? '',
          min: r.min ?? null,
          max: r.max ?? null,
          unit: r.unit ?? '',
          outOfRange: r.outOfRange ?? false,
        })),
        screening: result.screening as Record<string, ScreeningOutcome>,
        finalResult: result.finalResult as FinalResult,
        comments: result.comments,
        conditionalReason: result.conditionalReason,
      },
      outcome: (result.outcome ?? 'released') as LabResultOutcome,
      outcomeNote: result.outcomeNote ?? '',
      recordedBy: row.recordedBy,
      recordedAt: new Date(result.recordedAt).toISOString(),
      corrects: result.correctsId
        ? { reportNo: row.correctedReportNo ?? '', reason: result.correctionReason ?? '' }
        : null,
    };
  }

  return {
    /** The samples sent to this blood centre's lab, newest first (docs/spec/part-2-operations-and-admin.md §2). */
    async samples(ctx: InstitutionContext, query: SampleListQuery) {
      const s = samples;
      const text = query.search?.trim().toLowerCase();
      const where = and(
        eq(s.institutionId, ctx.institutionId),
        query.status === undefined ? undefined : eq(s.status, query.status),
        text
          ? or(
              sql`lower(${s.sampleId1}) like ${prefixPattern(text)}`,
              sql`lower(${s.bagId}) like ${prefixPattern(text)}`,
              sql`lower(${s.donorCode}) like ${prefixPattern(text)}`,
            )
          : undefined,
      ) as SQL;
      const page = await pageOf<SampleListQuery['sort'], SampleRecord>(
        db,
        {
          rows: db.select().from(s).where(where).$dynamic(),
          // A year of a busy lab is 100 000 samples: counting stops at a thousand ("1,000+").
          count: countUpTo(db, db.select({ one: sql`1` }).from(s).where(where).$dynamic()),
          capped: true,
          sortable: { receivedOn: s.receivedOn, collectionDate: s.collectionDate, sampleId: s.sampleId1 },
          tiebreak: s.id,
        },
        query,
      );
      return {
        ...(page.atLeast ? { atLeast: true as const } : {}),
        data: page.rows.map((row) => ({
          _id: row.id,
          inventoryId: row.unitId,
          donorId: row.donorCode,
          collectionDate: row.collectionDate,
          bagId: row.bagId,
          unitNumber: row.unitNumber,
          status: row.status,
          sample: {
            sampleId_1: row.sampleId1,
            sampleId_2: row.sampleId2,
            sampleId_3: row.sampleId3,
            addedAt: new Date(row.receivedOn).toISOString(),
            location: { description: row.receivedFrom },
          },
          receivedOn: new Date(row.receivedOn).toISOString(),
          receivedFrom: row.receivedFrom,
        })),
        total: page.total,
      };
    },

    /** Accepts received samples (3 → 4): all of them, or none when one is not waiting to be accepted. */
    async accept(ctx: InstitutionContext, body: z.output<typeof sampleAcceptSchema>) {
      const ids = [...new Set(body.ids)];
      return db.transaction(async (tx) => {
        const locked = await lockSamples(tx, ctx, ids);
        for (const sample of locked) {
          if (sample.status !== SAMPLE_STATUS.awaitingAcceptance) {
            throw conflict(`${LAB_MESSAGES.alreadyAccepted}: ${sample.sampleId1}`);
          }
        }
        await tx
          .update(samples)
          .set({ status: SAMPLE_STATUS.awaitingResult, acceptedAt: new Date(), acceptedBy: ctx.userId })
          .where(inArray(samples.id, ids));
        await appendUnitEvents(
          tx,
          ctx,
          locked.map((sample) => ({
            unitId: sample.unitId,
            action: 'sample-accepted',
            fromState: null,
            toState: null,
            details: { sampleId: sample.sampleId1 },
          })),
        );
        await recordChange(tx, ctx, {
          action: 'lab.samples.accepted',
          subjectType: 'sample',
          details: { count: ids.length },
        });
        const message = ids.length === 1 ? 'Sample accepted' : `${ids.length} samples accepted`;
        return { data: ids.map((_id) => ({ _id, status: SAMPLE_STATUS.awaitingResult })), message };
      });
    },

    /** Enters results for accepted samples, all in one transaction: each one releases, holds or condemns its units. */
    async add(ctx: InstitutionContext, body: z.output<typeof labResultAddSchema>) {
      return db.transaction(async (tx) => {
        const locked = await lockSamples(
          tx,
          ctx,
          body.labs.map((entry) => entry.sampleId),
        );
        const byId = new Map(locked.map((sample) => [sample.id, sample]));
        const saved = [];
        for (const entry of body.labs) {
          const sample = byId.get(entry.sampleId) as SampleRecord;
          if (sample.status === SAMPLE_STATUS.awaitingAcceptance) {
            throw conflict(`${LAB_MESSAGES.notAccepted}: ${sample.sampleId1}`);
          }
          if (sample.status !== SAMPLE_STATUS.awaitingResult) {
            throw conflict(`${LAB_MESSAGES.alreadyResulted}: ${sample.sampleId1}`);
          }
          saved.push(await record(tx, ctx, sample, entry, null));
        }
        const [first] = saved;
        const message =
          saved.length === 1 && first
            ? `Lab result saved. ${first.note}`
            : `${saved.length} lab results saved`;
        return { data: saved, message };
      });
    },

    /** A correction: the new result supersedes the old, which stays (with every unit's history) as it was. */
    async correct(ctx: InstitutionContext, body: z.output<typeof labResultCorrectSchema>) {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(donorLabResults)
          .where(
            and(
              eq(donorLabResults.id, body.id),
              eq(donorLabResults.institutionId, ctx.institutionId),
              isNotNull(donorLabResults.sampleId),
            ),
          )
          .for('update');
        if (!current) throw notFound('Lab result');
        if (current.supersededAt) throw conflict('This result was already corrected; correct the newest one');
        const [sample] = await lockSamples(tx, ctx, [current.sampleId as string]);
        const saved = await record(
          tx,
          ctx,
          sample as SampleRecord,
          { sampleId: current.sampleId as string, bloodGroup: body.bloodGroup, labResults: body.labResults },
          { of: current, reason: body.reason },
        );
        return { data: saved, message: `Lab result corrected. ${saved.note}` };
      });
    },

    /** The lab's register (/labresult): its current results, newest test first, of one group or all. */
    async register(ctx: InstitutionContext, query: RegisterQuery) {
      const r = donorLabResults;
      const group = chosenBloodGroup(query.bloodGroup);
      const text = query.search?.trim().toLowerCase();
      // A report number, or the sample, bag or donor ID of the sample it is for (each the start of it). The
      // results found become an array of ids first: the database cannot guess how few a prefix matches, and
      // would otherwise walk the whole register in date order to fill a page.
      const pattern = prefixPattern(text ?? '');
      const matchingSamples = sql`select ${samples.id} from ${samples}
        where ${samples.institutionId} = ${ctx.institutionId}
          and (lower(${samples.sampleId1}) like ${pattern} or lower(${samples.bagId}) like ${pattern}
            or lower(${samples.donorCode}) like ${pattern})`;
      const matching = text
        ? sql`${r.id} = any(array(
            select ${r.id} from ${r}
              where ${r.institutionId} = ${ctx.institutionId} and ${r.sampleId} is not null
                and ${r.supersededAt} is null and lower(${r.reportNo}) like ${pattern}
            union
            select ${r.id} from ${r}
              where ${r.sampleId} = any(array(${matchingSamples})) and ${r.supersededAt} is null))`
        : undefined;
      const where = and(
        eq(r.institutionId, ctx.institutionId),
        isNotNull(r.sampleId),
        isNull(r.supersededAt),
        group ? eq(r.bloodGroup, group) : undefined,
        matching,
      ) as SQL;
      const page = await pageOf<RegisterQuery['sort'], { id: string }>(
        db,
        {
          rows: db
            .select({ id: r.id, addedAt: r.addedAt, reportNo: r.reportNo })
            .from(r)
            .where(where)
            .$dynamic(),
          // A busy lab enters 30 000 results a year: counting stops at a thousand ("1,000+").
          count: countUpTo(db, db.select({ one: sql`1` }).from(r).where(where).$dynamic()),
          capped: true,
          // Within a day of tests, the newest entered first.
          sortable: { addedAt: [r.addedAt, r.recordedAt], reportNo: r.reportNo },
          tiebreak: r.id,
        },
        query,
      );
      const ids = page.rows.map((row) => row.id);
      const counted = { total: page.total, ...(page.atLeast ? { atLeast: true as const } : {}) };
      if (ids.length === 0) return { data: [], ...counted };
      const rows = await db
        .select({
          result: getTableColumns(r),
          sample: getTableColumns(samples),
          unitGroup: inventoryUnits.bloodGroup,
          recordedBy: sql<
            string | null
          >`(select nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '') from ${users} where ${users.id} = ${r.recordedBy})`,
          correctedReportNo: sql<
            string | null
          >`(select c.report_no from donor_lab_results c where c.id = ${r.correctsId})`,
        })
        .from(r)
        .innerJoin(samples, eq(samples.id, r.sampleId))
        .leftJoin(inventoryUnits, eq(inventoryUnits.id, samples.unitId))
        .where(inArray(r.id, ids));
      const order = new Map(ids.map((id, i) => [id, i]));
      const position = (row: (typeof rows)[number]) => order.get(row.result.id) ?? 0;
      rows.sort((a, b) => position(a) - position(b));
      return { data: rows.map(toReport), ...counted };
    },

    async criteria(ctx: InstitutionContext) {
      return { labCriteria: await criteriaOf(db, ctx.institutionId) };
    },

    /** Saves the lab's criteria into the institution's settings, beside what else the settings hold. */
    async setCriteria(ctx: InstitutionContext, body: z.output<typeof labCriteriaAddSchema>) {
      const labCriteria = body.settings.labCriteria;
      await db.transaction(async (tx) => {
        await tx
          .update(institutions)
          .set({ settings: sql`${institutions.settings} || ${JSON.stringify({ labCriteria })}::jsonb` })
          .where(eq(institutions.id, ctx.institutionId));
        await recordChange(tx, ctx, {
          action: 'lab.criteria.saved',
          subjectType: 'institution',
          subjectId: ctx.institutionId,
        });
      });
      return { labCriteria };
    },
  };
}

export type LabService = ReturnType<typeof createLabService>;
