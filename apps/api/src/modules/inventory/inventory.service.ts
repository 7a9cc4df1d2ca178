import {
  type addUnitsSchema,
  BLOOD_GROUPS,
  type BloodGroup,
  BULK_SUBTYPE,
  COMPONENTS,
  type Component,
  type changeStatusSchema,
  type DISPOSE_REASONS,
  disposedAsWasteMessage,
  disposeRefusal,
  effectiveUnitState,
  expiryDayOf,
  type InventoryUnit,
  indiaToday,
  type inProcessingChangeSchema,
  issuedToPatientMessage,
  issueRefusal,
  isValidUnitNumber,
  MESSAGES,
  moveRefusal,
  processVolumeLimit,
  REQUEST_STATUS,
  redCellCover,
  type stockSchema,
  type transferConfirmSchema,
  type transferTargetQuerySchema,
  type UnitState,
  type unitLookupSchema,
  volumeExceedsMessage,
} from '@raktsetu/contract';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  bloodRequestItems,
  bloodRequests,
  type InventoryUnitRecord,
  institutions,
  inventoryUnits,
  people,
  transfusions,
} from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { likePattern } from '../../lib/search.js';
import { AppError, badRequest, conflict, notFound } from '../../plugins/errors.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import { recordIssueCharge } from '../billing/transactions.service.js';
import { reachableBy } from '../requests/request-reach.js';
import { settingsOf } from '../settings/settings.service.js';
import type {
  InProcessingListQuery,
  InventoryRepository,
  TransferListQuery,
  UnitListQuery,
} from './inventory.repository.js';
import { appendUnitEvents, readUnitHistory, type UnitChange } from './unit-history.js';
import { toInventoryUnit, type UnitListRow } from './unit-rows.js';

type AddUnits = z.output<typeof addUnitsSchema>;
type ChangeStatus = z.output<typeof changeStatusSchema>;
type TransferConfirm = z.output<typeof transferConfirmSchema>;
type InProcessingChange = z.output<typeof inProcessingChangeSchema>;
type TransferTargetQuery = z.output<typeof transferTargetQuerySchema>;
type UnitLookup = z.output<typeof unitLookupSchema>;

const u = inventoryUnits;

/** A refusal names the bag, so the clerk knows which of the selected units stopped the whole call. */
const refuse = (unit: InventoryUnitRecord, why: string) => conflict(`Bag ${unit.bagId}: ${why}`);

export interface Changed {
  units: InventoryUnit[];
  message: string;
}

/**
 * The inventory's transitions (docs/decisions/0044). Each runs in one transaction that first locks every unit
 * it names (`FOR UPDATE`, in id order, so two calls on the same units queue instead of deadlocking), checks
 * all of them, changes all of them and appends their history — or changes nothing.
 */
