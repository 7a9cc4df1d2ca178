import { randomInt, randomUUID } from 'node:crypto';
import {
  DECLARATIONS,
  infrastructureFor,
  REGISTRATION_MESSAGES,
  type registrationRequestSchema,
  registrationSuccessMessage,
} from '@raktsetu/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { admins, institutions, users } from '../../db/schema/index.js';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { recordChange } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, tooManyRequests } from '../../plugins/errors.js';
import type { FilesService } from '../files/files.service.js';
import type { Mailer } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/mail-templates.js';
import type { DirectoryRepository } from './directory.repository.js';

type Registration = z.output<typeof registrationRequestSchema>;

/** A reference the super administrator and the institution can quote on the phone, e.g. RS-4820-1937. */
function newRegistrationId(): string {
  const part = () => String(randomInt(0, 10_000)).padStart(4, '0');
  return `RS-${part()}-${part()}`;
}

/** Only keys of the lists the form shows are kept; anything else a client sends is dropped. */
function knownKeys(sent: string[] | undefined, items: readonly { key: string }[]): string[] {
  const known = new Set(items.map((item) => item.key));
  return [...new Set(sent ?? [])].filter((key) => known.has(key));
}

interface Deps {
  db: Db;
  directory: DirectoryRepository;
  files: FilesService;
  mailer: Mailer;
  /** Counts the registrations naming each e-mail. */
  attempts: AttemptCounter;
  publicUrl: string;
}

/** Each registration mails its e-mails; more than a few an hour naming one address is someone else's doing. */
const REGISTRATIONS_PER_EMAIL = 5;
const REGISTRATION_WINDOW_SECONDS = 60 * 60;

