import '@mantine/core/styles/Combobox.layer.css';
import { Autocomplete, Loader, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCities, useStates } from './registration.api';

/** Spec part 1 §2 and §9: suggestion lists are 200px high. */
export const SUGGESTION_LIST_HEIGHT = 200;

interface StateCityFieldsProps {
  state: string;
  city: string;
  onStateChange: (state: string) => void;
  onCityChange: (city: string) => void;
  stateError?: boolean | string;
  cityError?: boolean | string;
}

/**
 * State and city, typed with a filterable suggestion list from GET /api/generic/state-city/list.
 * The state must be one of the list (it decides which cities are offered); the city may be typed freely,
 * because a small town can be missing from any list (docs/decisions/0023).
 */
export function StateCityFields({
  state,
  city,
  onStateChange,
  onCityChange,
  stateError,
  cityError,
}: StateCityFieldsProps) {
  const { t } = useTranslation();
  const states = useStates();
  const cities = useCities(state);

  return (
    <>
      <Select
        label={t('registration.state', 'State')}
        placeholder={t('registration.statePlaceholder', 'Type to search')}
        searchable
        data={states.data ?? []}
        value={state || null}
        onChange={(value) => {
          onStateChange(value ?? '');
          onCityChange('');
        }}
        maxDropdownHeight={SUGGESTION_LIST_HEIGHT}
        nothingFoundMessage={t('registration.noStateFound', 'No state or union territory by that name')}
        rightSection={states.isFetching ? <Loader size="xs" /> : undefined}
        error={stateError}
        size="md"
        autoComplete="off"
      />
      <Autocomplete
        label={t('registration.city', 'City')}
        placeholder={
          state
            ? t('registration.cityPlaceholder', 'Type to search')
            : t('registration.cityChooseStateFirst', 'Choose the state first')
        }
        data={cities.data ?? []}
        value={city}
        onChange={onCityChange}
        maxDropdownHeight={SUGGESTION_LIST_HEIGHT}
        limit={200}
        rightSection={cities.isFetching ? <Loader size="xs" /> : undefined}
        error={cityError}
        size="md"
        autoComplete="off"
      />
    </>
  );
}
