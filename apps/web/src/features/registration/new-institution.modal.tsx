import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Button, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type DirectoryEntry, MESSAGES } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { ModalButtons, ownSubmit } from '../../components/modal-buttons';
import { popups } from '../../components/popups';
import { ApiError } from '../../lib/api';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { cleanDigits } from '../../lib/input';
import { institutionTypeLabel } from '../institutions/institution-type';
import { LocationFormFields } from './location-fields';
import { useAddDirectoryEntry } from './registration.api';
import {
  type DirectoryType,
  type NewInstitutionFormValues,
  newInstitutionFormSchema,
} from './registration.schemas';
import { TextField, useFieldBinding } from './registration-fields';
import { StateCityFormFields } from './state-city-fields';

interface NewInstitutionModalProps {
  opened: boolean;
  onClose: () => void;
  tab: 'BloodBank' | 'Hospital';
  /** What was typed in the search, to save typing it again. */
  initialName: string;
  onAdded: (entry: DirectoryEntry) => void;
}

/** Phones get the whole screen: a popup narrower than its fields pushes the city list off the side. */
const PHONE = '(max-width: 36em)';

/**
 * The "add new institution" popup (docs/spec/part-1-institution-side.md §2, §5): every field required,
 * else "All Fileds Is Required"; POST /api/institution/geolocation/add; the new entry becomes the chosen
 * institution. The fields scroll and Cancel and Add stay in view below them, however many messages show.
 */
export function NewInstitutionModal({
  opened,
  onClose,
  tab,
  initialName,
  onAdded,
}: NewInstitutionModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE) ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('registration.newInstitution.title', 'Add new institution')}
      size="lg"
      fullScreen={isPhone}
      padding={isPhone ? 'md' : 'lg'}
    >
      {/* Mounted only while open, so every opening starts from a clean form. */}
      {opened && (
        <NewInstitutionForm tab={tab} initialName={initialName} onClose={onClose} onAdded={onAdded} />
      )}
    </Modal>
  );
}

const TYPES: DirectoryType[] = ['BloodBank', 'Hospital', 'Both'];

function NewInstitutionForm({
  tab,
  initialName,
  onClose,
  onAdded,
}: Omit<NewInstitutionModalProps, 'opened'>) {
  const { t } = useTranslation();
  const add = useAddDirectoryEntry();
  const form = useContractForm(newInstitutionFormSchema, {
    defaultValues: {
      institutionType: tab,
      institutionName: initialName.trim(),
      address: '',
      state: '',
      city: '',
      zipcode: '',
      latitude: '',
      longitude: '',
    } satisfies NewInstitutionFormValues,
  });
  const { control } = form;
  const institutionType = useFieldBinding(control, 'institutionType');

  const submit = form.handleSubmit(async (values) => {
    try {
      const { entry, message } = await add.mutateAsync({
        ...values,
        latitude: Number(values.latitude),
        longitude: Number(values.longitude),
      });
      onAdded(entry);
      onClose();
      await popups.success({
        title: message || t('registration.newInstitutionAdded', MESSAGES.newInstitutionAdded),
      });
    } catch (failure) {
      // The server checks with the same schema, so its field errors carry the form's own names; its one
      // conflict is a name already listed at this PIN code.
      const located =
        failure instanceof ApiError && failure.status === 409 && failure.errors.length === 0
          ? new ApiError(failure.message, 409, [{ field: 'institutionName', message: failure.message }])
          : failure;
      const general = showServerErrors(form, located);
      if (general) await popups.failure({ title: general });
    }
  });

  return (
    <form noValidate onSubmit={ownSubmit(submit)}>
      <Stack gap="md">
        <Select
          ref={institutionType.ref}
          label={t('registration.institutionType', 'Institution type')}
          data={TYPES.map((value) => ({ value, label: institutionTypeLabel(t, value) }))}
          value={institutionType.value}
          onChange={(value) => value && institutionType.onChange(value as DirectoryType)}
          onBlur={institutionType.onBlur}
          error={institutionType.error}
          allowDeselect={false}
          withAsterisk
          aria-required
          size="md"
        />
        <TextField
          control={control}
          name="institutionName"
          label={t('registration.institutionName', 'Institution name')}
          data-autofocus
        />
        <TextField
          control={control}
          name="address"
          label={t('registration.address', 'Address')}
          description={t('registration.addressHint', 'Building, street and area')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <StateCityFormFields control={control} state="state" city="city" />
        </SimpleGrid>
        <TextField
          control={control}
          name="zipcode"
          clean={(text) => cleanDigits(text, 6)}
          label={t('registration.pinCodeLabel', 'PIN code')}
          inputMode="numeric"
          w={{ base: '100%', xs: 200 }}
          autoComplete="off"
        />
        <LocationFormFields control={control} latitude="latitude" longitude="longitude" />
      </Stack>
      <ModalButtons>
        <Button variant="default" onClick={onClose}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit" loading={add.isPending}>
          {t('registration.newInstitution.submit', 'Add institution')}
        </Button>
      </ModalButtons>
    </form>
  );
}
