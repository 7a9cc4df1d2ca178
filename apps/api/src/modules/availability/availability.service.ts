import {
  type AvailabilityCentre,
  BLOOD_GROUPS,
  COMPONENTS,
  type IndiaState,
  indiaToday,
  type PublicStockSettings,
} from '@raktsetu/contract';
import type { Db } from '../../db/client.js';
import { recordChange } from '../../lib/audit.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import {
  type AvailabilitySearch,
  type CentreStockRow,
  createAvailabilityRepository,
} from './availability.repository.js';

const byListOrder = (a: CentreStockRow['counts'][number], b: CentreStockRow['counts'][number]) =>
  COMPONENTS.indexOf(a.component) - COMPONENTS.indexOf(b.component) ||
  BLOOD_GROUPS.indexOf(a.bloodGroup) - BLOOD_GROUPS.indexOf(b.bloodGroup);

function toCentre(row: CentreStockRow, updatedAt: Date | undefined): AvailabilityCentre {
  return {
    _id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    phone: `+${row.countryCode} ${row.contactNumber}`,
    open24x7: row.open24x7,
    latitude: row.latitude,
    longitude: row.longitude,
    distanceKm: row.distanceM === null ? null : Math.round(Number(row.distanceM) / 100) / 10,
    updatedAt: updatedAt?.toISOString() ?? null,
    units: row.units,
    counts: [...row.counts].sort(byListOrder),
  };
}

/** Public blood availability (docs/decisions/0052): counts only, never a unit, a donor or a patient. */
export function createAvailabilityService(deps: { db: Db; now?: () => Date }) {
  const repository = createAvailabilityRepository(deps.db);
  return {
    async search(
      query: Omit<AvailabilitySearch, 'today' | 'origin'> & { latitude?: number; longitude?: number },
    ) {
      const { latitude, longitude, ...rest } = query;
      const rows = await repository.search({
        ...rest,
        origin: latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null,
        today: indiaToday(deps.now?.() ?? new Date()),
      });
      const changedAt = await repository.stockChangedAt(rows.map((row) => row.id));
      return {
        data: rows.map((row) => toCentre(row, changedAt.get(row.id))),
        total: rows[0]?.total ?? 0,
      };
    },

    cities: (state: IndiaState) => repository.cities(state),

    async settings(ctx: InstitutionContext): Promise<PublicStockSettings> {
      return { hiddenComponents: await repository.hiddenComponents(ctx.institutionId) };
    },

    async saveSettings(ctx: InstitutionContext, settings: PublicStockSettings): Promise<PublicStockSettings> {
      await deps.db.transaction(async (tx) => {
        await createAvailabilityRepository(tx).setHiddenComponents(
          ctx.institutionId,
          settings.hiddenComponents,
        );
        await recordChange(tx, ctx, {
          action: 'institution.public-stock-saved',
          subjectType: 'institution',
          subjectId: ctx.institutionId,
          details: { hiddenComponents: settings.hiddenComponents },
        });
      });
      return settings;
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
