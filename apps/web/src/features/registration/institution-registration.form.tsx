import '@mantine/core/styles/SimpleGrid.layer.css';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type DirectoryEntry, MESSAGES } from '@raktsetu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../lib/files';
import { cleanPhone } from '../../lib/input';
import { CertificateUpload } from './certificate-upload';
import { entryPlace, InstitutionSearch } from './institution-search';
import { NewInstitutionModal } from './new-institution.modal';
import { BLOOD_BANK_INFRASTRUCTURE, DECLARATIONS, HOSPITAL_INFRASTRUCTURE } from './registration-lists';
import { allTicked, CheckList, FormSection, SubmitBar } from './registration-parts';
import { useRegistrationSubmit } from './submit-registration';

export type InstitutionTab = 'BloodBank' | 'Hospital';

interface Values {
  institution: DirectoryEntry | null;
  contactEmail: string;
  contactNumber: string;
  registrationNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  designation: string;
  certificate: StoredFile | null;
  infrastructure: string[];
  declarations: string[];
}

const EMPTY: Values = {
  institution: null,
  contactEmail: '',
  contactNumber: '',
  registrationNumber: '',
  firstName: '',
  lastName: '',
  email: '',
  designation: '',
  certificate: null,
  infrastructure: [],
  declarations: [],
};

/**
 * The Blood Bank and Hospital tabs (spec part 1 §2, §3, §5): the institution is chosen from the directory
 * (or added to it), then contact, key member, certificate, every infrastructure box and every declaration.
 */
