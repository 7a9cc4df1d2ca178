import {
  type AdminInstitution,
  type AdminInstitutionDetail,
  type institutionActionRequestSchema,
  MESSAGES,
  RATINGS_SHOWN,
  type verifyInstitutionRequestSchema,
} from '@raktsetu/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { InstitutionRow, UserRow } from '../../db/schema/index.js';
import { recordChange } from '../../lib/audit.js';
import { isUuid } from '../../lib/ids.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import type { AdminContext } from '../../plugins/request-context.js';
import type { OneTimeCodes } from '../auth/one-time-codes.js';
import type { SessionsRepository } from '../auth/sessions.repository.js';
import { subscriptionOf } from '../billing/transactions.service.js';
import type { FilesService } from '../files/files.service.js';
import { toInstitutionProfile } from '../institutions/institutions.service.js';
import type { Mailer } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/mail-templates.js';
import { settingsFrom } from '../settings/settings.service.js';
import type {
  InstitutionPageQuery,
  InstitutionReviewRepository,
  InstitutionTab,
} from './institution-review.repository.js';

function toAdminInstitution(row: InstitutionRow, keyMember: UserRow | undefined): AdminInstitution {
  const profile = toInstitutionProfile(row);
  return {
    _id: row.id,
    institutionName: row.name,
    registrationNumber: row.registrationNumber,
    registrationId: row.registrationId,
    institutionType: row.type,
    ngoType: row.ngoType,
    contactEmail: row.contactEmail,
    contactNumber: row.contactNumber,
    address: profile.address,
    status: row.status,
    state: row.accessState,
    attachments: row.attachments,
    infrastructure: row.infrastructure,
    declarations: row.declarations,
    keyMember: keyMember
      ? {
          firstName: keyMember.firstName,
          lastName: keyMember.lastName,
          email: keyMember.email,
          // The job title they registered with; every key member's role is "keymember" anyway.
          designation: keyMember.jobTitle ?? keyMember.designation,
        }
      : null,
    declineReason: row.declineReason,
    addedAt: row.addedAt.toISOString(),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
  };
}

interface Deps {
  db: Db;
  repository: InstitutionReviewRepository;
  codes: OneTimeCodes;
  mailer: Mailer;
  sessions: SessionsRepository;
  files: FilesService;
  publicUrl: string;
}

