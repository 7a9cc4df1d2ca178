import {
  type InstitutionEditRequest,
  type InstitutionProfile,
  type InstitutionSettings,
  type InstitutionSummary,
  type InstitutionType,
  PROFILE_IMAGE_TILES,
} from '@raktsetu/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type InstitutionRow, institutions } from '../../db/schema/index.js';
import { recordChange } from '../../lib/audit.js';
import { likePattern, prefixPattern } from '../../lib/search.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import type { FilesService } from '../files/files.service.js';
import { saveSettings } from '../settings/settings.service.js';
import type { InstitutionsRepository } from './institutions.repository.js';

export function toInstitutionProfile(row: InstitutionRow): InstitutionProfile {
  const hasPoint = row.latitude !== null && row.longitude !== null;
  return {
    _id: row.id,
    institutionName: row.name,
    institutionType: row.type,
    registrationNumber: row.registrationNumber,
    contactEmail: row.contactEmail,
    contactNumber: row.contactNumber,
    countryCode: row.countryCode,
    address: {
      description: row.addressDescription,
      city: row.city,
      state: row.state,
      zipcode: row.zipcode,
      // GeoJSON order is [longitude, latitude].
      location: hasPoint ? { type: 'Point', coordinates: [row.longitude ?? 0, row.latitude ?? 0] } : null,
    },
    status: row.status,
    state: row.accessState,
    images: Array.from({ length: PROFILE_IMAGE_TILES }, (_, i) => row.images[i] ?? null),
    addedAt: row.addedAt.toISOString(),
  };
}

interface Deps {
  db: Db;
  repository: InstitutionsRepository;
  files: FilesService;
}

export function createInstitutionsService({ db, repository, files }: Deps) {
  return {
    /** Approved, active institutions whose name holds the text; those that start with it first. */
    async search(query: {
      name: string;
      type?: InstitutionType;
      /** Blood centres: BloodBank and Both (the participating blood bank of an NGO camp). */
      bloodCentres?: boolean;
    }): Promise<InstitutionSummary[]> {
      const text = query.name.trim().toLowerCase();
      const rows = await db
        .select()
        .from(institutions)
        .where(
          and(
            eq(institutions.status, 'Confirmed'),
            eq(institutions.accessState, 'Active'),
            query.type ? eq(institutions.type, query.type) : undefined,
            query.bloodCentres ? inArray(institutions.type, ['BloodBank', 'Both']) : undefined,
            sql`lower(${institutions.name}) like ${likePattern(text)}`,
          ),
        )
        .orderBy(sql`lower(${institutions.name}) like ${prefixPattern(text)} desc`, asc(institutions.name))
        .limit(15);
      return rows.map((row) => ({
        _id: row.id,
        institutionName: row.name,
        institutionType: row.type,
        address: { description: row.addressDescription, city: row.city },
      }));
    },

    async getOwnProfile(ctx: InstitutionContext): Promise<InstitutionProfile> {
      const row = await repository.findById(ctx.institutionId);
      if (!row) throw notFound('Institution');
      return toInstitutionProfile(row);
    },

    async editOwnProfile(
      ctx: InstitutionContext,
      input: InstitutionEditRequest & { settings?: InstitutionSettings },
    ): Promise<InstitutionProfile> {
      const images = input.images?.filter((image) => image !== null) ?? [];
      // A tile shows the institution's own uploads only, never a file of someone else's it learnt the name of.
      if (
        !(await files.allOwnedBy(
          ctx,
          images.map((image) => image.location),
        ))
      ) {
        throw badRequest('Choose a PNG or JPEG image', {
          errors: [{ field: 'images', message: 'Choose a PNG or JPEG image' }],
        });
      }
      const changes = {
        ...(input.contactNumber !== undefined && { contactNumber: input.contactNumber }),
        ...(input.address !== undefined && { addressDescription: input.address.description }),
        ...(input.images !== undefined && { images: input.images }),
      };
      const row = await db.transaction(async (tx) => {
        if (input.settings) await saveSettings(tx, ctx, input.settings);
        const updated = await repository.update(ctx.institutionId, changes, tx);
        if (Object.keys(changes).length === 0) return updated;
        await recordChange(tx, ctx, {
          action: 'institution.profile-edited',
          subjectType: 'institution',
          subjectId: ctx.institutionId,
          details: { fields: Object.keys(changes) },
        });
        return updated;
      });
      if (!row) throw notFound('Institution');
      return toInstitutionProfile(row);
    },
  };
}

export type InstitutionsService = ReturnType<typeof createInstitutionsService>;
