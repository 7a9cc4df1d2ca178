import {
  ADMIN_COUNTRY_CODE,
  ADMIN_FIXED_FIELDS,
  ADMIN_MESSAGES,
  type AdminAction,
  type AdminPermissions,
  type AdminRecord,
  type AdminStatus,
  type addAdminRequestSchema,
  GENDERS,
  grantsBeyond,
  hasFullAdminsPermission,
  MESSAGES,
  type updateAdminRequestSchema,
} from '@raktsetu/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AdminAddress, AdminRow } from '../../db/schema/index.js';
import { recordChange } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { isUuid } from '../../lib/ids.js';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors.js';
import type { AdminContext } from '../../plugins/request-context.js';
import { LINK_TTL_DAYS, type OneTimeCodes } from '../auth/one-time-codes.js';
import type { SessionsRepository } from '../auth/sessions.repository.js';
import type { Mailer } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/mail-templates.js';
import type { AdministratorsRepository, AdminPageQuery } from './administrators.repository.js';

type AddInput = z.output<typeof addAdminRequestSchema>;
type UpdateInput = z.output<typeof updateAdminRequestSchema>;
type PersonalInfo = AddInput['personalInfo'];

const fullName = (row: Pick<AdminRow, 'firstName' | 'lastName'>) => `${row.firstName} ${row.lastName}`.trim();

const genderOf = (value: string | null): AdminRecord['personalInfo']['gender'] =>
  (GENDERS as readonly string[]).includes(value ?? '') ? (value as (typeof GENDERS)[number]) : null;

export function toAdminRecord(row: AdminRow): AdminRecord {
  const address = row.address ?? {};
  return {
    _id: row.id,
    status: ([0, 1, 2] as const).includes(row.status as AdminStatus) ? (row.status as AdminStatus) : 0,
    personalInfo: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      gender: genderOf(row.gender),
      dateOfBirth: row.dateOfBirth,
      mobileNumber: row.mobileNumber,
      countryCode: row.countryCode,
      addressDetails: {
        country: address.country ?? '',
        address: address.address ?? '',
        state: address.state ?? '',
        district: address.district ?? '',
        city: address.city ?? '',
        zipCode: address.zipCode ?? '',
        updatedAt: new Date(row.updatedAt).toISOString(),
      },
    },
    permissions: row.permissions,
    addedAt: new Date(row.addedAt).toISOString(),
  };
}

function addressOf(info: Pick<PersonalInfo, 'addressDetails'>): AdminAddress {
  const { country, address, state, district, city, zipCode } = info.addressDetails;
  return { country, address, state, district, city: city ?? '', zipCode: zipCode ?? '' };
}

/** What the audit keeps of an administrator: who they are and what they may do (no password, ever). */
function snapshot(row: AdminRow) {
  const record = toAdminRecord(row);
  const { updatedAt: _updatedAt, ...addressDetails } = record.personalInfo.addressDetails;
  return {
    status: record.status,
    personalInfo: { ...record.personalInfo, addressDetails },
    permissions: record.permissions,
  };
}

/** The fields of two snapshots that differ, as `{ before, after }` holding only those. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key];
    const b = after[key];
    if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a)) {
      const inner = changes(a as Record<string, unknown>, b as Record<string, unknown>);
      if (Object.keys(inner.before).length > 0) {
        was[key] = inner.before;
        now[key] = inner.after;
      }
    } else if (JSON.stringify(a) !== JSON.stringify(b)) {
      was[key] = a ?? null;
      now[key] = b ?? null;
    }
  }
  return { before: was, after: now };
}

/** A fixed field as stored and as sent, compared the way the form shows it. */
function sameFixed(row: AdminRow, field: (typeof ADMIN_FIXED_FIELDS)[number], sent: unknown): boolean {
  if (sent === undefined) return true;
  switch (field) {
    case 'email':
      return String(sent).toLowerCase() === row.email.toLowerCase();
    case 'gender':
      return (sent ?? null) === genderOf(row.gender);
    case 'dateOfBirth':
      return sent === row.dateOfBirth;
    default:
      return String(sent).trim() === row[field].trim();
  }
}

