import type { DirectoryEntry, InstitutionType, NewDirectoryEntry } from '@raktsetu/contract';
import { City, State } from 'country-state-city';
import type { DirectoryRow } from '../../db/schema/index.js';
import { conflict } from '../../plugins/errors.js';
import type { DirectoryRepository } from './directory.repository.js';

export function toDirectoryEntry(row: DirectoryRow): DirectoryEntry {
  return {
    _id: row.id,
    institutionName: row.name,
    institutionType: row.type,
    location: { type: 'Point', coordinates: [row.longitude, row.latitude], description: row.address },
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
  };
}

// India's states and union territories and their cities come from the maintained `country-state-city`
// data set, read once; the lists never change while the server runs.
const INDIA = 'IN';
let statesCache: { name: string; isoCode: string }[] | undefined;
const indianStates = () => {
  statesCache ??= State.getStatesOfCountry(INDIA).map(({ name, isoCode }) => ({ name, isoCode }));
  return statesCache;
};

export function listStates(): string[] {
  return indianStates().map((state) => state.name);
}

/** Cities of a state named as listStates() names it (case-insensitive); unknown states have none. */
export function listCities(stateName: string): string[] {
  const state = indianStates().find((s) => s.name.toLowerCase() === stateName.trim().toLowerCase());
  if (!state) return [];
  return [...new Set(City.getCitiesOfState(INDIA, state.isoCode).map((city) => city.name))];
}

export function createDirectoryService(repository: DirectoryRepository) {
  return {
    async search(name: string, type?: InstitutionType): Promise<DirectoryEntry[]> {
      return (await repository.search(name, type)).map(toDirectoryEntry);
    },

    async add(entry: NewDirectoryEntry & { zipcode: string; latitude: number; longitude: number }) {
      if (await repository.findSame(entry.institutionName, entry.zipcode)) {
        throw conflict('This institution is already listed at this PIN code; search for it instead');
      }
      const row = await repository.insert({
        name: entry.institutionName,
        type: entry.institutionType,
        address: entry.address,
        city: entry.city,
        state: entry.state,
        zipcode: entry.zipcode,
        latitude: entry.latitude,
        longitude: entry.longitude,
      });
      return toDirectoryEntry(row);
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
