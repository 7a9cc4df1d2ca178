import { displayUnitNumber } from '@raktsetu/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { donations, institutions, inventoryUnits, people } from '../../db/schema/index.js';
import { notFound } from '../../plugins/errors.js';
import type { InstitutionContext, PersonContext } from '../../plugins/request-context.js';
import { type CertificateFacts, certificateFileName, certificatePdf } from './certificate-pdf.js';

export interface Certificate {
  fileName: string;
  pdf: Buffer;
}

/**
 * Donation certificates (issue 17 item 5): for a donation that ended with blood given — a deferral or a donor
 * still in the chair has none. A blood centre gets the certificates of the donations it took; a donor in the
 * mobile app those of their own. Anything else is "not found", like a donation that does not exist.
 */
export function createCertificatesService(deps: { db: Db }) {
  const { db } = deps;

  async function certificate(which: SQL | undefined): Promise<Certificate> {
    const [row] = await db
      .select({
        donation: {
          id: donations.id,
          donatedOn: donations.donatedOn,
          component: donations.component,
          volumeMl: donations.volumeMl,
          bagId: donations.bagId,
        },
        person: { firstName: people.firstName, lastName: people.lastName, donorCode: people.donorCode },
        bank: { name: institutions.name, city: institutions.city, state: institutions.state },
        unit: { unitNumber: inventoryUnits.unitNumber, bagId: inventoryUnits.bagId },
      })
      .from(donations)
      .innerJoin(people, eq(people.id, donations.personId))
      .innerJoin(institutions, eq(institutions.id, donations.institutionId))
      .leftJoin(inventoryUnits, eq(inventoryUnits.id, donations.unitId))
      .where(and(which, eq(donations.outcome, 'donated')))
      .limit(1);
    if (!row) throw notFound('Donation');
    const unitNumber = row.unit?.unitNumber ?? null;
    const facts: CertificateFacts = {
      donorName: `${row.person.firstName} ${row.person.lastName}`.trim(),
      donorCode: row.person.donorCode,
      donatedOn: row.donation.donatedOn,
      component: row.donation.component,
      volumeMl: row.donation.volumeMl,
      bloodBankName: row.bank.name,
      bloodBankPlace: [row.bank.city, row.bank.state].filter(Boolean).join(', '),
      unitLabel: unitNumber ? 'Unit number' : 'Bag number',
      unitNumber: unitNumber ? displayUnitNumber(unitNumber) : (row.unit?.bagId ?? row.donation.bagId ?? '—'),
      reference: row.donation.id,
    };
    return { fileName: certificateFileName(facts), pdf: await certificatePdf(facts) };
  }

  return {
    /** A donation the caller's blood centre took from this donor. */
    forInstitution(ctx: InstitutionContext, donorId: string, donationId: string) {
      return certificate(
        and(
          eq(donations.id, donationId),
          eq(donations.personId, donorId),
          eq(donations.institutionId, ctx.institutionId),
        ),
      );
    },
    /** One of the signed-in donor's own donations, wherever they gave. */
    forPerson(ctx: PersonContext, donationId: string) {
      return certificate(and(eq(donations.id, donationId), eq(donations.personId, ctx.personId)));
    },
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
