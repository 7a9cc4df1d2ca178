import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Loader, Select, SimpleGrid } from '@mantine/core';
import {
  BLOOD_GROUPS,
  type BloodGroup,
  COMPONENTS,
  type Component,
  INDIA_STATES,
  type IndiaState,
} from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { useAvailabilityCities } from './availability.api';
import type { AvailabilityFilters } from './availability-search';

/** The choice that narrows nothing ("All cities", "Any"): an empty value, left out of the address and the call. */
const ANY = '';

/**
 * The city as the list spells it when the address holds it in another case (`?city=pune`), so the choice
 * shows it; a city the list lacks (an old link) is offered as written, rather than silently dropped.
 */
function cityChoices(cities: readonly string[], chosen: string | undefined) {
  const listed = chosen && cities.find((city) => city.toLowerCase() === chosen.toLowerCase());
  const extra = chosen && !listed ? [chosen] : [];
  return { options: [...extra, ...cities], value: listed || chosen || ANY };
}

export function AvailabilityFilterFields({
  filters,
  onChange,
}: {
  filters: AvailabilityFilters;
  onChange: (patch: Partial<AvailabilityFilters>) => void;
}) {
  const { t } = useTranslation();
  const cities = useAvailabilityCities(filters.state);
  const city = cityChoices(cities.data ?? [], filters.city);
  const any = t('availability.any', 'Any');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
      <Select
        label={t('availability.state', 'State')}
        placeholder={t('availability.chooseState', 'Choose a state')}
        withAsterisk
        aria-required
        searchable
        nothingFoundMessage={t('availability.noSuchState', 'No state of that name')}
        data={INDIA_STATES}
        value={filters.state ?? null}
        onChange={(state) => state && onChange({ state: state as IndiaState })}
        allowDeselect={false}
      />
      <Select
        label={t('availability.city', 'City')}
        placeholder={t('availability.chooseStateFirst', 'Choose a state first')}
        disabled={!filters.state}
        data={[{ value: ANY, label: t('availability.allCities', 'All cities') }, ...city.options]}
        value={filters.state ? city.value : null}
        onChange={(value) => onChange({ city: value || undefined })}
        allowDeselect={false}
        rightSection={cities.isFetching ? <Loader size="xs" aria-hidden="true" /> : undefined}
        error={
          cities.isError
            ? t('availability.citiesFailed', 'The cities could not be loaded; all cities are searched.')
            : undefined
        }
      />
      <Select
        label={t('availability.bloodGroup', 'Blood group')}
        data={[{ value: ANY, label: any }, ...BLOOD_GROUPS]}
        value={filters.bloodGroup ?? ANY}
        onChange={(value) => onChange({ bloodGroup: (value || undefined) as BloodGroup | undefined })}
        allowDeselect={false}
      />
      <Select
        label={t('availability.component', 'Component')}
        data={[{ value: ANY, label: any }, ...COMPONENTS]}
        value={filters.component ?? ANY}
        onChange={(value) => onChange({ component: (value || undefined) as Component | undefined })}
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
