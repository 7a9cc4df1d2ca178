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
import { recordChange } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict } from '../../plugins/errors.js';
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
  publicUrl: string;
}

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
      const taken: string[] = [];
      for (const email of emails) if (await emailKnown(email)) taken.push(email);
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
          const [institution] = await tx
            .insert(institutions)
            .values({
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
              status: 'Pending',
            })
            .returning({ id: institutions.id });
          if (!institution) throw new Error('institution was not stored');
          await deps.files.claimForRegistration(tx, input.attachments, institution.id);
          const [user] = await tx
            .insert(users)
            .values({
              institutionId: institution.id,
              firstName: keyMember.firstName,
              lastName: keyMember.lastName,
              email: keyMember.email,
              designation: 'keymember',
              jobTitle: keyMember.designation,
            })
            .returning({ id: users.id });
          await recordChange(tx, 'anonymous', {
            action: 'institution.registered',
            subjectType: 'institution',
            subjectId: institution.id,
            institutionId: institution.id,
            details: { keyMember: user?.id },
          });
          await deps.mailer.send(
            mailTemplates.registrationReceived(keyMember.email, input.institutionName),
            tx,
          );
          return institution.id;
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
