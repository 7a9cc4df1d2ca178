import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import {
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { MESSAGES } from '@raktsetu/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { popups } from '../../components/popups';
import { cleanDigits, cleanPhone } from '../../lib/input';
import { CertificateUpload } from './certificate-upload';
import { isLatitude, isLongitude, PIN_CODE } from './coordinates';
import {
  clearFacilitatorDraft,
  EMPTY_FACILITATOR,
  type FacilitatorDraft,
  readFacilitatorDraft,
  saveFacilitatorDraft,
} from './facilitator-draft';
import { LocationFields } from './location-fields';
import { NEW_INSTITUTION_MESSAGES } from './new-institution.modal';
import { DECLARATIONS, FACILITATOR_TYPES, facilitatorTypeLabel } from './registration-lists';
import { allTicked, CheckList, FormSection, SubmitBar } from './registration-parts';
import { StateCityFields } from './state-city-fields';
import { useRegistrationSubmit } from './submit-registration';

/**
 * The Facilitator tab (spec part 1 §2, §3, §5): NGOs and camp organisers describe themselves, with a
 * facilitator type, an address with coordinates and one contact person; sent with institutionType NGO.
 * The draft survives a reload (localStorage) and is cleared once the registration succeeds.
 */
export function FacilitatorRegistrationForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<FacilitatorDraft>(readFacilitatorDraft);
  const [declarations, setDeclarations] = useState<string[]>([]);
  const set = (patch: Partial<FacilitatorDraft>) => setValues((current) => ({ ...current, ...patch }));

  useEffect(() => {
    saveFacilitatorDraft(values);
  }, [values]);

  const fields: [keyof FacilitatorDraft, string][] = [
    ['facilitatorType', t('registration.facilitatorType', 'Facilitator type')],
    ['institutionName', t('registration.organisationName', 'Institution name')],
    ['registrationNumber', t('registration.registrationNumber', 'Registration number')],
    ['address', t('registration.address', 'Address')],
    ['state', t('registration.state', 'State')],
    ['city', t('registration.city', 'City')],
    ['postalCode', t('registration.postalCode', 'Postal code')],
    ['latitude', t('registration.latitude', 'Latitude')],
    ['longitude', t('registration.longitude', 'Longitude')],
    ['firstName', t('registration.firstName', 'First name')],
    ['lastName', t('registration.lastName', 'Last name')],
    ['emailId', t('registration.emailId', 'E-mail')],
    ['designation', t('registration.designation', 'Designation')],
    ['mobileNumber', t('registration.mobileNumber', 'Mobile number')],
  ];
  const missing = [
    ...fields.filter(([key]) => !String(values[key] ?? '').trim()).map(([, label]) => label),
    ...(values.certificate ? [] : [t('registration.missing.certificate', 'Certificate')]),
  ];
  const declarationsTicked = allTicked(DECLARATIONS, declarations);

  const { error, setError, pending, onSubmit, onKeyDown } = useRegistrationSubmit({
    declarationsTicked,
    missing,
    buildPayload: () =>
      values.certificate
        ? {
            contactEmail: values.emailId.trim(),
            contactNumber: values.mobileNumber,
            institutionName: values.institutionName.trim(),
            registrationNumber: values.registrationNumber.trim(),
            institutionType: 'NGO',
            address: {
              description: values.address.trim(),
              city: values.city.trim(),
              state: values.state,
              zipcode: values.postalCode,
              coordinates: [Number(values.latitude), Number(values.longitude)],
            },
            attachments: [values.certificate],
            keyMembers: [
              {
                firstName: values.firstName.trim(),
                lastName: values.lastName.trim(),
                email: values.emailId.trim(),
                designation: values.designation.trim(),
              },
            ],
            ngoType: values.facilitatorType,
            countryCode: '91',
            declarations,
          }
        : null,
    extraProblem: () =>
      !PIN_CODE.test(values.postalCode)
        ? t('registration.pinCode', NEW_INSTITUTION_MESSAGES.pinCode)
        : !isLatitude(values.latitude) || !isLongitude(values.longitude)
          ? t('registration.coordinates', NEW_INSTITUTION_MESSAGES.coordinates)
          : null,
    success: {
      title: t('registration.registeredFacilitator', MESSAGES.registeredFacilitator),
      text: t(
        'registration.registered.nextFacilitator',
        'RaktSetu will verify the details and the certificate. Once approved, you receive an e-mail with a link to set your password.',
      ),
    },
    onRegistered: () => {
      clearFacilitatorDraft();
      setValues(EMPTY_FACILITATOR);
      setDeclarations([]);
    },
  });

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
    setValues(EMPTY_FACILITATOR);
    setDeclarations([]);
    setError(null);
  };

  const text = (key: keyof FacilitatorDraft, label: string, extra: Partial<TextInputProps> = {}) => (
    <TextInput
      label={label}
      value={String(values[key] ?? '')}
      onChange={(event) => set({ [key]: event.currentTarget.value })}
      {...extra}
    />
  );

  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      noValidate
      aria-label={t('registration.form.facilitator', 'Register a facilitator')}
    >
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

        <FormSection title={t('registration.organisation', 'Organisation')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('registration.facilitatorType', 'Facilitator type')}
              placeholder={t('registration.facilitatorTypePlaceholder', 'Choose one')}
              data={FACILITATOR_TYPES.map((type) => ({
                value: type.value,
                label: facilitatorTypeLabel(t, type.value),
              }))}
              value={values.facilitatorType || null}
              onChange={(facilitatorType) => set({ facilitatorType: facilitatorType ?? '' })}
              size="md"
            />
            {text('institutionName', t('registration.organisationName', 'Institution name'))}
            {text('registrationNumber', t('registration.registrationNumber', 'Registration number'), {
              description: t(
                'registration.registrationNumberHintNgo',
                'Society, trust, company or college registration number',
              ),
            })}
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('registration.addressSection', 'Address')}>
          {text('address', t('registration.address', 'Address'), {
            description: t('registration.addressHint', 'Building, street and area'),
            autoComplete: 'street-address',
          })}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <StateCityFields
              state={values.state}
              city={values.city}
              onStateChange={(state) => set({ state })}
              onCityChange={(city) => set({ city })}
            />
            <TextInput
              label={t('registration.postalCode', 'Postal code')}
              inputMode="numeric"
              autoComplete="postal-code"
              value={values.postalCode}
              onChange={(event) => set({ postalCode: cleanDigits(event.currentTarget.value, 6) })}
            />
          </SimpleGrid>
          <LocationFields
            latitude={values.latitude}
            longitude={values.longitude}
            onChange={(value) => set(value)}
          />
        </FormSection>

        <FormSection
          title={t('registration.contactPerson', 'Contact person')}
          description={t(
            'registration.contactPersonHint',
            'The person who will manage RaktSetu for the organisation. They sign in with this e-mail.',
          )}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('firstName', t('registration.firstName', 'First name'), { autoComplete: 'given-name' })}
            {text('lastName', t('registration.lastName', 'Last name'), { autoComplete: 'family-name' })}
            {text('emailId', t('registration.emailId', 'E-mail'), {
              type: 'email',
              inputMode: 'email',
              autoComplete: 'email',
            })}
            {text('designation', t('registration.designation', 'Designation'), {
              placeholder: t('registration.designationPlaceholderNgo', 'e.g. Camp coordinator'),
            })}
            <TextInput
              label={t('registration.mobileNumber', 'Mobile number')}
              inputMode="numeric"
              autoComplete="tel-national"
              leftSection={<Text size="sm">+91</Text>}
              leftSectionWidth={44}
              value={values.mobileNumber}
              onChange={(event) => set({ mobileNumber: cleanPhone(event.currentTarget.value) })}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('registration.certificate', 'Certificate')}>
          <CertificateUpload
            label={t('registration.certificate.ngo', 'Registration certificate')}
            description={t('registration.certificate.hint', 'PDF, PNG or JPEG, at most 10 MB')}
            value={values.certificate}
            onChange={(certificate) => set({ certificate })}
          />
        </FormSection>

        <FormSection title={t('registration.declarations', 'Declaration & Undertaking')}>
          <CheckList
            label={t('registration.declarationsLabel', 'We declare that')}
            prefix="registration.declaration"
            items={DECLARATIONS}
            value={declarations}
            onChange={setDeclarations}
          />
        </FormSection>

        <SubmitBar
          missing={missing}
          declarationsTicked={declarationsTicked}
          error={error}
          pending={pending}
          label={t('registration.submit', 'Register')}
        />
      </Stack>
    </form>
  );
}
