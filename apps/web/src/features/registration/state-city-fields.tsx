import '@mantine/core/styles/Combobox.layer.css';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCities, useStates } from './registration.api';
import { type FieldBinding, useFieldBinding } from './registration-fields';
import { SuggestionField } from './suggestion-field';

interface StateCityFieldsProps {
  state: FieldBinding;
  city: FieldBinding;
  /** Registration needs both; an address elsewhere (a patient's) may leave them empty. */
  required?: boolean;
}

/**
 * State and city, each picked from its list (GET /api/generic/state-city/list, docs/decisions/0023). The
 * state decides which cities are offered, so the city waits for it; choosing another state empties the
 * city.
 */
export function StateCityFields({ state, city, required = true }: StateCityFieldsProps) {
  const { t } = useTranslation();
  const states = useStates();
  const cities = useCities(state.value);

  return (
    <>
      <SuggestionField
        label={t('registration.state', 'State')}
        placeholder={t('registration.statePlaceholder', 'Type to search')}
        options={states.data}
        loading={states.isFetching}
        unavailable={states.isError}
        value={state.value}
        onChange={(value) => {
          state.onChange(value);
          city.onChange('');
        }}
        onBlur={state.onBlur}
        inputRef={state.ref}
        error={state.error}
        unmatchedMessage={t('registration.rule.chooseState', 'Choose a state from the list')}
        nothingFound={t('registration.noStateFound', 'No state or union territory by that name')}
        withAsterisk={required}
      />
      <SuggestionField
        // A new state starts the city afresh, text typed for the old one included.
        key={state.value}
        label={t('registration.city', 'City')}
        placeholder={state.value ? t('registration.cityPlaceholder', 'Type to search') : undefined}
        description={state.value ? undefined : t('registration.cityNeedsState', 'Choose the state first')}
        disabled={!state.value}
        options={cities.data}
        loading={cities.isFetching}
        unavailable={cities.isError}
        value={city.value}
        onChange={city.onChange}
        onBlur={city.onBlur}
        inputRef={city.ref}
        // While it waits for the state, the hint says all there is to say.
        error={state.value ? city.error : undefined}
        unmatchedMessage={t('registration.rule.chooseCity', 'Choose a city from the list')}
        nothingFound={t(
          'registration.noCityFound',
          'No city of this state by that name. Choose the nearest city; the address carries the locality.',
        )}
        withAsterisk={required}
      />
    </>
  );
}

/** State and city bound to two fields of a contract form; typing in them re-renders only them. */
export function StateCityFormFields<T extends FieldValues, O>({
  control,
  state,
  city,
}: {
  control: Control<T, unknown, O>;
  state: Path<T>;
  city: Path<T>;
}) {
  return (
    <StateCityFields
      state={useFieldBinding(control, state) as unknown as FieldBinding}
      city={useFieldBinding(control, city) as unknown as FieldBinding}
    />
  );
}
