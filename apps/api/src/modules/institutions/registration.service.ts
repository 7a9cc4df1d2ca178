import { randomInt } from 'node:crypto';
import {
  REGISTRATION_MESSAGES,
  type registrationRequestSchema,
  registrationSuccessMessage,
} from '@raktsetu/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { admins, institutions, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict } from '../../plugins/errors.js';
import type { Mailer } from '../mail/mail.service.js';
import { mailTemplates } from '../mail/mail-templates.js';
import type { DirectoryRepository } from './directory.repository.js';

type Registration = z.output<typeof registrationRequestSchema>;

/** A reference the super administrator and the institution can quote on the phone, e.g. RS-4820-1937. */
function newRegistrationId(): string {
  const part = () => String(randomInt(0, 10_000)).padStart(4, '0');
  return `RS-${part()}-${part()}`;
}

export function createRegistrationService(deps: { db: Db; directory: DirectoryRepository; mailer: Mailer }) {
  const { db } = deps;

  async function emailTaken(email: string) {
    const lower = email.toLowerCase();
    const [institution] = await db
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(sql`lower(${institutions.contactEmail})`, lower))
      .limit(1);
    if (institution) return REGISTRATION_MESSAGES.emailTaken;
    return null;
  }

  /** A licence number belongs to one institution; a declined registration may try again with it. */
  async function registrationNumberTaken(registrationNumber: string) {
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
    return row ? REGISTRATION_MESSAGES.registrationNumberTaken : null;
  }

  async function loginTaken(email: string) {
    const lower = email.toLowerCase();
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, lower))
      .limit(1);
    const [admin] = await db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(sql`lower(${admins.email})`, lower))
      .limit(1);
    return user || admin ? REGISTRATION_MESSAGES.keyMemberTaken : null;
  }

  return {
    /** Stores a Pending institution and its key member (no password until approval), then mails them. */
    async register(input: Registration): Promise<{ message: string; institutionId: string }> {
      const takenMessage = await emailTaken(input.contactEmail);
      if (takenMessage) throw conflict(takenMessage);
      const numberMessage = await registrationNumberTaken(input.registrationNumber);
      if (numberMessage) throw conflict(numberMessage);
      const [keyMember] = input.keyMembers;
      if (!keyMember) throw badRequest(REGISTRATION_MESSAGES.keyMember);
      const loginMessage = await loginTaken(keyMember.email);
      if (loginMessage) throw conflict(loginMessage);

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
              status: 'Pending',
            })
            .returning({ id: institutions.id });
          if (!institution) throw new Error('institution was not stored');
          await tx.insert(users).values({
            institutionId: institution.id,
            firstName: keyMember.firstName,
            lastName: keyMember.lastName,
            email: keyMember.email,
            designation: 'keymember',
            jobTitle: keyMember.designation,
          });
          await deps.mailer.send(
            mailTemplates.registrationReceived(keyMember.email, input.institutionName),
            tx,
          );
          return institution.id;
        });
        return { message: registrationSuccessMessage(input.institutionType), institutionId };
      } catch (error) {
        // Two registrations racing for one e-mail: the unique index decides, the loser gets a clear answer.
        if (isUniqueViolation(error)) throw conflict(REGISTRATION_MESSAGES.emailTaken);
        throw error;
      }
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
