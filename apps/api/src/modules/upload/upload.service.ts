import {
  checkDonorRow,
  checkInventoryRow,
  nextEligibleDay,
  type RefusedRow,
  repeatedRows,
  type UploadAnswer,
  type UploadDonor,
  type UploadKind,
  type UploadPart,
  type UploadUnit,
} from '@raktsetu/contract';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { institutionDonors, inventoryUnits, people, uploadRows, uploads } from '../../db/schema/index.js';
import { recordChange } from '../../lib/audit.js';
import { newDonorCode } from '../../lib/identity.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import { appendUnitEvents } from '../inventory/unit-history.js';

/** Rows of one multi-row INSERT: well under PostgreSQL's 65,535 parameters for every table here. */
const BATCH = 1_000;

/** Parts of an upload never finished are swept after this long. */
const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

type Staged = { row: number; value: UploadUnit | UploadDonor };
type Stored = NonNullable<UploadAnswer['stored']>;

function inBatches<T>(items: readonly T[], size = BATCH): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/**
 * The spreadsheet upload (docs/spec/part-2-operations-and-admin.md §2, §5; docs/decisions/0049). Each part's
 * rows are checked again here (the browser's preview is never trusted) and kept aside; the last part stores
 * every valid row of the whole upload in one transaction, with multi-row inserts, or nothing.
 */