interface Deps {
  db: Db;
  repository: AdministratorsRepository;
  codes: OneTimeCodes;
  mailer: Mailer;
  sessions: SessionsRepository;
  publicUrl: string;
}

export function createAdministratorsService(deps: Deps) {
  const { db, repository } = deps;

  /** Refuses permissions the caller does not hold themselves, unless the account already had them. */
  function checkGrant(ctx: AdminContext, current: AdminPermissions | null, next: AdminPermissions) {
    if (grantsBeyond(ctx.permissions, current, next).length > 0)
      throw forbidden(ADMIN_MESSAGES.grantBeyondOwn);
  }

  /**
   * Refuses a change that leaves no active administrator with Full Permission on admins. `holders` are the
   * locked holders before the change; `losing` is whether the target stops being one.
   */
  function keepOneFullAdmin(holders: string[], targetId: string, losing: boolean) {
    if (losing && holders.includes(targetId) && holders.length <= 1)
      throw conflict(ADMIN_MESSAGES.lastFullAdmin);
  }

  async function lockTarget(tx: Db, id: string): Promise<AdminRow> {
    const row = isUuid(id) ? await repository.lock(tx, id) : null;
    if (!row) throw notFound('Administrator');
    return row;
  }

  return {
    async list(query: AdminPageQuery) {
      const { rows, total } = await repository.list(query);
      return { data: rows.map(toAdminRecord), total };
    },

    async details(id: string): Promise<AdminRecord> {
      const row = isUuid(id) ? await repository.findById(id) : null;
      if (!row) throw notFound('Administrator');
      return toAdminRecord(row);
    },

    /**
     * Adds an administrator, pending (0) until they set a password through the mailed link, which makes them
     * active (docs/spec/part-2-operations-and-admin.md §4, §9). The mail is kept in the same transaction: if
     * it cannot be sent, nobody is added and the form can be sent again.
     */
    async add(ctx: AdminContext, input: AddInput): Promise<AdminRecord> {
      checkGrant(ctx, null, input.permissions);
      const info = input.personalInfo;
      try {
        return await db.transaction(async (tx) => {
          if (await repository.emailInUse(tx, info.email)) throw conflict(MESSAGES.mailInUse);
          const row = await repository.insert(tx, {
            email: info.email,
            firstName: info.firstName,
            lastName: info.lastName,
            gender: info.gender ?? null,
            dateOfBirth: info.dateOfBirth,
            mobileNumber: info.mobileNumber,
            countryCode: ADMIN_COUNTRY_CODE,
            address: addressOf(info),
            permissions: input.permissions,
            status: 0,
            passwordHash: null,
          });
          const secret = await deps.codes.issueLink(tx, { kind: 'admin', id: row.id }, 'admin');
          const link = `${deps.publicUrl}/setPassword?id=${encodeURIComponent(secret)}&type=admin`;
          const adder = await repository.findById(ctx.adminId, tx);
          await deps.mailer.send(
            mailTemplates.administratorAdded(
              row.email,
              {
                firstName: row.firstName,
                addedBy: adder ? fullName(adder) : 'A RaktSetu administrator',
                link,
                linkDays: LINK_TTL_DAYS,
              },
              deps.publicUrl,
            ),
            tx,
          );
          await recordChange(tx, ctx, {
            action: 'admin.added',
            subjectType: 'admin',
            subjectId: row.id,
            institutionId: null,
            details: { before: null, after: snapshot(row) },
          });
          return toAdminRecord(row);
        });
      } catch (error) {
        // Two administrators adding the same e-mail at once: the unique index decides.
        if (isUniqueViolation(error)) throw conflict(MESSAGES.mailInUse);
        throw error;
      }
    },

    /**
     * Edit Profile: contact, address and permissions. Names, e-mail, gender and birth date are read-only
     * (docs/spec/part-2-operations-and-admin.md §5); nobody removes their own Full Permission on admins, and
     * the platform keeps at least one active holder of it. The new permissions apply from the target's next
     * call (the request context reads them fresh).
     */
    async update(ctx: AdminContext, input: UpdateInput): Promise<AdminRecord> {
      return db.transaction(async (tx) => {
        const holders = await repository.lockFullAdmins(tx);
        const row = await lockTarget(tx, input.id);
        const changed = ADMIN_FIXED_FIELDS.filter(
          (field) => !sameFixed(row, field, input.personalInfo[field]),
        );
        if (changed.length > 0)
          throw badRequest(ADMIN_MESSAGES.fixedFields, {
            errors: changed.map((field) => ({
              field: `personalInfo.${field}`,
              message: ADMIN_MESSAGES.fixedFields,
            })),
          });
        const next = input.details.permissions;
        const losesFull = hasFullAdminsPermission(row.permissions) && !hasFullAdminsPermission(next);
        if (row.id === ctx.adminId && losesFull) throw forbidden(ADMIN_MESSAGES.ownAdminsPermission);
        checkGrant(ctx, row.permissions, next);
        keepOneFullAdmin(holders, row.id, losesFull);

        const updated = await repository.update(tx, row.id, {
          mobileNumber: input.personalInfo.mobileNumber,
          countryCode: ADMIN_COUNTRY_CODE,
          address: addressOf(input.personalInfo),
          permissions: next,
        });
        const difference = changes(snapshot(row), snapshot(updated));
        await recordChange(tx, ctx, {
          action: 'admin.edited',
          subjectType: 'admin',
          subjectId: row.id,
          institutionId: null,
          details: { admin: { name: fullName(row), email: row.email }, ...difference },
        });
        return toAdminRecord(updated);
      });
    },

    /**
     * Activate (only an inactive one), deactivate (only an active one) or delete
     * (docs/spec/part-2-operations-and-admin.md §4). Deleting needs delete permission on admins. Deactivating
     * and deleting end the administrator's sessions at once; nobody does either to themselves, and the last
     * active holder of Full Permission on admins stays.
     */
    async changeStatus(
      ctx: AdminContext,
      input: { id: string; action: AdminAction },
    ): Promise<{ data: { _id: string; status: AdminStatus | null }; message: string }> {
      if (input.action === 'delete' && !ctx.permissions.admins.delete)
        throw forbidden(ADMIN_MESSAGES.deleteNeedsPermission);
      return db.transaction(async (tx) => {
        const holders = await repository.lockFullAdmins(tx);
        const row = await lockTarget(tx, input.id);
        if (input.action !== 'activate' && row.id === ctx.adminId) throw forbidden(ADMIN_MESSAGES.ownStatus);
        const who = { name: fullName(row), email: row.email };

        if (input.action === 'delete') {
          keepOneFullAdmin(holders, row.id, true);
          await deps.sessions.endAllOf({ kind: 'admin', id: row.id }, 'account-removed', tx);
          await repository.remove(tx, row.id);
          await recordChange(tx, ctx, {
            action: 'admin.deleted',
            subjectType: 'admin',
            subjectId: row.id,
            institutionId: null,
            // The account is gone: the record keeps who it was.
            details: { admin: who, before: snapshot(row), after: null },
          });
          return { data: { _id: row.id, status: null }, message: MESSAGES.adminDeleted };
        }

        const activate = input.action === 'activate';
        if (activate && row.status !== 2) throw conflict(ADMIN_MESSAGES.onlyInactiveActivated);
        if (!activate && row.status !== 1) throw conflict(ADMIN_MESSAGES.onlyActiveDeactivated);
        if (!activate) {
          keepOneFullAdmin(holders, row.id, true);
          await deps.sessions.endAllOf({ kind: 'admin', id: row.id }, 'account-deactivated', tx);
        }
        const status: AdminStatus = activate ? 1 : 2;
        await repository.update(tx, row.id, { status });
        await recordChange(tx, ctx, {
          action: activate ? 'admin.activated' : 'admin.deactivated',
          subjectType: 'admin',
          subjectId: row.id,
          institutionId: null,
          details: { admin: who, before: { status: row.status }, after: { status } },
        });
        return {
          data: { _id: row.id, status },
          message: activate ? MESSAGES.adminActivated : MESSAGES.adminDeactivated,
        };
      });
    },
  };
}

export type AdministratorsService = ReturnType<typeof createAdministratorsService>;
