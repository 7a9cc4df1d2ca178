import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@raktsetu/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/form-fields';
import { popups } from '../../components/popups';
import { useContractForm } from '../../lib/forms';
import { cleanDigits, cleanPhone } from '../../lib/input';
import { CertificateField } from './certificate-upload';
import {
  clearFacilitatorDraft,
  draftOf,
  readFacilitatorDraft,
  saveFacilitatorDraft,
} from './facilitator-draft';
import { LocationFormFields } from './location-fields';
import {
  FACILITATOR_SERVER_FIELDS,
  type FacilitatorFormValues,
  facilitatorFormSchema,
  facilitatorPayload,
} from './registration.schemas';
import { TextField, useFieldBinding } from './registration-fields';
import { FACILITATOR_TYPES, facilitatorTypeLabel } from './registration-lists';
import { DeclarationsSection, SubmitBar } from './registration-parts';
import { StateCityFormFields } from './state-city-fields';
import { type Registered, useRegistrationSubmit } from './submit-registration';

type Field = keyof FacilitatorFormValues;

interface FacilitatorRegistrationFormProps {
  onRegistered: (registered: Registered) => void;
}

/**
 * The Facilitator tab (docs/spec/part-1-institution-side.md §2, §3, §5): NGOs and camp organisers describe
 * themselves, with a facilitator type, an address with coordinates and one contact person; sent with
 * institutionType NGO. The draft survives a reload (localStorage) and is cleared once the registration
 * succeeds.
 */
export function FacilitatorRegistrationForm({ onRegistered }: FacilitatorRegistrationFormProps) {
  const { t } = useTranslation();
  // "Clear form" starts a fresh form: text typed into the state and city boxes goes with it.
  const [generation, setGeneration] = useState(0);

  const clearForm = async () => {
    const confirmed = await popups.confirm({
      title: t('registration.clearDraft.title', 'Clear the form?'),
      text: t(
        'registration.clearDraft.text',
        'Everything typed in this form and its saved draft are removed.',
      ),
      confirmLabel: t('registration.clearDraft.confirm', 'Clear form'),
    });
    if (!confirmed) return;
    clearFacilitatorDraft();
    setGeneration((n) => n + 1);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t(
            'registration.facilitatorIntro',
            'For NGOs, camp organisers and others who bring voluntary donors to blood banks. What you type is kept on this computer until you register.',
          )}
        </Text>
        <Button variant="subtle" size="xs" color="gray" onClick={clearForm} style={{ flexShrink: 0 }}>
          {t('registration.clearDraft.button', 'Clear form')}
        </Button>
      </Group>
      <FacilitatorForm key={generation} onRegistered={onRegistered} />
    </Stack>
  );
}

