import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type DirectoryEntry, MESSAGES } from '@raktsetu/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { popups } from '../../components/popups';
import { cleanDigits } from '../../lib/input';
import { institutionTypeLabel } from '../institutions/institution-type';
import { isLatitude, isLongitude, PIN_CODE } from './coordinates';
import { LocationFields } from './location-fields';
import { useAddDirectoryEntry } from './registration.api';
import { StateCityFields } from './state-city-fields';

type DirectoryType = 'BloodBank' | 'Hospital' | 'Both';

interface Fields {
  institutionType: DirectoryType;
  institutionName: string;
  address: string;
  state: string;
  city: string;
  zipcode: string;
  latitude: string;
  longitude: string;
}

export const NEW_INSTITUTION_MESSAGES = {
  pinCode: 'Enter a valid 6-digit PIN code',
  coordinates: 'Enter the latitude (−90 to 90) and longitude (−180 to 180) as numbers',
} as const;

interface NewInstitutionModalProps {
  opened: boolean;
  onClose: () => void;
  tab: 'BloodBank' | 'Hospital';
  /** What was typed in the search, to save typing it again. */
  initialName: string;
  onAdded: (entry: DirectoryEntry) => void;
}

/**
 * The "add new institution" popup (spec part 1 §2, §5): every field required, else "All Fileds Is
 * Required"; POST /api/institution/geolocation/add; the new entry becomes the chosen institution.
 */
export function NewInstitutionModal({
  opened,
  onClose,
  tab,
  initialName,
  onAdded,
}: NewInstitutionModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('registration.newInstitution.title', 'Add new institution')}
      size="lg"
    >
      {/* Mounted only while open, so every opening starts from a clean form. */}
      {opened && (
        <NewInstitutionForm tab={tab} initialName={initialName} onClose={onClose} onAdded={onAdded} />
      )}
    </Modal>
  );
}

function NewInstitutionForm({
  tab,
  initialName,
  onClose,
  onAdded,
}: Omit<NewInstitutionModalProps, 'opened'>) {
  const { t } = useTranslation();
  const add = useAddDirectoryEntry();
  const [fields, setFields] = useState<Fields>({
    institutionType: tab,
    institutionName: initialName.trim(),
    address: '',
    state: '',
    city: '',
    zipcode: '',
    latitude: '',
    longitude: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<Fields>) => {
    setFields((current) => ({ ...current, ...patch }));
    setError(null);
  };
  const missing = (key: keyof Fields) => tried && !String(fields[key]).trim();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // The popup's form sits inside the registration form's React tree.
    setTried(true);
    const values = Object.values(fields).map((value) => String(value).trim());
    if (values.some((value) => !value)) {
      setError(t('registration.allFiledsRequired', MESSAGES.allFiledsRequired));
      return;
    }
    if (!PIN_CODE.test(fields.zipcode)) {
      setError(t('registration.pinCode', NEW_INSTITUTION_MESSAGES.pinCode));
      return;
    }
    if (!isLatitude(fields.latitude) || !isLongitude(fields.longitude)) {
      setError(t('registration.coordinates', NEW_INSTITUTION_MESSAGES.coordinates));
      return;
    }
    setError(null);
    try {
      const { entry, message } = await add.mutateAsync({
        institutionType: fields.institutionType,
        institutionName: fields.institutionName.trim(),
        address: fields.address.trim(),
        city: fields.city.trim(),
        state: fields.state,
        zipcode: fields.zipcode,
        latitude: Number(fields.latitude),
        longitude: Number(fields.longitude),
      });
      onAdded(entry);
      onClose();
      await popups.success({
        title: message || t('registration.newInstitutionAdded', MESSAGES.newInstitutionAdded),
      });
    } catch (failure) {
      await popups.failedWith(failure);
    }
  };

  const typeOptions: DirectoryType[] = ['BloodBank', 'Hospital', 'Both'];

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Select
          label={t('registration.institutionType', 'Institution type')}
          data={typeOptions.map((value) => ({ value, label: institutionTypeLabel(t, value) }))}
          value={fields.institutionType}
          onChange={(value) => value && set({ institutionType: value as DirectoryType })}
          allowDeselect={false}
          size="md"
        />
        <TextInput
          label={t('registration.institutionName', 'Institution name')}
          value={fields.institutionName}
          onChange={(event) => set({ institutionName: event.currentTarget.value })}
          error={missing('institutionName')}
          data-autofocus
        />
        <TextInput
          label={t('registration.address', 'Address')}
          description={t('registration.addressHint', 'Building, street and area')}
          value={fields.address}
          onChange={(event) => set({ address: event.currentTarget.value })}
          error={missing('address')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <StateCityFields
            state={fields.state}
            city={fields.city}
            onStateChange={(state) => set({ state })}
            onCityChange={(city) => set({ city })}
            stateError={missing('state')}
            cityError={missing('city')}
          />
        </SimpleGrid>
        <TextInput
          label={t('registration.pinCodeLabel', 'PIN code')}
          inputMode="numeric"
          value={fields.zipcode}
          onChange={(event) => set({ zipcode: cleanDigits(event.currentTarget.value, 6) })}
          error={missing('zipcode')}
          w={{ base: '100%', xs: 200 }}
          autoComplete="off"
        />
        <LocationFields
          latitude={fields.latitude}
          longitude={fields.longitude}
          onChange={(value) => set(value)}
          latitudeError={missing('latitude')}
          longitudeError={missing('longitude')}
        />
        {error && (
          <Alert color="red" variant="light" role="alert" py="xs">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel', 'Cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('registration.newInstitution.submit', 'Add institution')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