export function createUploadService({ db }: { db: Db }) {
  const check = (kind: UploadKind, cells: Record<string, string | null>) =>
    kind === 'inventory' ? checkInventoryRow(cells) : checkDonorRow(cells);

  /** The upload this part belongs to, made on its first part; another institution's id is not found. */
  async function uploadFor(tx: Db, ctx: InstitutionContext, kind: UploadKind, part: UploadPart) {
    await tx
      .insert(uploads)
      .values({
        id: part.uploadId,
        institutionId: ctx.institutionId,
        userId: ctx.userId,
        kind,
        parts: part.parts,
      })
      .onConflictDoNothing();
    const [upload] = await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, part.uploadId), eq(uploads.institutionId, ctx.institutionId)))
      .for('update');
    if (!upload || upload.kind !== kind) throw notFound('Upload');
    if (upload.parts !== part.parts)
      throw badRequest('The parts of this upload do not match; upload the file again');
    return upload;
  }

  async function storeUnits(tx: Db, ctx: InstitutionContext, rows: Staged[]) {
    const units = rows as { row: number; value: UploadUnit }[];
    const refused: RefusedRow[] = [];
    const inStock = new Set<string>();
    for (const batch of inBatches(units, 5_000)) {
      const found = await tx
        .select({ bag: sql<string>`lower(${inventoryUnits.bagId})` })
        .from(inventoryUnits)
        .where(
          and(
            eq(inventoryUnits.originInstitutionId, ctx.institutionId),
            inArray(
              sql`lower(${inventoryUnits.bagId})`,
              batch.map(({ value }) => value.bagId.toLowerCase()),
            ),
          ),
        );
      for (const { bag } of found) inStock.add(bag);
    }
    const fresh = units.filter(({ row, value }) => {
      if (!inStock.has(value.bagId.toLowerCase())) return true;
      refused.push({ row, reasons: [`Bag number ${value.bagId} is already in your inventory`] });
      return false;
    });
    const codes = [...new Set(fresh.flatMap(({ value }) => (value.donorId ? [value.donorId] : [])))];
    const donorIds = new Map<string, string>();
    for (const batch of inBatches(codes, 5_000)) {
      const found = await tx
        .select({ id: people.id, code: people.donorCode })
        .from(people)
        .where(inArray(people.donorCode, batch));
      for (const donor of found) donorIds.set(donor.code, donor.id);
    }
    let added = 0;
    for (const batch of inBatches(fresh)) {
      // A bag another upload or desk stored a moment ago is skipped by the unique index and refused below.
      const made = await tx
        .insert(inventoryUnits)
        .values(
          batch.map(({ value }) => ({
            institutionId: ctx.institutionId,
            originInstitutionId: ctx.institutionId,
            bagId: value.bagId,
            donorCode: value.donorId,
            personId: value.donorId ? (donorIds.get(value.donorId) ?? null) : null,
            bloodGroup: value.bloodGroup,
            component: value.component,
            volumeMl: value.volume,
            storedIn: value.storedIn,
            collectionDate: value.collectionDate,
            expiryDate: value.expiryDate,
            state: value.screeningDone ? ('available' as const) : ('quarantined' as const),
            screening: value.screeningDone ? ('declared' as const) : ('pending' as const),
            addedBy: ctx.userId,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: inventoryUnits.id, bagId: inventoryUnits.bagId, state: inventoryUnits.state });
      const madeBags = new Set(made.map((unit) => unit.bagId.toLowerCase()));
      for (const { row, value } of batch)
        if (!madeBags.has(value.bagId.toLowerCase()))
          refused.push({ row, reasons: [`Bag number ${value.bagId} is already in your inventory`] });
      await appendUnitEvents(
        tx,
        ctx,
        made.map((unit) => ({
          unitId: unit.id,
          action: 'added',
          fromState: null,
          toState: unit.state,
          details: { screening: unit.state === 'available' ? 'declared' : 'pending', source: 'upload' },
        })),
      );
      added += made.length;
    }
    return { added, linked: 0, refused };
  }

  async function storeDonors(tx: Db, ctx: InstitutionContext, rows: Staged[]) {
    const donors = rows as { row: number; value: UploadDonor }[];
    const refused: RefusedRow[] = [];
    /** The person each row stands for, found on the platform or stored now. */
    const personOf = new Map<number, string>();
    const linkedRows = new Set<number>();

    async function findExisting(batch: { row: number; value: UploadDonor }[]) {
      const found = await tx
        .select({
          id: people.id,
          mobile: people.mobileNumber,
          email: sql<string | null>`lower(${people.email})`,
        })
        .from(people)
        .where(
          or(
            inArray(
              people.mobileNumber,
              batch.map(({ value }) => value.mobileNumber),
            ),
            inArray(
              sql`lower(${people.email})`,
              batch.map(({ value }) => value.email),
            ),
          ),
        );
      const byMobile = new Map(found.flatMap((p) => (p.mobile ? [[p.mobile, p.id] as const] : [])));
      const byEmail = new Map(found.flatMap((p) => (p.email ? [[p.email, p.id] as const] : [])));
      const missing: typeof batch = [];
      for (const donor of batch) {
        const mobileMatch = byMobile.get(donor.value.mobileNumber);
        const emailMatch = byEmail.get(donor.value.email);
        if (mobileMatch && emailMatch && mobileMatch !== emailMatch) {
          refused.push({
            row: donor.row,
            reasons: ['The mobile number and the e-mail belong to two different people on RaktSetu'],
          });
        } else if (mobileMatch ?? emailMatch) {
          personOf.set(donor.row, (mobileMatch ?? emailMatch) as string);
          linkedRows.add(donor.row);
        } else missing.push(donor);
      }
      return missing;
    }

    for (const batch of inBatches(donors)) {
      let missing = await findExisting(batch);
      // A donor code drawn twice, or a person another desk stored a moment ago, is skipped by the unique
      // indexes; the next round links the latter and draws new codes for the former.
      for (let round = 0; missing.length > 0; round++) {
        if (round === 5) throw conflict('Donor IDs could not be drawn; upload the file again');
        const made = await tx
          .insert(people)
          .values(
            missing.map(({ value }) => {
              const lastDonationType = value.lastDonationDate ? ('wholeBlood' as const) : null;
              return {
                donorCode: newDonorCode(),
                firstName: value.firstName,
                lastName: value.lastName,
                gender: value.gender,
                dateOfBirth: value.dateOfBirth,
                bloodGroup: value.bloodGroup,
                mobileNumber: value.mobileNumber,
                email: value.email,
                heightCm: value.height,
                weightKg: value.weight,
                lastDonationDate: value.lastDonationDate,
                lastDonationComponent: value.lastDonationComponent,
                lastDonationType,
                nextEligibleOn: nextEligibleDay({
                  gender: value.gender,
                  lastDonationDate: value.lastDonationDate,
                  lastDonationType,
                }),
                source: 'institution' as const,
              };
            }),
          )
          .onConflictDoNothing()
          .returning({ id: people.id, mobile: people.mobileNumber });
        const madeByMobile = new Map(made.map((person) => [person.mobile, person.id]));
        const still = missing.filter(({ row, value }) => {
          const id = madeByMobile.get(value.mobileNumber);
          if (id) personOf.set(row, id);
          return !id;
        });
        missing = still.length > 0 ? await findExisting(still) : [];
      }
    }

    const rowsWithPerson = donors.filter(({ row }) => personOf.has(row));
    for (const batch of inBatches(rowsWithPerson)) {
      await tx
        .insert(institutionDonors)
        .values(
          batch.map(({ row }) => ({
            institutionId: ctx.institutionId,
            personId: personOf.get(row) as string,
            addedHere: true,
            donorType: 'institution',
            addedBy: ctx.userId,
          })),
        )
        .onConflictDoNothing();
    }
    return { added: rowsWithPerson.length - linkedRows.size, linked: linkedRows.size, refused };
  }

  /** Stores every valid row of the upload in the caller's transaction; the staged rows go. */
  async function store(tx: Db, ctx: InstitutionContext, kind: UploadKind, uploadId: string) {
    const staged = await tx
      .select({ row: uploadRows.rowNo, value: uploadRows.value, reasons: uploadRows.reasons })
      .from(uploadRows)
      .where(eq(uploadRows.uploadId, uploadId))
      .orderBy(asc(uploadRows.rowNo));
    const refused: RefusedRow[] = staged.flatMap(({ row, reasons }) => (reasons ? [{ row, reasons }] : []));
    const valid = staged.flatMap(({ row, value }) =>
      value ? [{ row, value: value as unknown as Staged['value'] }] : [],
    );
    const repeated = repeatedRows(kind, valid);
    for (const [row, reason] of repeated) refused.push({ row, reasons: [reason] });
    const unique = valid.filter(({ row }) => !repeated.has(row));
    const outcome =
      kind === 'inventory' ? await storeUnits(tx, ctx, unique) : await storeDonors(tx, ctx, unique);
    refused.push(...outcome.refused);
    refused.sort((a, b) => a.row - b.row);
    const stored: Stored = { added: outcome.added, linked: outcome.linked, refused: refused.length };
    await tx.delete(uploadRows).where(eq(uploadRows.uploadId, uploadId));
    await tx.update(uploads).set({ storedAt: new Date(), result: stored }).where(eq(uploads.id, uploadId));
    await recordChange(tx, ctx, {
      action: kind === 'inventory' ? 'inventory.uploaded' : 'donors.uploaded',
      subjectType: kind === 'inventory' ? 'unit' : 'donor',
      details: { uploadId, ...stored },
    });
    return { refused, stored };
  }

  return {
    /** One part: its rows checked and kept aside; the last part stores the whole upload. */
    async part(ctx: InstitutionContext, kind: UploadKind, part: UploadPart): Promise<UploadAnswer> {
      if (part.part > part.parts) throw badRequest('This part is not one of the upload');
      // With no scheduler yet, a new upload sweeps the institution's abandoned ones (kept a day, then gone).
      if (part.part === 1)
        await db
          .delete(uploads)
          .where(
            and(
              eq(uploads.institutionId, ctx.institutionId),
              isNull(uploads.storedAt),
              lt(uploads.startedAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
            ),
          );
      return db.transaction(async (tx) => {
        const upload = await uploadFor(tx, ctx, kind, part);
        if (upload.storedAt) {
          // The answer to a last part was lost and the browser asks again: the same answer, stored once.
          if (part.part === part.parts && upload.result) return { refused: [], stored: upload.result };
          throw conflict('This upload was already stored');
        }
        const checked = part.rows.map(({ row, cells }) => ({ row, checked: check(kind, cells) }));
        const refused = checked.flatMap(({ row, checked }) =>
          checked.ok ? [] : [{ row, reasons: checked.reasons }],
        );
        // A part sent again (a retry) replaces its earlier copy.
        await tx
          .delete(uploadRows)
          .where(and(eq(uploadRows.uploadId, upload.id), eq(uploadRows.part, part.part)));
        for (const batch of inBatches(checked)) {
          if (batch.length === 0) continue;
          await tx
            .insert(uploadRows)
            .values(
              batch.map(({ row, checked }) => ({
                uploadId: upload.id,
                rowNo: row,
                part: part.part,
                value: checked.ok ? (checked.value as unknown as Record<string, unknown>) : null,
                reasons: checked.ok ? null : checked.reasons,
              })),
            )
            .onConflictDoUpdate({
              target: [uploadRows.uploadId, uploadRows.rowNo],
              set: { part: sql`excluded.part`, value: sql`excluded.value`, reasons: sql`excluded.reasons` },
            });
        }
        if (part.part < part.parts) return { refused, stored: null };

        const [{ parts } = { parts: 0 }] = await tx
          .select({ parts: sql<number>`count(distinct ${uploadRows.part})::int` })
          .from(uploadRows)
          .where(eq(uploadRows.uploadId, upload.id));
        if (parts < part.parts) throw badRequest('A part of this upload is missing; upload the file again');
        return store(tx, ctx, kind, upload.id);
      });
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;

export const uploadMessage = (kind: UploadKind, stored: Stored): string => {
  const what = kind === 'inventory' ? 'units' : 'donors';
  const parts = [`${stored.added} ${what} added`];
  if (kind === 'donors' && stored.linked > 0) parts.push(`${stored.linked} already on RaktSetu linked`);
  if (stored.refused > 0) parts.push(`${stored.refused} rows refused`);
  return `${parts.join(', ')}.`;
};
