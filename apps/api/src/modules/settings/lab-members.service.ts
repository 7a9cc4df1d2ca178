import {
  type AddKeyMember,
  KEY_MEMBER_MESSAGES,
  LAB_MEMBER_DESIGNATION,
  type LabMember,
} from '@raktsetu/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { institutions, type UserRow, users } from '../../db/schema/index.js';
import { recordChange } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { isUuid } from '../../lib/ids.js';
import { conflict, notFound } from '../../plugins/errors.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import type { OneTimeCodes } from '../auth/one-time-codes.js';
import type { SessionsRepository } from '../auth/sessions.repository.js';
import type { Mailer } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/mail-templates.js';

interface Deps {
  db: Db;
  codes: OneTimeCodes;
  mailer: Mailer;
  sessions: SessionsRepository;
  publicUrl: string;
}

function toLabMember(row: UserRow): LabMember {
  return {
    _id: row.id,
    labName: row.labName ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    designation: LAB_MEMBER_DESIGNATION,
    confirmed: row.passwordHash !== null,
    addedAt: row.addedAt.toISOString(),
  };
}

const labMembersOf = (institutionId: string) =>
  and(
    eq(users.institutionId, institutionId),
    eq(users.designation, LAB_MEMBER_DESIGNATION),
    eq(users.isActive, true),
  );

/**
 * A blood centre's lab members (docs/spec/part-2-operations-and-admin.md §2 Settings, step 1; §5 "Add lab";
 * docs/decisions/0047, 0049): each signs in with their own e-mail and sees only the lab screens.
 */
export function createLabMembersService({ db, codes, mailer, sessions, publicUrl }: Deps) {
  return {
    async list(ctx: InstitutionContext): Promise<LabMember[]> {
      const rows = await db
        .select()
        .from(users)
        .where(labMembersOf(ctx.institutionId))
        .orderBy(asc(users.addedAt), asc(users.id));
      return rows.map(toLabMember);
    },

    /**
     * Adds a lab member and mails them a link to set their password. An e-mail that signs in anywhere on
     * RaktSetu is refused with the spec's message; a lab member this centre removed earlier comes back.
     */
    async add(ctx: InstitutionContext, input: Required<Omit<AddKeyMember, 'designation'>>) {
      const email = input.email.toLowerCase();
      try {
        return await db.transaction(async (tx) => {
          const [taken] = await tx
            .select()
            .from(users)
            .where(sql`lower(${users.email}) = ${email}`)
            .for('update')
            .limit(1);
          const removedHere =
            taken &&
            !taken.isActive &&
            taken.institutionId === ctx.institutionId &&
            taken.designation === LAB_MEMBER_DESIGNATION;
          if (taken && !removedHere) throw conflict(KEY_MEMBER_MESSAGES.emailInUse);
          const values = {
            labName: input.labName,
            firstName: input.firstName,
            lastName: input.lastName,
            designation: LAB_MEMBER_DESIGNATION,
            isActive: true,
            // A returning member sets a new password through the new link; the old one is not revived.
            passwordHash: null,
            updatedAt: new Date(),
          };
          const [member] = taken
            ? await tx.update(users).set(values).where(eq(users.id, taken.id)).returning()
            : await tx
                .insert(users)
                .values({ ...values, institutionId: ctx.institutionId, email: input.email })
                .returning();
          if (!member) throw new Error('lab member was not stored');
          const [centre] = await tx
            .select({ name: institutions.name })
            .from(institutions)
            .where(eq(institutions.id, ctx.institutionId));
          const secret = await codes.issueLink(tx, { kind: 'user', id: member.id }, 'user');
          const link = `${publicUrl}/setPassword?id=${encodeURIComponent(secret)}&type=user`;
          await mailer.send(
            mailTemplates.labMemberAdded(
              member.email,
              centre?.name ?? 'your blood centre',
              input.labName,
              link,
            ),
            tx,
          );
          await recordChange(tx, ctx, {
            action: 'lab-member.added',
            subjectType: 'user',
            subjectId: member.id,
            details: { labName: input.labName },
          });
          return toLabMember(member);
        });
      } catch (error) {
        // Two clerks adding the same e-mail at once: the unique index answers for the second.
        if (isUniqueViolation(error)) throw conflict(KEY_MEMBER_MESSAGES.emailInUse);
        throw error;
      }
    },

    /** Removes a lab member: they cannot sign in again and their open sessions end now. */
    async remove(ctx: InstitutionContext, id: string): Promise<{ _id: string }> {
      if (!isUuid(id)) throw notFound('Lab member');
      return db.transaction(async (tx) => {
        const [member] = await tx
          .update(users)
          .set({ isActive: false, updatedAt: new Date() })
          .where(and(eq(users.id, id), labMembersOf(ctx.institutionId)))
          .returning({ id: users.id });
        if (!member) throw notFound('Lab member');
        await sessions.endAllOf({ kind: 'user', id }, 'account-removed', tx);
        await recordChange(tx, ctx, { action: 'lab-member.removed', subjectType: 'user', subjectId: id });
        return { _id: id };
      });
    },
  };
}

export type LabMembersService = ReturnType<typeof createLabMembersService>;