export function InstitutionRegistrationForm({ tab }: { tab: InstitutionTab }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [adding, setAdding] = useState(false);
  const [searchText, setSearchText] = useState('');
  // Remounts the search box after a reset, so it forgets what was typed.
  const [generation, setGeneration] = useState(0);
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));

  const infrastructure = tab === 'BloodBank' ? BLOOD_BANK_INFRASTRUCTURE : HOSPITAL_INFRASTRUCTURE;
  const isBank = tab === 'BloodBank';

  const missing = [
    !values.institution && t('registration.missing.institution', 'Institution'),
    !values.contactEmail.trim() && t('registration.contactEmail', 'Contact e-mail'),
    !values.contactNumber && t('registration.contactNumber', 'Contact number'),
    !values.registrationNumber.trim() && t('registration.registrationNumber', 'Registration number'),
    !values.firstName.trim() && t('registration.firstName', 'First name'),
    !values.lastName.trim() && t('registration.lastName', 'Last name'),
    !values.email.trim() && t('registration.keyMemberEmail', 'Key member e-mail'),
    !values.designation.trim() && t('registration.designation', 'Designation'),
    !values.certificate && t('registration.missing.certificate', 'Certificate'),
    !allTicked(infrastructure, values.infrastructure) &&
      t('registration.missing.infrastructure', 'Every infrastructure box'),
  ].filter((item): item is string => Boolean(item));
  const declarationsTicked = allTicked(DECLARATIONS, values.declarations);

  const { error, pending, onSubmit, onKeyDown } = useRegistrationSubmit({
    declarationsTicked,
    missing,
    buildPayload: () => {
      const chosen = values.institution;
      if (!chosen || !values.certificate) return null;
      return {
        contactEmail: values.contactEmail.trim(),
        contactNumber: values.contactNumber,
        institutionName: chosen.institutionName,
        registrationNumber: values.registrationNumber.trim(),
        institutionType: tab,
        address: {
          description: chosen.location.description,
          city: chosen.city,
          state: chosen.state,
          zipcode: chosen.zipcode,
        },
        referenceId: chosen._id,
        attachments: [values.certificate],
        keyMembers: [
          {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
            designation: values.designation.trim(),
          },
        ],
        countryCode: '91',
        infrastructure: values.infrastructure,
        declarations: values.declarations,
      };
    },
    success: {
      title: t('registration.registered', MESSAGES.registered),
      text: t(
        'registration.registered.next',
        'RaktSetu will verify the details and the certificate. Once approved, the key member receives an e-mail with a link to set the password.',
      ),
    },
    onRegistered: () => {
      setValues(EMPTY);
      setGeneration((n) => n + 1);
    },
  });

  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      noValidate
      aria-label={
        isBank
          ? t('registration.form.bloodBank', 'Register a blood bank')
          : t('registration.form.hospital', 'Register a hospital')
      }
    >
      <Stack gap="lg">
        <FormSection
          title={
            isBank
              ? t('registration.yourBloodBank', 'Your blood bank')
              : t('registration.yourHospital', 'Your hospital')
          }
          description={t(
            'registration.searchHint',
            'Search the RaktSetu directory by name. If your institution is not listed, add it with its address and location.',
          )}
        >
          <Stack gap="xs">
            <InstitutionSearch
              key={generation}
              tab={tab}
              value={values.institution}
              onChange={(institution) => set({ institution })}
              onTextChange={setSearchText}
              label={
                isBank
                  ? t('registration.searchBloodBank', 'Blood bank name')
                  : t('registration.searchHospital', 'Hospital name')
              }
            />
            {values.institution ? (
              <Paper withBorder radius="md" p="sm" bg="gray.0">
                <Text size="sm" fw={600}>
                  {values.institution.institutionName}
                </Text>
                <Text size="sm" c="dimmed">
                  {[values.institution.location.description, entryPlace(values.institution)]
                    .filter(Boolean)
                    .join(', ')}
                </Text>
              </Paper>
            ) : null}
            <Group>
              <Button variant="light" size="sm" onClick={() => setAdding(true)}>
                {t('registration.addNewInstitution', 'Add new institution')}
              </Button>
            </Group>
          </Stack>
        </FormSection>

        <FormSection title={t('registration.contact', 'Contact and registration')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('registration.contactEmail', 'Contact e-mail')}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={values.contactEmail}
              onChange={(event) => set({ contactEmail: event.currentTarget.value })}
            />
            <TextInput
              label={t('registration.contactNumber', 'Contact number')}
              description={t(
                'registration.contactNumberHint',
                '10-digit mobile, or 11-digit landline with 0',
              )}
              inputMode="numeric"
              autoComplete="tel-national"
              leftSection={<Text size="sm">+91</Text>}
              leftSectionWidth={44}
              value={values.contactNumber}
              onChange={(event) => set({ contactNumber: cleanPhone(event.currentTarget.value) })}
            />
            <TextInput
              label={t('registration.registrationNumber', 'Registration number')}
              description={
                isBank
                  ? t('registration.registrationNumberHintBank', 'Blood centre licence number')
                  : t(
                      'registration.registrationNumberHintHospital',
                      'Clinical establishment registration number',
                    )
              }
              value={values.registrationNumber}
              onChange={(event) => set({ registrationNumber: event.currentTarget.value })}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection
          title={t('registration.keyMember', 'Key member')}
          description={t(
            'registration.keyMemberHint',
            'The person who will manage RaktSetu for the institution. They sign in with this e-mail.',
          )}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('registration.firstName', 'First name')}
              autoComplete="given-name"
              value={values.firstName}
              onChange={(event) => set({ firstName: event.currentTarget.value })}
            />
            <TextInput
              label={t('registration.lastName', 'Last name')}
              autoComplete="family-name"
              value={values.lastName}
              onChange={(event) => set({ lastName: event.currentTarget.value })}
            />
            <TextInput
              label={t('registration.keyMemberEmail', 'Key member e-mail')}
              type="email"
              inputMode="email"
              autoComplete="off"
              value={values.email}
              onChange={(event) => set({ email: event.currentTarget.value })}
            />
            <TextInput
              label={t('registration.designation', 'Designation')}
              placeholder={
                isBank
                  ? t('registration.designationPlaceholder', 'e.g. Medical Officer, Blood Bank')
                  : t('registration.designationPlaceholderHospital', 'e.g. Medical Superintendent')
              }
              value={values.designation}
              onChange={(event) => set({ designation: event.currentTarget.value })}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('registration.certificate', 'Certificate')}>
          <CertificateUpload
            label={
              isBank
                ? t('registration.certificate.bank', 'Blood centre licence')
                : t('registration.certificate.hospital', 'Registration certificate')
            }
            description={t('registration.certificate.hint', 'PDF, PNG or JPEG, at most 10 MB')}
            value={values.certificate}
            onChange={(certificate) => set({ certificate })}
          />
        </FormSection>

        <FormSection
          title={t('registration.infrastructure', 'Infrastructure')}
          description={t('registration.infrastructureHint', 'Tick each item; all are needed to register.')}
        >
          <CheckList
            label={
              isBank
                ? t('registration.infrastructure.bankLabel', 'Our blood bank has')
                : t('registration.infrastructure.hospitalLabel', 'Our hospital has')
            }
            prefix={`registration.infrastructure.${isBank ? 'bank' : 'hospital'}`}
            items={infrastructure}
            value={values.infrastructure}
            onChange={(infrastructure) => set({ infrastructure })}
          />
        </FormSection>

        <FormSection title={t('registration.declarations', 'Declaration & Undertaking')}>
          <CheckList
            label={t('registration.declarationsLabel', 'We declare that')}
            prefix="registration.declaration"
            items={DECLARATIONS}
            value={values.declarations}
            onChange={(declarations) => set({ declarations })}
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

      <NewInstitutionModal
        opened={adding}
        onClose={() => setAdding(false)}
        tab={tab}
        initialName={values.institution ? '' : searchText}
        onAdded={(institution) => set({ institution })}
      />
    </form>
  );
}