export function createRegistrationService(deps: Deps) {
  const { db } = deps;

  /** Whether an e-mail already names an institution's contact, an institution user or an administrator. */
  async function emailKnown(email: string): Promise<boolean> {
    const lower = email.toLowerCase();
    const found = await Promise.all(
      [institutions.contactEmail, users.email, admins.email].map((column) =>
        db
          .select({ one: sql`1` })
          .from(column.table)
          .where(eq(sql`lower(${column})`, lower))
          .limit(1),
      ),
    );
    return found.some((rows) => rows.length > 0);
  }

  /** A licence number belongs to one institution; a declined registration may try again with it. */
  async function registrationNumberTaken(registrationNumber: string): Promise<boolean> {
    const [row] = await db
      .select({ id: institutions.id })
      .from(institutions)
      .where(
        and(
          eq(sql`lower(${institutions.registrationNumber})`, registrationNumber.toLowerCase()),
          ne(institutions.status, 'Declined'),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  /**
   * A declined registration under this contact e-mail, with the e-mails it holds (its contact's and its users'):
   * registering again with them corrects that registration rather than being refused as an account that exists.
   */
  async function declinedUnder(contactEmail: string) {
    const [declined] = await db
      .select({ id: institutions.id, contactEmail: institutions.contactEmail })
      .from(institutions)
      .where(
        and(
          eq(sql`lower(${institutions.contactEmail})`, contactEmail.toLowerCase()),
          eq(institutions.status, 'Declined'),
        ),
      )
      .limit(1);
    if (!declined) return null;
    const members = await db
      .select({ id: users.id, email: users.email, designation: users.designation })
      .from(users)
      .where(eq(users.institutionId, declined.id));
    const emails = new Set(
      [declined.contactEmail, ...members.map((member) => member.email)].map((e) => e.toLowerCase()),
    );
    return {
      id: declined.id,
      emails,
      keyMemberId: members.find((m) => m.designation === 'keymember')?.id ?? null,
    };
  }

  type InstitutionValues = Omit<typeof institutions.$inferInsert, 'registrationId'>;
  type KeyMemberValues = Pick<
    typeof users.$inferInsert,
    'firstName' | 'lastName' | 'email' | 'designation' | 'jobTitle'
  >;

  async function registerNew(tx: Db, values: InstitutionValues, member: KeyMemberValues): Promise<string> {
    const [institution] = await tx
      .insert(institutions)
      .values({ ...values, registrationId: newRegistrationId() })
      .returning({ id: institutions.id });
    if (!institution) throw new Error('institution was not stored');
    const [user] = await tx
      .insert(users)
      .values({ ...member, institutionId: institution.id })
      .returning({ id: users.id });
    await recordChange(tx, 'anonymous', {
      action: 'institution.registered',
      subjectType: 'institution',
      subjectId: institution.id,
      institutionId: institution.id,
      details: { keyMember: user?.id },
    });
    return institution.id;
  }

  /**
   * A declined institution corrects its registration: the same row (its reference and history kept) takes the
   * new details and waits for verification again; its key member takes the new name and e-mail.
   */
  async function correctDeclined(
    tx: Db,
    declined: { id: string; keyMemberId: string | null },
    values: InstitutionValues,
    member: KeyMemberValues,
  ): Promise<string> {
    const [before] = await tx
      .select({ status: institutions.status, declineReason: institutions.declineReason })
      .from(institutions)
      .where(eq(institutions.id, declined.id))
      .for('update');
    // Corrected twice at once, or approved meanwhile: the second finds it no longer declined.
    if (before?.status !== 'Declined')
      throw conflict('This registration is already waiting for verification');
    await tx
      .update(institutions)
      .set({ ...values, declineReason: null, verifiedAt: null, updatedAt: new Date() })
      .where(eq(institutions.id, declined.id));
    if (declined.keyMemberId)
      await tx
        .update(users)
        .set({ ...member, updatedAt: new Date() })
        .where(eq(users.id, declined.keyMemberId));
    else await tx.insert(users).values({ ...member, institutionId: declined.id });
    await recordChange(tx, 'anonymous', {
      action: 'institution.resubmitted',
      subjectType: 'institution',
      subjectId: declined.id,
      institutionId: declined.id,
      details: {
        before: { status: 'Declined', declineReason: before.declineReason },
        after: { status: 'Pending' },
      },
    });
    return declined.id;
  }

  return {
    /**
     * Stores a Pending institution and its key member (no password until approval), takes its certificate
     * and mails the key member. An e-mail that already has an account gets the same answer as a new one —
     * nothing is stored and the owner of the address is told by mail — so registration reveals no accounts.
     */
    async register(input: Registration): Promise<{ message: string; institutionId: string }> {
      const message = registrationSuccessMessage(input.institutionType);
      const [keyMember] = input.keyMembers;
      if (!keyMember) throw badRequest(REGISTRATION_MESSAGES.keyMember);
      // Licence numbers are public records, so a duplicate may be named plainly.
      if (await registrationNumberTaken(input.registrationNumber))
        throw conflict(REGISTRATION_MESSAGES.registrationNumberTaken);
      const emails = [...new Set([input.contactEmail, keyMember.email].map((email) => email.toLowerCase()))];
      // Counted before any e-mail is looked up, so a known e-mail and a new one reach the limit alike.
      for (const email of emails) {
        const named = await deps.attempts.hit(`register:${email}`, REGISTRATION_WINDOW_SECONDS);
        if (named > REGISTRATIONS_PER_EMAIL)
          throw tooManyRequests('Too many registrations with this e-mail. Please try again in an hour.');
      }
      const declined = await declinedUnder(input.contactEmail);
      const taken: string[] = [];
      for (const email of emails)
        if (!declined?.emails.has(email) && (await emailKnown(email))) taken.push(email);
      if (taken.length > 0) {
        for (const email of taken)
          await deps.mailer.send(
            mailTemplates.registrationWithKnownEmail(email, input.institutionName, deps.publicUrl),
          );
        return { message, institutionId: randomUUID() };
      }

      const reference = input.referenceId ? await deps.directory.findById(input.referenceId) : null;
      if (input.referenceId && !reference)
        throw badRequest('The chosen institution is not in the directory any more');
      const [latitude, longitude] = input.address.coordinates ?? [
        reference?.latitude ?? null,
        reference?.longitude ?? null,
      ];
      try {
        const institutionId = await db.transaction(async (tx) => {
          const values = {
            name: input.institutionName,
            type: input.institutionType,
            registrationNumber: input.registrationNumber,
            registrationId: newRegistrationId(),
            contactEmail: input.contactEmail,
            contactNumber: input.contactNumber,
            countryCode: input.countryCode,
            addressDescription: input.address.description,
            city: input.address.city ?? reference?.city ?? null,
            state: input.address.state ?? reference?.state ?? null,
            zipcode: input.address.zipcode ?? reference?.zipcode ?? null,
            latitude,
            longitude,
            ngoType: input.ngoType ?? null,
            directoryId: reference?.id ?? null,
            attachments: input.attachments,
            infrastructure: knownKeys(input.infrastructure, infrastructureFor(input.institutionType)),
            declarations: knownKeys(input.declarations, DECLARATIONS),
            status: 'Pending' as const,
          };
          const member = {
            firstName: keyMember.firstName,
            lastName: keyMember.lastName,
            email: keyMember.email,
            designation: 'keymember',
            jobTitle: keyMember.designation,
          };
          const id = declined
            ? await correctDeclined(tx, declined, values, member)
            : await registerNew(tx, values, member);
          await deps.files.claimForRegistration(tx, input.attachments, id);
          await deps.mailer.send(
            mailTemplates.registrationReceived(keyMember.email, input.institutionName),
            tx,
          );
          return id;
        });
        return { message, institutionId };
      } catch (error) {
        // Two registrations racing for one e-mail: the unique index decides; the loser is answered like
        // any registration naming a known e-mail.
        if (isUniqueViolation(error)) return { message, institutionId: randomUUID() };
        throw error;
      }
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
