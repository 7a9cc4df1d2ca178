import {
  type blockPlatformUserSchema,
  indiaToday,
  PLATFORM_USER_MESSAGES,
  type PlatformUser,
  type PlatformUserBlock,
  type PlatformUserDetail,
  type unblockPlatformUserSchema,
} from '@raktsetu/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { recordChange } from '../../lib/audit.js';
import { isUuid } from '../../lib/ids.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import type { AdminContext } from '../../plugins/request-context.js';
import type { SessionsRepository } from '../auth/sessions.repository.js';
import type { FilesService } from '../files/files.service.js';
import {
  isPersonBlockedNow,
  type PlatformUserPageQuery,
  type PlatformUsersRepository,
  type UserRecord,
} from './platform-users.repository.js';

interface Deps {
  db: Db;
  repository: PlatformUsersRepository;
  sessions: SessionsRepository;
  files: FilesService;
}

const NO_COUNTS = { donations: 0, livesSaved: 0, requests: 0 };

function toPlatformUser(
  row: UserRecord,
  counts: { donations: number; livesSaved: number; requests: number },
): PlatformUser {
  const blocked = isPersonBlockedNow(row);
  const place = [row.state, row.zipcode].filter(Boolean).join(' ');
  return {
    _id: row.id,
    donorId: row.donorCode,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    bloodGroup: row.bloodGroup,
    email: row.email,
    countryCode: row.countryCode,
    mobileNumber: row.mobileNumber,
    address: {
      addressLine: row.addressDescription,
      city: row.city,
      fullAddress: [row.addressDescription, row.landmark, row.city, place].filter(Boolean).join(', '),
    },
    dateOfBirth: row.dateOfBirth,
    addedAt: row.addedAt.toISOString(),
    donation: counts.donations,
    livesSaved: counts.livesSaved,
    request: counts.requests,
    isBlocked: blocked,
    isActive: !blocked,
    photo: row.photo,
  };
}

/** The platform's block in force, or null: a lapsed temporary block is history (kept in the audit). */
function blockOf(row: UserRecord): PlatformUserBlock | null {
  if (!isPersonBlockedNow(row) || !row.blockType || !row.blockedAt) return null;
  return {
    type: row.blockType,
    reason: row.blockReason ?? '',
    comment: row.blockComment,
    until: row.blockUntil,
    file: row.blockFile,
    blockedAt: row.blockedAt.toISOString(),
  };
}

/** The block as the audit keeps it before and after a change: what the administrator saw and set. */
function auditedBlock(row: UserRecord) {
  return {
    isBlocked: isPersonBlockedNow(row),
    blockType: row.blockType,
    blockReason: row.blockReason,
    blockComment: row.blockComment,
    blockUntil: row.blockUntil,
    blockFile: row.blockFile,
    blockedAt: row.blockedAt?.toISOString() ?? null,
  };
}

/** `yyyy-mm-dd` of the Indian calendar day `days` after today. */
function indiaDayAfter(days: number, now = new Date()): string {
  return new Date(Date.parse(`${indiaToday(now)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The super administrator's Users (docs/spec/part-2-operations-and-admin.md §2, §4, §5): the platform's
 * people, one page at a time, a person's profile, and the platform's block — which ends the person's
 * mobile-app sessions at once and refuses their sign-in while it lasts.
 */
export function createPlatformUsersService(deps: Deps) {
  const { db, repository } = deps;

  /** Files named in a block or unblock are this administrator's own uploads, never another's guessed. */
  async function checkFile(ctx: AdminContext, file: { location: string } | undefined, tx: Db) {
    if (file && !(await deps.files.allOwnedBy(ctx, [file.location], tx)))
      throw badRequest(PLATFORM_USER_MESSAGES.fileNotYours, {
        errors: [{ field: 'file', message: PLATFORM_USER_MESSAGES.fileNotYours }],
      });
  }

  async function lockUser(tx: Db, id: string) {
    const row = isUuid(id) ? await repository.lockById(tx, id) : null;
    if (!row) throw notFound('User');
    return row;
  }

  return {
    async list(query: PlatformUserPageQuery) {
      const { rows, total, atLeast } = await repository.list(query);
      const counts = await repository.countsOf(rows.map((row) => row.id));
      return {
        data: rows.map((row) => toPlatformUser(row, counts.get(row.id) ?? NO_COUNTS)),
        total,
        ...(atLeast && { atLeast }),
      };
    },

    async detail(id: string): Promise<PlatformUserDetail> {
      const row = isUuid(id) ? await repository.findById(id) : null;
      if (!row) throw notFound('User');
      const counts = (await repository.countsOf([row.id])).get(row.id) ?? NO_COUNTS;
      return { ...toPlatformUser(row, counts), block: blockOf(row) };
    },

    async block(ctx: AdminContext, input: z.output<typeof blockPlatformUserSchema>) {
      return db.transaction(async (tx) => {
        const before = await lockUser(tx, input.donorId);
        if (isPersonBlockedNow(before)) throw conflict(PLATFORM_USER_MESSAGES.alreadyBlocked);
        await checkFile(ctx, input.file, tx);
        const days = input.blockType === 'temporarily' ? Number(input.blockPeriod) : null;
        const after = await repository.setBlock(tx, before.id, {
          blockType: input.blockType,
          blockReason: input.reason || null,
          blockComment: input.comment || null,
          // The last blocked day, counted on India's calendar like every other day here.
          blockUntil: days !== null ? indiaDayAfter(days - 1) : null,
          blockFile: input.file ?? null,
          blockedAt: new Date(),
        });
        // Signed out of the mobile app at once; sign-in is refused while the block lasts (modules/mobile).
        await deps.sessions.endAllOf({ kind: 'person', id: before.id }, 'person-blocked', tx);
        await recordChange(tx, ctx, {
          action: 'person.blocked',
          subjectType: 'person',
          subjectId: before.id,
          institutionId: null,
          details: {
            before: auditedBlock(before),
            after: auditedBlock(after),
            days,
            ...(input.type && { type: input.type }),
          },
        });
        return { data: { _id: after.id, isBlocked: true }, message: PLATFORM_USER_MESSAGES.blocked };
      });
    },

    async unblock(ctx: AdminContext, input: z.output<typeof unblockPlatformUserSchema>) {
      return db.transaction(async (tx) => {
        const before = await lockUser(tx, input.donorId);
        if (!isPersonBlockedNow(before)) throw conflict(PLATFORM_USER_MESSAGES.notBlocked);
        await checkFile(ctx, input.file, tx);
        const after = await repository.setBlock(tx, before.id, {
          blockType: null,
          blockReason: null,
          blockComment: null,
          blockUntil: null,
          blockFile: null,
          blockedAt: null,
        });
        await recordChange(tx, ctx, {
          action: 'person.unblocked',
          subjectType: 'person',
          subjectId: before.id,
          institutionId: null,
          details: {
            before: auditedBlock(before),
            after: auditedBlock(after),
            reason: input.reason,
            ...(input.comment && { comment: input.comment }),
            ...(input.file && { file: input.file }),
            ...(input.blockedForDays !== undefined && { blockedForDays: input.blockedForDays }),
            ...(input.type && { type: input.type }),
          },
        });
        return { data: { _id: after.id, isBlocked: false }, message: PLATFORM_USER_MESSAGES.unblocked };
      });
    },
  };
}

export type PlatformUsersService = ReturnType<typeof createPlatformUsersService>;