export function createInstitutionReviewService(deps: Deps) {
  const { repository } = deps;

  async function detail(id: string, tab?: InstitutionTab) {
    const row = isUuid(id) ? await repository.findById(id) : null;
    if (!row || (tab === 'pending' && row.status !== 'Pending')) throw notFound('Institution');
    const keyMembers = await repository.keyMembersOf([row.id]);
    return toAdminInstitution(row, keyMembers.get(row.id));
  }

  return {
    /** The detail page: the review record and the institution's hours, signatory, camps, plan and ratings. */
    async fullDetail(id: string): Promise<AdminInstitutionDetail> {
      const row = isUuid(id) ? await repository.findById(id) : null;
      if (!row) throw notFound('Institution');
      const [keyMembers, camps, subscription, { average, ratings }] = await Promise.all([
        repository.keyMembersOf([row.id]),
        repository.campsOf(row.id),
        subscriptionOf(deps.db, row.id),
        repository.ratingsOf(row.id, RATINGS_SHOWN),
      ]);
      const { general } = settingsFrom(row.settings);
      return {
        ...toAdminInstitution(row, keyMembers.get(row.id)),
        time: general.openTime,
        authign: general.medicalOfficer,
        camps,
        subscriptions: subscription,
        avarageRating: average === null ? null : Math.round(average * 10) / 10,
        ratings: ratings.map((rating) => ({
          _id: rating.id,
          kind: rating.kind,
          addedBy: { firstName: rating.firstName ?? '', lastName: rating.lastName ?? '' },
          avarageRating: rating.rating,
          addedAt: rating.addedAt.toISOString(),
          comments: rating.comments,
        })),
      };
    },

    async list(tab: InstitutionTab, query: InstitutionPageQuery) {
      const { rows, total } = await repository.list(tab, query);
      const keyMembers = await repository.keyMembersOf(rows.map((row) => row.id));
      return { data: rows.map((row) => toAdminInstitution(row, keyMembers.get(row.id))), total };
    },

    detail,

    /**
     * Approves or declines a pending registration and mails the key member in the same transaction: if the
     * mail cannot be sent, nothing changes and the administrator can try again.
     */
    async verify(ctx: AdminContext, input: z.output<typeof verifyInstitutionRequestSchema>): Promise<string> {
      await deps.db.transaction(async (tx) => {
        const institution = isUuid(input.id) ? await repository.lockForReview(tx, input.id) : null;
        if (!institution) throw notFound('Institution');
        if (institution.status !== 'Pending')
          throw conflict(
            `This institution was already ${institution.status === 'Confirmed' ? 'approved' : 'declined'}`,
          );
        const keyMember = (await repository.keyMembersOf([institution.id], tx)).get(institution.id);
        if (!keyMember) throw conflict('This registration has no key member to notify');
        await recordChange(tx, ctx, {
          action: input.status === 'approved' ? 'institution.approved' : 'institution.declined',
          subjectType: 'institution',
          subjectId: institution.id,
          institutionId: institution.id,
          ...(input.reason && { details: { reason: input.reason } }),
        });

        if (input.status === 'approved') {
          await repository.setReview(tx, institution.id, {
            status: 'Confirmed',
            verifiedAt: new Date(),
            declineReason: null,
          });
          const secret = await deps.codes.issueLink(tx, { kind: 'user', id: keyMember.id }, 'keymember');
          const link = `${deps.publicUrl}/setPassword?id=${encodeURIComponent(secret)}&type=keymember`;
          await deps.mailer.send(
            mailTemplates.institutionApproved(keyMember.email, institution.name, link, keyMember.language),
            tx,
          );
        } else {
          const reason = input.reason ?? '';
          await repository.setReview(tx, institution.id, {
            status: 'Declined',
            verifiedAt: new Date(),
            declineReason: reason,
          });
          await deps.mailer.send(
            mailTemplates.institutionDeclined(
              keyMember.email,
              institution.name,
              reason,
              deps.publicUrl,
              keyMember.language,
            ),
            tx,
          );
        }
      });
      return input.status === 'approved' ? MESSAGES.requestApproved : MESSAGES.requestDeclined;
    },

    /**
     * Blocks or unblocks an approved institution (docs/spec/part-2-operations-and-admin.md §4). Blocking ends
     * every open session of its users at once (a socket's next event is refused too) and sign-in is refused
     * until it is unblocked; the comment and files are kept in the audit record.
     */
    async changeAccess(
      ctx: AdminContext,
      input: z.output<typeof institutionActionRequestSchema>,
    ): Promise<{ data: { _id: string; state: 'Active' | 'Blocked' }; message: string }> {
      return deps.db.transaction(async (tx) => {
        const institution = isUuid(input.institutionId)
          ? await repository.lockForReview(tx, input.institutionId)
          : null;
        if (institution?.status !== 'Confirmed') throw notFound('Institution');
        if (institution.accessState === input.state)
          throw conflict(
            input.state === 'Blocked'
              ? 'This institution is already blocked'
              : 'This institution is not blocked',
          );
        // Files attached here are this administrator's own uploads, never another's that were guessed.
        if (
          !(await deps.files.allOwnedBy(
            ctx,
            input.attachment.map((file) => file.location),
            tx,
          ))
        )
          throw badRequest('Attach files uploaded here');
        await repository.setReview(tx, institution.id, { accessState: input.state });
        if (input.state === 'Blocked')
          await deps.sessions.endAllOfInstitution(institution.id, 'institution-blocked', tx);
        await recordChange(tx, ctx, {
          action: input.state === 'Blocked' ? 'institution.blocked' : 'institution.unblocked',
          subjectType: 'institution',
          subjectId: institution.id,
          institutionId: institution.id,
          details: { comment: input.comment, attachments: input.attachment, from: institution.accessState },
        });
        return {
          data: { _id: institution.id, state: input.state },
          message: input.state === 'Blocked' ? MESSAGES.institutionBlocked : MESSAGES.institutionUnlocked,
        };
      });
    },
  };
}

export type InstitutionReviewService = ReturnType<typeof createInstitutionReviewService>;