function FacilitatorForm({ onRegistered }: FacilitatorRegistrationFormProps) {
  const { t } = useTranslation();
  const form = useContractForm(facilitatorFormSchema, {
    defaultValues: { ...readFacilitatorDraft(), declarations: [] },
  });
  const { control } = form;

  useEffect(() => {
    const subscription = form.watch((current) => saveFacilitatorDraft(draftOf(current)));
    return () => subscription.unsubscribe();
  }, [form]);

  const facilitatorType = useFieldBinding(control, 'facilitatorType');

  const labels: Record<Field, string> = {
    facilitatorType: t('registration.facilitatorType', 'Facilitator type'),
    institutionName: t('registration.organisationName', 'Institution name'),
    registrationNumber: t('registration.registrationNumber', 'Registration number'),
    address: t('registration.address', 'Address'),
    state: t('registration.state', 'State'),
    city: t('registration.city', 'City'),
    postalCode: t('registration.postalCode', 'Postal code'),
    latitude: t('registration.latitude', 'Latitude'),
    longitude: t('registration.longitude', 'Longitude'),
    firstName: t('registration.firstName', 'First name'),
    lastName: t('registration.lastName', 'Last name'),
    emailId: t('registration.emailId', 'E-mail'),
    designation: t('registration.designation', 'Designation'),
    mobileNumber: t('registration.mobileNumber', 'Mobile number'),
    certificate: t('registration.missing.certificate', 'Certificate'),
    declarations: t('registration.declarations', 'Declaration & Undertaking'),
  };

  const { pending, onSubmit, onKeyDown } = useRegistrationSubmit({
    form,
    payload: facilitatorPayload,
    serverFields: FACILITATOR_SERVER_FIELDS,
    onRegistered: (registered) => {
      clearFacilitatorDraft();
      onRegistered({ ...registered, message: registered.message || MESSAGES.registeredFacilitator });
    },
  });

  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      noValidate
      aria-label={t('registration.form.facilitator', 'Register a facilitator')}
    >
      <Stack gap="lg">
        <FormSection title={t('registration.organisation', 'Organisation')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              ref={facilitatorType.ref}
              label={labels.facilitatorType}
              placeholder={t('registration.facilitatorTypePlaceholder', 'Choose one')}
              data={FACILITATOR_TYPES.map((type) => ({
                value: type.value,
                label: facilitatorTypeLabel(t, type.value),
              }))}
              value={facilitatorType.value || null}
              onChange={(value) => facilitatorType.onChange(value ?? '')}
              onBlur={facilitatorType.onBlur}
              error={facilitatorType.error}
              withAsterisk
              aria-required
              size="md"
            />
            <TextField control={control} name="institutionName" label={labels.institutionName} />
            <TextField
              control={control}
              name="registrationNumber"
              label={labels.registrationNumber}
              description={t(
                'registration.registrationNumberHintNgo',
                'Society, trust, company or college registration number',
              )}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('registration.addressSection', 'Address')}>
          <TextField
            control={control}
            name="address"
            label={labels.address}
            description={t('registration.addressHint', 'Building, street and area')}
            autoComplete="street-address"
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <StateCityFormFields control={control} state="state" city="city" />
            <TextField
              control={control}
              name="postalCode"
              clean={(text) => cleanDigits(text, 6)}
              label={labels.postalCode}
              inputMode="numeric"
              autoComplete="postal-code"
            />
          </SimpleGrid>
          <LocationFormFields control={control} latitude="latitude" longitude="longitude" />
        </FormSection>

        <FormSection
          title={t('registration.contactPerson', 'Contact person')}
          description={t(
            'registration.contactPersonHint',
            'The person who will manage RaktSetu for the organisation. They sign in with this e-mail.',
          )}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              control={control}
              name="firstName"
              label={labels.firstName}
              autoComplete="given-name"
            />
            <TextField control={control} name="lastName" label={labels.lastName} autoComplete="family-name" />
            <TextField
              control={control}
              name="emailId"
              label={labels.emailId}
              type="email"
              inputMode="email"
              autoComplete="email"
            />
            <TextField
              control={control}
              name="designation"
              label={labels.designation}
              placeholder={t('registration.designationPlaceholderNgo', 'e.g. Camp coordinator')}
            />
            <TextField
              control={control}
              name="mobileNumber"
              clean={cleanPhone}
              label={labels.mobileNumber}
              inputMode="numeric"
              autoComplete="tel-national"
              leftSection={<Text size="sm">+91</Text>}
              leftSectionWidth={44}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('registration.certificateSection', 'Certificate')}>
          <CertificateField
            control={control}
            name="certificate"
            label={t('registration.certificateLabel.ngo', 'Registration certificate')}
            description={t('registration.certificateHint', 'PDF, PNG or JPEG, at most 10 MB')}
          />
        </FormSection>

        <DeclarationsSection control={control} name="declarations" />

        <SubmitBar
          control={control}
          schema={facilitatorFormSchema}
          labels={labels}
          declarations="declarations"
          pending={pending}
          label={t('registration.submit', 'Register')}
          onShow={(name) => form.setFocus(name)}
        />
      </Stack>
    </form>
  );
}