export function createInventoryService(deps: { db: Db; repository: InventoryRepository; now?: () => Date }) {
  const { db, repository } = deps;
  const today = () => indiaToday(deps.now?.() ?? new Date());

  /** The named units, locked; any id the caller does not hold answers 404 like a missing one. */
  async function lockHeld(tx: Db, ctx: InstitutionContext, ids: string[]) {
    const rows = await tx.select().from(u).where(inArray(u.id, ids)).orderBy(asc(u.id)).for('update');
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row || row.institutionId !== ctx.institutionId) throw notFound('Unit');
      return row;
    });
  }

  const stateOf = (unit: InventoryUnitRecord, day: string) =>
    effectiveUnitState(unit.state, unit.expiryDate, day);

  /** The named units, locked, each allowed by `refusalOf` (given the unit and its state today), or 409 for all. */
  async function lockChangeable(
    tx: Db,
    ctx: InstitutionContext,
    ids: string[],
    refusalOf: (unit: InventoryUnitRecord, state: UnitState) => string | null,
  ) {
    const units = await lockHeld(tx, ctx, ids);
    const day = today();
    for (const unit of units) {
      const why = refusalOf(unit, stateOf(unit, day));
      if (why) throw refuse(unit, why);
    }
    return units;
  }

  /**
   * Sets `values` on the units and appends one history line for each, in the caller's transaction: a change is
   * never written without its history.
   */
  async function changeUnits(
    tx: Db,
    ctx: InstitutionContext,
    units: InventoryUnitRecord[],
    values: Partial<typeof inventoryUnits.$inferInsert>,
    change: (unit: InventoryUnitRecord) => Omit<UnitChange, 'unitId'>,
  ) {
    const ids = units.map((unit) => unit.id);
    await tx
      .update(u)
      .set({ ...values, updatedAt: new Date() })
      .where(inArray(u.id, ids));
    await appendUnitEvents(
      tx,
      ctx,
      units.map((unit) => ({ unitId: unit.id, ...change(unit) })),
    );
  }

  async function answer(ids: string[], message: string): Promise<Changed> {
    const day = today();
    const rows = (await repository.byIds(ids)) as UnitListRow[];
    const order = new Map(ids.map((id, i) => [id, i]));
    rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return { units: rows.map((row) => toInventoryUnit(row, day)), message };
  }

  async function institutionName(tx: Db, id: string) {
    const [row] = await tx
      .select({ name: institutions.name })
      .from(institutions)
      .where(eq(institutions.id, id));
    return row?.name ?? '';
  }

  /** "2 units of A+ Whole Blood …" when they share a cell, "3 units …" when they do not. */
  function disposedMessage(units: InventoryUnitRecord[]) {
    const [first] = units;
    const oneCell = units.every(
      (x) => x.bloodGroup === first?.bloodGroup && x.component === first?.component,
    );
    return first && oneCell
      ? disposedAsWasteMessage(units.length, first.bloodGroup, first.component)
      : `${units.length} units disposed as waste`;
  }

  async function dispose(
    tx: Db,
    ctx: InstitutionContext,
    units: InventoryUnitRecord[],
    reason: keyof typeof DISPOSE_REASONS,
    comment: string,
  ) {
    if (reason === 'other' && !comment) throw badRequest('Write why the units are disposed');
    const now = new Date();
    await changeUnits(
      tx,
      ctx,
      units,
      {
        state: 'disposed',
        disposedAt: now,
        disposeReason: reason,
        disposeComment: comment,
      },
      (unit) => ({
        action: 'disposed',
        fromState: stateOf(unit, today()),
        toState: 'disposed',
        reason,
        details: comment ? { comment } : {},
      }),
    );
  }

  /** The item of a Bulk request the units fill, locked; none for any other request. */
  async function bulkItemOf(tx: Db, request: typeof bloodRequests.$inferSelect, itemId: string | undefined) {
    if (request.subType !== BULK_SUBTYPE) {
      if (itemId) throw badRequest('Only a Bulk request has items');
      return null;
    }
    if (!itemId) throw badRequest('Choose the item of the Bulk request');
    const [item] = await tx
      .select()
      .from(bloodRequestItems)
      .where(and(eq(bloodRequestItems.id, itemId), eq(bloodRequestItems.requestId, request.id)))
      .for('update');
    if (!item) throw notFound('Item of the request');
    return item;
  }

  async function issue(tx: Db, ctx: InstitutionContext, body: Extract<ChangeStatus, { type: 'issue' }>) {
    const [request] = await tx
      .select()
      .from(bloodRequests)
      .where(and(eq(bloodRequests.id, body.id), reachableBy(ctx.institutionId)))
      .for('update');
    if (!request) throw notFound('Request');
    if (request.status === REQUEST_STATUS.issued)
      throw conflict('This request has already received all its units');
    if (request.status !== REQUEST_STATUS.verified) throw conflict('Only a verified request can be issued');
    // A Bulk request is filled item by item: the units go to one item, of its group and component.
    const item = await bulkItemOf(tx, request, body.itemId);
    const wanted = item ?? request;
    const stillNeeded = wanted.units - wanted.unitsReceived;
    if (item && stillNeeded === 0) throw conflict('This item of the Bulk request has all its units');
    if (body.inventoryIds.length > stillNeeded) {
      throw conflict(
        `This request needs ${stillNeeded} more unit${stillNeeded === 1 ? '' : 's'}; ${body.inventoryIds.length} were selected`,
      );
    }
    if (body.issuedUnits !== undefined && body.issuedUnits !== body.inventoryIds.length) {
      throw badRequest('The units issued must match the units selected');
    }
    const units = await lockChangeable(tx, ctx, body.inventoryIds, (unit, state) =>
      unit.component !== wanted.component
        ? `This request asks for ${wanted.component}, not ${unit.component}`
        : issueRefusal(
            { state, bloodGroup: unit.bloodGroup as BloodGroup, component: unit.component as Component },
            wanted.bloodGroup as BloodGroup,
          ),
    );
    const now = new Date();
    await changeUnits(
      tx,
      ctx,
      units,
      { state: 'issued', issuedRequestId: request.id, issuedAt: now, deliveryType: body.deliveryType },
      () => ({
        action: 'issued',
        fromState: 'available',
        toState: 'issued',
        requestId: request.id,
        counterpartId: request.institutionId === ctx.institutionId ? null : request.institutionId,
        details: {
          patientName: `${request.firstName} ${request.lastName}`.trim(),
          patientCode: request.patientCode,
          hospitalName: request.hospitalName,
          deliveryType: body.deliveryType,
        },
      }),
    );
    if (item) {
      await tx
        .update(bloodRequestItems)
        .set({ unitsReceived: item.unitsReceived + units.length })
        .where(eq(bloodRequestItems.id, item.id));
    }
    const received = request.unitsReceived + units.length;
    await tx
      .update(bloodRequests)
      .set({
        unitsReceived: received,
        status: received >= request.units ? REQUEST_STATUS.issued : request.status,
        updatedAt: now,
      })
      .where(eq(bloodRequests.id, request.id));
    const issuedBy = await institutionName(tx, ctx.institutionId);
    // A patient of an institution's list (a request from the app names none).
    if (request.patientId && request.institutionId) {
      const patientOf = request.institutionId;
      await tx.insert(transfusions).values(
        units.map((unit) => ({
          institutionId: patientOf,
          patientId: request.patientId as string,
          bloodGroup: unit.bloodGroup,
          component: unit.component,
          purpose: request.reasons,
          issuedBy,
          bagId: unit.bagId,
          issuedAt: now,
          expiryDate: unit.expiryDate,
        })),
      );
    }
    // The processing charges of the units, billed in this transaction: no issue without its bill, and
    // no bill for an issue that rolled back (docs/spec/part-2-operations-and-admin.md §3).
    await recordIssueCharge(tx, {
      institutionId: ctx.institutionId,
      units,
      request: {
        id: request.id,
        patientCode: request.patientCode,
        raisedByPersonId: request.raisedByPersonId,
        addedBy: request.addedBy,
        institutionId: request.institutionId,
        hospitalName: request.hospitalName,
      },
      at: now,
    });
    return issuedToPatientMessage(wanted.bloodGroup, wanted.component);
  }

  async function transfer(
    tx: Db,
    ctx: InstitutionContext,
    body: Extract<ChangeStatus, { type: 'transfer' }>,
  ) {
    if (body.institutionId === ctx.institutionId)
      throw badRequest('Choose another institution to transfer to');
    const [target] = await tx
      .select({ id: institutions.id, name: institutions.name })
      .from(institutions)
      .where(
        and(
          eq(institutions.id, body.institutionId),
          eq(institutions.status, 'Confirmed'),
          eq(institutions.accessState, 'Active'),
          inArray(institutions.type, ['BloodBank', 'Both']),
        ),
      );
    if (!target) throw notFound('Institution');
    const units = await lockChangeable(tx, ctx, body.inventoryIds, (_unit, state) => moveRefusal({ state }));
    const now = new Date();
    await changeUnits(
      tx,
      ctx,
      units,
      {
        state: 'inTransfer',
        transferToId: target.id,
        transferSentAt: now,
        transferDeliveryType: body.deliveryType,
        transferComments: body.comments,
        transferDetails: body.details,
      },
      () => ({
        action: 'transfer-sent',
        fromState: 'available',
        toState: 'inTransfer',
        counterpartId: target.id,
        details: { counterpart: target.name, deliveryType: body.deliveryType, comments: body.comments },
      }),
    );
    return MESSAGES.transferred;
  }

  async function sendToProcessing(
    tx: Db,
    ctx: InstitutionContext,
    body: Extract<ChangeStatus, { type: 'process' }>,
  ) {
    const limit = processVolumeLimit(body.inventoryIds.length, body.approximateVolume);
    const planned = body.volumes.reduce((sum, v) => sum + v.volume, 0);
    if (planned > limit) throw badRequest(volumeExceedsMessage(limit));
    const units = await lockChangeable(tx, ctx, body.inventoryIds, (_unit, state) => moveRefusal({ state }));
    const now = new Date();
    await changeUnits(
      tx,
      ctx,
      units,
      {
        state: 'inProcessing',
        processingSince: now,
        processingPlan: { volumes: body.volumes, approximateVolume: body.approximateVolume },
      },
      () => ({
        action: 'to-processing',
        fromState: 'available',
        toState: 'inProcessing',
        details: { volumes: body.volumes, approximateVolume: body.approximateVolume },
      }),
    );
    return `${units.length} units sent to processing`;
  }

  /** The components made from units in processing become units of their own; the parents are processed. */
  async function recordComponents(
    tx: Db,
    ctx: InstitutionContext,
    parents: InventoryUnitRecord[],
    body: InProcessingChange,
  ) {
    const entries = body.inventories ?? [];
    const byParent = new Map(parents.map((p) => [p.id, p]));
    const day = today();
    for (const entry of entries) {
      if (!byParent.has(entry.parentId))
        throw badRequest('A component names a unit that is not being processed');
      if (entry.component === 'Whole Blood')
        throw badRequest('Whole Blood is not a component made by processing');
    }
    for (const parent of parents) {
      if (!entries.some((e) => e.parentId === parent.id)) {
        throw badRequest(`Add the components made from bag ${parent.bagId}`);
      }
    }
    const bags = entries.map((e) => e.bagId.toLowerCase());
    if (new Set(bags).size !== bags.length) throw badRequest('Two components have the same bag number');
    const rows = entries.map((entry) => {
      const parent = byParent.get(entry.parentId) as InventoryUnitRecord;
      const expiryDate = entry.expiryDate ?? expiryDayOf(entry.component, parent.collectionDate);
      if (expiryDate < parent.collectionDate)
        throw badRequest('The expiry date must be after the collection date');
      if (expiryDate < day)
        throw badRequest(`The ${entry.component} from bag ${parent.bagId} would already be expired`);
      return {
        institutionId: ctx.institutionId,
        originInstitutionId: ctx.institutionId,
        bagId: entry.bagId,
        unitNumber: parent.unitNumber,
        donorCode: parent.donorCode,
        personId: parent.personId,
        donationId: parent.donationId,
        parentId: parent.id,
        bloodGroup: parent.bloodGroup,
        component: entry.component,
        volumeMl: entry.volume,
        storedIn: entry.storedIn,
        collectionDate: parent.collectionDate,
        expiryDate,
        state: parent.screening === 'pending' ? ('quarantined' as const) : ('available' as const),
        screening: parent.screening,
        addedBy: ctx.userId,
      };
    });
    const made = await insertUnits(tx, rows);
    const now = new Date();
    await tx
      .update(u)
      .set({ state: 'processed', processedAt: now, updatedAt: now })
      .where(
        inArray(
          u.id,
          parents.map((p) => p.id),
        ),
      );
    const changes: UnitChange[] = [];
    for (const parent of parents) {
      const children = made.filter((m) => m.parentId === parent.id);
      changes.push({
        unitId: parent.id,
        action: 'processed',
        fromState: 'inProcessing',
        toState: 'processed',
        details: { components: children.map((c) => `${c.component} (${c.bagId})`).join(', ') },
      });
      for (const child of children) {
        changes.push({
          unitId: child.id,
          action: 'made-from',
          fromState: null,
          toState: child.state,
          details: { parentBagId: parent.bagId, parentComponent: parent.component, parentId: parent.id },
        });
      }
    }
    await appendUnitEvents(tx, ctx, changes);
    return made.map((m) => m.id);
  }

  async function insertUnits(tx: Db, rows: (typeof inventoryUnits.$inferInsert)[]) {
    try {
      return await tx.insert(u).values(rows).returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('A bag number is already in your inventory');
      throw error;
    }
  }

  /** Runs a change in one transaction; a refusal thrown inside rolls everything back. */
  function inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => work(tx as unknown as Db));
  }

  return {
    async stock(ctx: InstitutionContext): Promise<z.infer<typeof stockSchema>> {
      const [counts, settings] = await Promise.all([
        repository.stock(ctx.institutionId, today()),
        settingsOf(db, ctx.institutionId),
      ]);
      const data = BLOOD_GROUPS.map((group) => ({
        _id: group,
        inventory: COMPONENTS.map((component) => {
          const cell = counts.find((c) => c.bloodGroup === group && c.component === component);
          return {
            component,
            available: cell?.available ?? 0,
            expiring: cell?.within3 ?? 0,
            quarantined: cell?.quarantined ?? 0,
          };
        }),
      }));
      const sum = (key: 'within1' | 'within3' | 'within7') => counts.reduce((n, c) => n + c[key], 0);
      return {
        data,
        expiring: { within1: sum('within1'), within3: sum('within3'), within7: sum('within7') },
        cover: redCellCover(data, settings.monthlyConsumption),
      };
    },

    async components(ctx: InstitutionContext) {
      const counts = await repository.stock(ctx.institutionId, today());
      return COMPONENTS.map((component) => ({
        component,
        available: counts.filter((c) => c.component === component).reduce((n, c) => n + c.available, 0),
      }));
    },

    async list(ctx: InstitutionContext, query: UnitListQuery) {
      const day = today();
      const { rows, ...rest } = await repository.list(ctx.institutionId, query, day);
      return { ...rest, data: rows.map((row) => toInventoryUnit(row, day)) };
    },

    async transfers(ctx: InstitutionContext, query: TransferListQuery) {
      const day = today();
      const page = await repository.transfers(ctx.institutionId, query);
      return { data: page.rows.map((row) => toInventoryUnit(row, day)), total: page.total };
    },

    async inProcessing(ctx: InstitutionContext, query: InProcessingListQuery) {
      const day = today();
      const page = await repository.inProcessing(ctx.institutionId, query);
      return { data: page.rows.map((row) => toInventoryUnit(row, day)), total: page.total };
    },

    async add(ctx: InstitutionContext, body: AddUnits): Promise<Changed> {
      const day = today();
      const bags = body.inventories.map((unit) => unit.bagId.toLowerCase());
      const twice = bags.find((bag, i) => bags.indexOf(bag) !== i);
      if (twice) throw badRequest(`Bag number ${twice} appears twice`);
      const ids = await inTransaction(async (tx) => {
        const existing = await tx
          .select({ bagId: u.bagId })
          .from(u)
          .where(and(eq(u.originInstitutionId, ctx.institutionId), inArray(sql`lower(${u.bagId})`, bags)))
          .limit(1);
        if (existing[0]) throw conflict(`Bag number ${existing[0].bagId} is already in your inventory`);
        const donorCodes = [
          ...new Set(body.inventories.flatMap((unit) => (unit.donorId ? [unit.donorId] : []))),
        ];
        const donors = donorCodes.length
          ? await tx
              .select({ id: people.id, code: people.donorCode })
              .from(people)
              .where(inArray(people.donorCode, donorCodes))
          : [];
        const rows = body.inventories.map((unit) => {
          if (unit.collectionDate > day) throw badRequest('The collection date cannot be after today');
          const expiryDate = unit.expiryDate ?? expiryDayOf(unit.component, unit.collectionDate);
          if (expiryDate < unit.collectionDate)
            throw badRequest('The expiry date must be after the collection date');
          if (expiryDate < day) throw badRequest(`Bag ${unit.bagId} has already expired`);
          return {
            institutionId: ctx.institutionId,
            originInstitutionId: ctx.institutionId,
            bagId: unit.bagId,
            donorCode: unit.donorId || null,
            personId: donors.find((d) => d.code === unit.donorId)?.id ?? null,
            bloodGroup: unit.bloodGroup,
            component: unit.component,
            volumeMl: unit.volume,
            massG: unit.mass ?? null,
            storedIn: unit.storedIn,
            collectionDate: unit.collectionDate,
            expiryDate,
            state: unit.screeningDone ? ('available' as const) : ('quarantined' as const),
            screening: unit.screeningDone ? ('declared' as const) : ('pending' as const),
            addedBy: ctx.userId,
          };
        });
        const added = await insertUnits(tx, rows);
        await appendUnitEvents(
          tx,
          ctx,
          added.map((unit) => ({
            unitId: unit.id,
            action: 'added',
            fromState: null,
            toState: unit.state,
            details: { screening: unit.screening },
          })),
        );
        return added.map((unit) => unit.id);
      });
      return answer(ids, MESSAGES.added);
    },

    async changeStatus(ctx: InstitutionContext, body: ChangeStatus): Promise<Changed> {
      const message = await inTransaction(async (tx) => {
        switch (body.type) {
          case 'issue':
            return issue(tx, ctx, body);
          case 'transfer':
            return transfer(tx, ctx, body);
          case 'process':
            return sendToProcessing(tx, ctx, body);
          case 'dispose': {
            const units = await lockChangeable(tx, ctx, body.inventoryIds, (_unit, state) =>
              disposeRefusal({ state }),
            );
            await dispose(tx, ctx, units, body.reason, body.comment);
            return disposedMessage(units);
          }
        }
      });
      return answer(body.inventoryIds, message);
    },

    /** The receipt: only the receiver of a transfer in process accepts or declines it. */
    async confirmTransfer(ctx: InstitutionContext, body: TransferConfirm): Promise<Changed> {
      await inTransaction(async (tx) => {
        const rows = await tx
          .select()
          .from(u)
          .where(inArray(u.id, body.ids))
          .orderBy(asc(u.id))
          .for('update');
        for (const id of body.ids) {
          const unit = rows.find((row) => row.id === id);
          // Neither its holder nor its receiver: not there, like a missing one.
          if (
            !unit ||
            (unit.institutionId !== ctx.institutionId && unit.transferToId !== ctx.institutionId)
          ) {
            throw notFound('Unit');
          }
          if (unit.state !== 'inTransfer' || unit.transferToId !== ctx.institutionId) {
            throw refuse(
              unit,
              unit.state === 'inTransfer'
                ? 'Only the receiving institution can accept or decline it'
                : 'is not waiting for your receipt',
            );
          }
        }
        const now = new Date();
        const accepted = body.state === 'Accepted';
        // The history names the other end as it is called today: the sender on acceptance, the receiver on decline.
        const names = new Map(
          (
            await tx
              .select({ id: institutions.id, name: institutions.name })
              .from(institutions)
              .where(inArray(institutions.id, [ctx.institutionId, ...rows.map((unit) => unit.institutionId)]))
          ).map((row) => [row.id, row.name]),
        );
        const changes: UnitChange[] = rows.map((unit) => ({
          unitId: unit.id,
          action: accepted ? 'transfer-accepted' : 'transfer-declined',
          fromState: 'inTransfer',
          toState: 'available',
          counterpartId: unit.institutionId,
          reason: body.comment || null,
          details: { counterpart: names.get(accepted ? unit.institutionId : ctx.institutionId) ?? '' },
        }));
        const clearTransfer = {
          state: 'available' as const,
          transferToId: null,
          transferSentAt: null,
          transferDeliveryType: null,
          transferComments: null,
          transferDetails: null,
          updatedAt: now,
        };
        if (body.state === 'Accepted') {
          await tx
            .update(u)
            .set({
              ...clearTransfer,
              institutionId: ctx.institutionId,
              receivedFromId: sql`${u.institutionId}`,
              receivedOn: now,
            })
            .where(inArray(u.id, body.ids));
        } else {
          await tx.update(u).set(clearTransfer).where(inArray(u.id, body.ids));
        }
        await appendUnitEvents(tx, ctx, changes);
      });
      return answer(body.ids, body.state === 'Accepted' ? MESSAGES.transferred : MESSAGES.inventoryDeclined);
    },

    async changeInProcessing(ctx: InstitutionContext, body: InProcessingChange): Promise<Changed> {
      let ids = body.inventoryIds;
      const message = await inTransaction(async (tx) => {
        const units = await lockHeld(tx, ctx, body.inventoryIds);
        for (const unit of units) {
          if (unit.state !== 'inProcessing') throw refuse(unit, 'is not in processing');
        }
        if (body.type === 'dispose') {
          if (!body.reason) throw badRequest('Choose why the units are disposed');
          await dispose(tx, ctx, units, body.reason, body.comment);
          return disposedMessage(units);
        }
        if (body.type === 'returnToInventory') {
          await changeUnits(
            tx,
            ctx,
            units,
            { state: 'available', processingSince: null, processingPlan: null },
            () => ({ action: 'returned', fromState: 'inProcessing', toState: 'available' }),
          );
          return `${units.length} units returned to inventory`;
        }
        ids = await recordComponents(tx, ctx, units, body);
        return MESSAGES.stockUpdated;
      });
      return answer(ids, message);
    },

    async unit(ctx: InstitutionContext, id: string) {
      const row = await repository.findVisible(ctx.institutionId, eq(u.id, id));
      if (!row) throw notFound('Unit');
      const day = today();
      const [record] = await db.select({ parentId: u.parentId }).from(u).where(eq(u.id, id));
      const parentId = record?.parentId ?? null;
      const [parent] = parentId
        ? await db
            .select({ _id: u.id, bagId: u.bagId, component: u.component })
            .from(u)
            .where(eq(u.id, parentId))
        : [];
      const components = await db
        .select({ _id: u.id, bagId: u.bagId, component: u.component })
        .from(u)
        .where(eq(u.parentId, id))
        .orderBy(asc(u.bagId));
      // A component's life starts with its parent's: the donation, the tests, the processing.
      const history = await readUnitHistory(
        db,
        id,
        parent ? { id: parent._id, bagId: parent.bagId } : undefined,
      );
      return {
        data: {
          ...toInventoryUnit(row, day),
          heldBy: row.holderName,
          mine: row.institutionId === ctx.institutionId,
          parent: parent ?? null,
          components,
        },
        history,
      };
    },

    /** A bag or unit number typed or scanned: the caller's own units first, then ones it can see. */
    async lookup(ctx: InstitutionContext, query: UnitLookup) {
      const code = query.code.trim();
      const matches = or(
        eq(sql`lower(${u.bagId})`, code.toLowerCase()),
        eq(u.unitNumber, code.toUpperCase().replace(/\s+/g, '')),
      );
      const row =
        (await repository.findVisible(
          ctx.institutionId,
          and(matches, eq(u.institutionId, ctx.institutionId)),
        )) ?? (await repository.findVisible(ctx.institutionId, matches));
      if (!row) {
        // The check character exists to catch a mistyped or misread number: say so, rather than "no unit".
        const typed = code.toUpperCase().replace(/\s+/g, '');
        if (/^RS[0-9A-Z]{11}[0-9A-Z*]$/.test(typed) && !isValidUnitNumber(typed))
          throw badRequest(
            `The check character of unit number ${code} is wrong: scan it again or check each character`,
          );
        throw new AppError(404, `No unit with the number ${code}`);
      }
      return toInventoryUnit(row, today());
    },

    /** Where units may be transferred: approved, active blood centres other than the caller, nearest first. */
    async transferTargets(ctx: InstitutionContext, query: TransferTargetQuery) {
      const [me] = await db
        .select({ earth: institutions.earth })
        .from(institutions)
        .where(eq(institutions.id, ctx.institutionId));
      const here = me?.earth ? sql`${me.earth}::cube` : null;
      const name = query.name?.trim().toLowerCase();
      const rows = await db
        .select({
          id: institutions.id,
          name: institutions.name,
          type: institutions.type,
          registrationNumber: institutions.registrationNumber,
          address: institutions.addressDescription,
          city: institutions.city,
          distance: here
            ? sql<number | null>`earth_distance(${here}, ${institutions.earth})`
            : sql<number | null>`null::float8`,
        })
        .from(institutions)
        .where(
          and(
            // The partial index's own condition, written as it is, so the nearest-first walk can use it.
            sql`${institutions.status} = 'Confirmed' and ${institutions.type} in ('BloodBank', 'Both')`,
            eq(institutions.accessState, 'Active'),
            ne(institutions.id, ctx.institutionId),
            name ? sql`lower(${institutions.name}) like ${likePattern(name)}` : undefined,
          ),
        )
        // A walk of the spatial index, nearest first; centres without a position come last, by name.
        .orderBy(...(here ? [sql`${institutions.earth} <-> ${here}`] : []), asc(institutions.name))
        .limit(50);
      return rows.map((row) => ({
        _id: row.id,
        registrationNumber: row.registrationNumber ?? '',
        institutionName: row.name,
        institutionType: row.type,
        location: { description: row.address, city: row.city },
        distanceKm: row.distance === null ? null : Math.round(Number(row.distance) / 100) / 10,
      }));
    },
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
