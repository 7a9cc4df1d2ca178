/** India's 28 states and 8 union territories, as addresses name them. */
export const INDIA_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndiaState = (typeof INDIA_STATES)[number];

export const UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const satisfies readonly IndiaState[];

export const NORTH_EAST_STATES = [
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
] as const satisfies readonly IndiaState[];

/** Older or longer names addresses still carry. */
const STATE_ALIASES: Record<string, IndiaState> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  'nct of delhi': 'Delhi',
  'new delhi': 'Delhi',
  'national capital territory of delhi': 'Delhi',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'andaman & nicobar islands': 'Andaman and Nicobar Islands',
  'jammu & kashmir': 'Jammu and Kashmir',
};

const BY_LOWER_NAME = new Map<string, IndiaState>([
  ...INDIA_STATES.map((state) => [state.toLowerCase(), state] as const),
  ...Object.entries(STATE_ALIASES),
]);

/** The state or union territory an address's state text names, or null when it names none. */
export function indiaStateOf(text: string | null | undefined): IndiaState | null {
  if (!text) return null;
  return BY_LOWER_NAME.get(text.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null;
}

/** Every spelling of a state an address may hold, in lower case, the state's own name first. */
export function lowerSpellingsOf(state: IndiaState): string[] {
  return [
    state.toLowerCase(),
    ...Object.keys(STATE_ALIASES).filter((alias) => STATE_ALIASES[alias] === state),
  ];
}
