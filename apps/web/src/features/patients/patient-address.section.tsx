import '@mantine/core/styles/SimpleGrid.layer.css';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/form-fields';
import { cleanDigits } from '../../lib/input';
import { StateCityFields } from '../registration/state-city-fields';
import { PATIENT_LIMITS } from './add-patient.schemas';
import { type PatientControl, PatientTextField, usePatientBinding } from './patient-fields';

/** State and city from the registration's suggestion lists (docs/decisions/0023); a patient's address may leave them empty. */
function StateAndCity({ control }: { control: PatientControl }) {
  const state = usePatientBinding<string>(control, 'state');
  const city = usePatientBinding<string>(control, 'city');
  return <StateCityFields state={state} city={city} required={false} />;
}

/** The patient's address: a line typed as it is written, the state and city chosen, the PIN code. */
export function AddressSection({ control }: { control: PatientControl }) {
  const { t } = useTranslation();
  return (
    <FormSection
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
    </FormSection>
  );
}
