import '@mantine/core/styles/SimpleGrid.layer.css';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cleanDigits } from '../../lib/input';
import { useCities, useStates } from '../registration/registration.api';
import { SuggestionField } from '../registration/suggestion-field';
import { PATIENT_LIMITS } from './add-patient.schemas';
import { type PatientControl, PatientSection, PatientTextField, usePatientBinding } from './patient-fields';

/**
 * State and city chosen from the suggestion lists the registration uses (GET /api/generic/state-city/list,
 * docs/decisions/0023); the address is optional, so neither is required. A new state empties the city.
 */
function StateAndCity({ control }: { control: PatientControl }) {
  const { t } = useTranslation();
  const state = usePatientBinding<string>(control, 'state');
  const city = usePatientBinding<string>(control, 'city');
  const states = useStates();
  const cities = useCities(state.value);
  return (
    <>
      <SuggestionField
        label={t('addPatient.state', 'State')}
        placeholder={t('addPatient.searchPlaceholder', 'Type to search')}
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
        unmatchedMessage={t('addPatient.chooseState', 'Choose a state from the list')}
        nothingFound={t('addPatient.noState', 'No state or union territory by that name')}
      />
      <SuggestionField
        // A new state starts the city afresh, text typed for the old one included.
        key={state.value}
        label={t('addPatient.city', 'City')}
        placeholder={state.value ? t('addPatient.searchPlaceholder', 'Type to search') : undefined}
        description={state.value ? undefined : t('addPatient.cityNeedsState', 'Choose the state first')}
        disabled={!state.value}
        options={cities.data}
        loading={cities.isFetching}
        unavailable={cities.isError}
        value={city.value}
        onChange={city.onChange}
        onBlur={city.onBlur}
        inputRef={city.ref}
        error={city.error}
        unmatchedMessage={t('addPatient.chooseCity', 'Choose a city from the list')}
        nothingFound={t(
          'addPatient.noCity',
          'No city of this state by that name. Choose the nearest city; the address line carries the locality.',
        )}
      />
    </>
  );
}

/** The patient's address: a line typed as it is written, the state and city chosen, the PIN code. */
export function AddressSection({ control }: { control: PatientControl }) {
  const { t } = useTranslation();
  return (
    <PatientSection
      id="add-patient-address"
      title={t('addPatient.section.address', 'Address')}
      description={t('addPatient.addressIntro', 'Optional. Choose the state and city from the suggestions.')}
    >
      <PatientTextField
        control={control}
        name="addressLine"
        label={t('addPatient.addressLine', 'House, street and area')}
        maxLength={PATIENT_LIMITS.line}
        autoComplete="off"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <StateAndCity control={control} />
        <PatientTextField
          control={control}
          name="zipcode"
          label={t('addPatient.zipcode', 'PIN code')}
          inputMode="numeric"
          maxLength={6}
          clean={(text) => cleanDigits(text, 6)}
          autoComplete="off"
        />
      </SimpleGrid>
    </PatientSection>
  );
}
