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
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inventoryUnits, people, uploadParts, uploads } from '../../db/schema/index.js';
import { recordChange } from '../../lib/audit.js';
import { newDonorCode } from '../../lib/identity.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import type { InstitutionContext } from '../../plugins/request-context.js';

/** Rows of one lookup by a list of keys. */
const BATCH = 1_000;
/** Rows of one set-based INSERT (one jsonb parameter). */
const SET_BATCH = 5_000;

/** The rows of a raw query, whichever driver answered (node-postgres or PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

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
    for (const batch of inBatches(fresh, SET_BATCH)) {
      const values = batch.map(({ value }) => ({
        bag_id: value.bagId,
        donor_code: value.donorId,
        person_id: value.donorId ? (donorIds.get(value.donorId) ?? null) : null,
        blood_group: value.bloodGroup,
        component: value.component,
        volume_ml: value.volume,
        stored_in: value.storedIn,
        collection_date: value.collectionDate,
        expiry_date: value.expiryDate,
        state: value.screeningDone ? 'available' : 'quarantined',
        screening: value.screeningDone ? 'declared' : 'pending',
      }));
      // One statement and one parameter for thousands of rows (a row per parameter list is several times
      // slower). A bag another upload or desk stored a moment ago is skipped by the unique index, refused below.
      // Rows go in key order: two uploads sharing rows then wait for each other instead of deadlocking.
      const made = await tx.execute(sql`
        insert into inventory_units (institution_id, origin_institution_id, bag_id, donor_code, person_id,
          blood_group, component, volume_ml, stored_in, collection_date, expiry_date, state, screening, added_by)
        select ${ctx.institutionId}, ${ctx.institutionId}, r.bag_id, r.donor_code, r.person_id, r.blood_group,
          r.component, r.volume_ml, r.stored_in, r.collection_date, r.expiry_date, r.state, r.screening, ${ctx.userId}
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as r(bag_id text, donor_code text, person_id uuid,
          blood_group text, component text, volume_ml integer, stored_in text, collection_date date,
          expiry_date date, state text, screening text)
        order by lower(r.bag_id)
        on conflict do nothing
        returning id, bag_id, state`);
      const rowsMade = rowsOf<{ id: string; bag_id: string; state: string }>(made);
      const madeBags = new Set(rowsMade.map((unit) => unit.bag_id.toLowerCase()));
      for (const { row, value } of batch)
        if (!madeBags.has(value.bagId.toLowerCase()))
          refused.push({ row, reasons: [`Bag number ${value.bagId} is already in your inventory`] });
      // Each unit's history starts with its arrival by upload (docs/decisions/0044).
      await tx.execute(sql`
        insert into unit_events (unit_id, institution_id, actor_kind, actor_id, action, from_state, to_state, details)
        select r.id, ${ctx.institutionId}, 'user', ${ctx.userId}, 'added', null, r.state,
          jsonb_build_object('screening', case when r.state = 'available' then 'declared' else 'pending' end,
            'source', 'upload')
        from jsonb_to_recordset(${JSON.stringify(rowsMade.map(({ id, state }) => ({ id, state })))}::jsonb)
          as r(id uuid, state text)`);
      added += rowsMade.length;
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
      // Both keys in one round trip, each list one jsonb parameter, each side an index scan.
      const mobiles = JSON.stringify(batch.map(({ value }) => value.mobileNumber));
      const emails = JSON.stringify(batch.map(({ value }) => value.email));
      const found = rowsOf<{ id: string; mobile: string | null; email: string | null }>(
        await tx.execute(sql`
          select id, mobile_number as mobile, lower(email) as email from people
          where mobile_number in (select jsonb_array_elements_text(${mobiles}::jsonb))
             or lower(email) in (select jsonb_array_elements_text(${emails}::jsonb))`),
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

    for (const batch of inBatches(donors, SET_BATCH)) {
      let missing = await findExisting(batch);
      // A donor code drawn twice, or a person another desk stored a moment ago, is skipped by the unique
      // indexes; the next round links the latter and draws new codes for the former. People go in by mobile
      // number, so two uploads sharing people wait for each other instead of deadlocking.
      for (let round = 0; missing.length > 0; round++) {
        if (round === 5) throw conflict('Donor IDs could not be drawn; upload the file again');
        const values = missing.map(({ value }) => {
          const lastDonationType = value.lastDonationDate ? 'wholeBlood' : null;
          return {
            donor_code: newDonorCode(),
            first_name: value.firstName,
            last_name: value.lastName,
            gender: value.gender,
            date_of_birth: value.dateOfBirth,
            blood_group: value.bloodGroup,
            mobile_number: value.mobileNumber,
            email: value.email,
            height_cm: value.height,
            weight_kg: value.weight,
            last_donation_date: value.lastDonationDate,
            last_donation_component: value.lastDonationComponent,
            last_donation_type: lastDonationType,
            next_eligible_on: nextEligibleDay({
              gender: value.gender,
              lastDonationDate: value.lastDonationDate,
              lastDonationType,
            }),
          };
        });
        const made = rowsOf<{ id: string; mobile: string }>(
          await tx.execute(sql`
            insert into people (donor_code, first_name, last_name, gender, date_of_birth, blood_group, mobile_number,
              email, height_cm, weight_kg, last_donation_date, last_donation_component, last_donation_type,
              next_eligible_on, source)
            select r.donor_code, r.first_name, r.last_name, r.gender, r.date_of_birth, r.blood_group,
              r.mobile_number, r.email, r.height_cm, r.weight_kg, r.last_donation_date,
              r.last_donation_component, r.last_donation_type, r.next_eligible_on, 'institution'
            from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as r(donor_code text, first_name text,
              last_name text, gender text, date_of_birth date, blood_group text, mobile_number text, email text,
              height_cm real, weight_kg real, last_donation_date date, last_donation_component text,
              last_donation_type text, next_eligible_on date)
            order by r.mobile_number
            on conflict do nothing
            returning id, mobile_number as mobile`),
        );
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
    for (const batch of inBatches(rowsWithPerson, SET_BATCH)) {
      const persons = batch.map(({ row }) => personOf.get(row) as string);
      await tx.execute(sql`
        insert into institution_donors (institution_id, person_id, added_here, donor_type, added_by)
        select ${ctx.institutionId}, r.person_id::uuid, true, 'institution', ${ctx.userId}
        from jsonb_array_elements_text(${JSON.stringify(persons)}::jsonb) as r(person_id)
        order by r.person_id
        on conflict do nothing`);
    }
    return { added: rowsWithPerson.length - linkedRows.size, linked: linkedRows.size, refused };
  }

  /** Stores every valid row of the upload in the caller's transaction; the staged rows go. */
  async function store(tx: Db, ctx: InstitutionContext, kind: UploadKind, uploadId: string) {
    const parts = await tx
      .select({ rows: uploadParts.rows })
      .from(uploadParts)
      .where(eq(uploadParts.uploadId, uploadId))
      .orderBy(asc(uploadParts.part));
    const staged = parts.flatMap((part) => part.rows).sort((a, b) => a.row - b.row);
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
    await tx.delete(uploadParts).where(eq(uploadParts.uploadId, uploadId));
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
        const rows = checked.map(({ row, checked }) => ({
          row,
          value: checked.ok ? (checked.value as unknown as Record<string, unknown>) : null,
          reasons: checked.ok ? null : checked.reasons,
        }));
        await tx
          .insert(uploadParts)
          .values({ uploadId: upload.id, part: part.part, rows })
          .onConflictDoUpdate({ target: [uploadParts.uploadId, uploadParts.part], set: { rows } });
        if (part.part < part.parts) return { refused, stored: null };

        const [{ parts } = { parts: 0 }] = await tx
          .select({ parts: sql<number>`count(*)::int` })
          .from(uploadParts)
          .where(eq(uploadParts.uploadId, upload.id));
        if (parts < part.parts) throw badRequest('A part of this upload is missing; upload the file again');
        return store(tx, ctx, kind, upload.id);
      });
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;

/** The success popup's words (the spec shows the server's message), counts grouped the Indian way. */
export const uploadMessage = (kind: UploadKind, stored: Stored): string => {
  const count = (n: number) => n.toLocaleString('en-IN');
  const parts = [`${count(stored.added)} ${kind === 'inventory' ? 'units' : 'donors'} added`];
  if (kind === 'donors' && stored.linked > 0)
    parts.push(`${count(stored.linked)} already on RaktSetu linked`);
  if (stored.refused > 0) parts.push(`${count(stored.refused)} rows refused`);
  return `${parts.join(', ')}.`;
};
