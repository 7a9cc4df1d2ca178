import { indiaStateOf } from '@raktsetu/contract';
import { City, State } from 'country-state-city';
import { Random } from './people-generator.js';

export interface NationalPlace {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** The place's share of the country's blood centres, hospitals and donors (sums to 1 over all places). */
  weight: number;
}

/**
 * The large cities, first in the order of their share of India's hospitals and blood centres. Their weight is
 * set by hand; every other town's follows a long tail, as a handful of metros hold a third of all licensed blood
 * centres and the rest spread over district towns.
 */
const METROS = [
  'Mumbai',
  'Delhi',
  'Bengaluru',
  'Chennai',
  'Kolkata',
  'Hyderabad',
  'Pune',
  'Ahmedabad',
  'Jaipur',
  'Lucknow',
  'Surat',
  'Kanpur',
  'Nagpur',
  'Indore',
  'Patna',
  'Bhopal',
  'Vadodara',
  'Coimbatore',
  'Ludhiana',
  'Cochin',
  'Visakhapatnam',
  'Guwahati',
  'Chandigarh',
  'Bhubaneshwar',
  'Thiruvananthapuram',
  'Raipur',
  'Ranchi',
  'Dehradun',
  'Jammu',
  'Srinagar',
];

/**
 * India's towns with their coordinates (from `country-state-city`, the list the registration form offers), each
 * with a weight: metros by rank, the others by a seeded long tail. States are named as the app names them
 * (`indiaStateOf`), so the super administrator's state filter and map find every row.
 */
export function nationalPlaces(seed: number): NationalPlace[] {
  const stateNames = new Map(
    State.getStatesOfCountry('IN').map((state) => [state.isoCode, indiaStateOf(state.name) ?? state.name]),
  );
  const random = new Random(`places-${seed}`);
  const seen = new Set<string>();
  const places: Omit<NationalPlace, 'weight'>[] = [];
  for (const city of City.getCitiesOfCountry('IN') ?? []) {
    const state = stateNames.get(city.stateCode);
    const latitude = Number(city.latitude);
    const longitude = Number(city.longitude);
    const key = `${city.name}|${state}`;
    if (!state || !Number.isFinite(latitude) || !Number.isFinite(longitude) || seen.has(key)) continue;
    seen.add(key);
    places.push({ city: city.name, state, latitude, longitude });
  }
  // The tail's order is a seeded shuffle, so a seed decides which district towns are the busier ones.
  const order = places.map((place) => ({ place, key: random.next() }));
  order.sort((a, b) => a.key - b.key);
  const weighted = order.map(({ place }, rank) => {
    const metro = METROS.indexOf(place.city);
    const weight = metro >= 0 ? 25 / (1 + metro) ** 0.6 : 1 / (1 + rank) ** 0.35;
    return { ...place, weight };
  });
  const total = weighted.reduce((sum, place) => sum + place.weight, 0);
  return weighted.map((place) => ({ ...place, weight: place.weight / total }));
}
