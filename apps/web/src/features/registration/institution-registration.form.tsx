import '@mantine/core/styles/SimpleGrid.layer.css';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@raktsetu/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/form-fields';
import { useContractForm } from '../../lib/forms';
import { cleanPhone } from '../../lib/input';
import { CertificateField } from './certificate-upload';
import { entryPlace, InstitutionSearch } from './institution-search';
import { NewInstitutionModal } from './new-institution.modal';
import {
  EMPTY_INSTITUTION_FORM,
  INSTITUTION_SERVER_FIELDS,
  type InstitutionFormValues,
  type InstitutionTab,
  institutionFormSchema,
  institutionPayload,
} from './registration.schemas';
import { TextField, useFieldBinding } from './registration-fields';
import { BLOOD_BANK_INFRASTRUCTURE, HOSPITAL_INFRASTRUCTURE } from './registration-lists';
import { CheckList, DeclarationsSection, SubmitBar } from './registration-parts';
import { type Registered, useRegistrationSubmit } from './submit-registration';

export type { InstitutionTab };

type Field = keyof InstitutionFormValues;

/**
 * The Blood Bank and Hospital tabs (docs/spec/part-1-institution-side.md §2, §3, §5): the institution is
 * chosen from the directory (or added to it), then contact, key member, certificate, every infrastructure
 * box and every declaration.
 */
export function InstitutionRegistrationForm({
  tab,
  onRegistered,
}: {
  tab: InstitutionTab;
  onRegistered: (registered: Registered) => void;
}) {
  const { t } = useTranslation();
  const isBank = tab === 'BloodBank';
  const schema = useMemo(() => institutionFormSchema(tab), [tab]);
  const form = useContractForm(schema, { defaultValues: EMPTY_INSTITUTION_FORM });
  const { control } = form;
  const [adding, setAdding] = useState(false);
  const [searchText, setSearchText] = useState('');

  const institution = useFieldBinding(control, 'institution');

  const labels: Record<Field, string> = {
    institution: isBank
      ? t('registration.searchBloodBank', 'Blood bank name')
      : t('registration.searchHospital', 'Hospital name'),
    contactEmail: t('registration.contactEmail', 'Contact e-mail'),
    contactNumber: t('registration.contactNumber', 'Contact number'),
    registrationNumber: t('registration.registrationNumber', 'Registration number'),
    firstName: t('registration.firstName', 'First name'),
    lastName: t('registration.lastName', 'Last name'),
    email: t('registration.keyMemberEmail', 'Key member e-mail'),
    designation: t('registration.designation', 'Designation'),
    certificate: t('registration.missing.certificate', 'Certificate'),
    infrastructure: t('registration.missing.infrastructure', 'Every infrastructure box'),
    declarations: t('registration.declarations', 'Declaration & Undertaking'),
  };

  const { pending, onSubmit, onKeyDown } = useRegistrationSubmit({
    form,
    payload: (output) => institutionPayload(output, tab),
    serverFields: INSTITUTION_SERVER_FIELDS,
    onRegistered: (registered) =>
      onRegistered({ ...registered, message: registered.message || MESSAGES.registered }),
  });

  const chosen = institution.value;

  return (
    <>
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
                tab={tab}
                value={chosen}
                onChange={institution.onChange}
                // Not checked on leaving the box: the way out of it is often "Add new institution", and a
                // message appearing under the box would move that button from under the pointer. It is
                // checked on Register, like the rest, and again as it changes after that.
                inputRef={institution.ref}
                error={institution.error}
                onTextChange={setSearchText}
                label={labels.institution}
              />
              {chosen ? (
                <Paper withBorder radius="md" p="sm" bg="gray.0">
                  <Text size="sm" fw={600}>
                    {chosen.institutionName}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {[chosen.location.description, entryPlace(chosen)].filter(Boolean).join(', ')}
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
              <TextField
                control={control}
                name="contactEmail"
                label={labels.contactEmail}
                type="email"
                inputMode="email"
                autoComplete="email"
              />
              <TextField
                control={control}
                name="contactNumber"
                clean={cleanPhone}
                label={labels.contactNumber}
                description={t(
                  'registration.contactNumberHint',
                  '10-digit mobile, or 11-digit landline with 0',
                )}
                inputMode="numeric"
                autoComplete="tel-national"
                leftSection={<Text size="sm">+91</Text>}
                leftSectionWidth={44}
              />
              <TextField
                control={control}
                name="registrationNumber"
                label={labels.registrationNumber}
                description={
                  isBank
                    ? t('registration.registrationNumberHintBank', 'Blood centre licence number')
                    : t(
                        'registration.registrationNumberHintHospital',
                        'Clinical establishment registration number',
                      )
                }
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
              <TextField
                control={control}
                name="firstName"
                label={labels.firstName}
                autoComplete="given-name"
              />
              <TextField
                control={control}
                name="lastName"
                label={labels.lastName}
                autoComplete="family-name"
              />
              <TextField
                control={control}
                name="email"
                label={labels.email}
                type="email"
                inputMode="email"
                autoComplete="off"
              />
              <TextField
                control={control}
                name="designation"
                label={labels.designation}
                placeholder={
                  isBank
                    ? t('registration.designationPlaceholder', 'e.g. Medical Officer, Blood Bank')
                    : t('registration.designationPlaceholderHospital', 'e.g. Medical Superintendent')
                }
              />
            </SimpleGrid>
          </FormSection>

          <FormSection title={t('registration.certificateSection', 'Certificate')}>
            <CertificateField
              control={control}
              name="certificate"
              label={
                isBank
                  ? t('registration.certificateLabel.bank', 'Blood centre licence')
                  : t('registration.certificateLabel.hospital', 'Registration certificate')
              }
              description={t('registration.certificateHint', 'PDF, PNG or JPEG, at most 10 MB')}
            />
          </FormSection>

          <FormSection
            title={t('registration.infrastructureSection', 'Infrastructure')}
            description={t('registration.infrastructureHint', 'Tick each item; all are needed to register.')}
          >
            <CheckList
              label={
                isBank
                  ? t('registration.infrastructureLabel.bank', 'Our blood bank has')
                  : t('registration.infrastructureLabel.hospital', 'Our hospital has')
              }
              prefix={`registration.infrastructure.${isBank ? 'bank' : 'hospital'}`}
              items={isBank ? BLOOD_BANK_INFRASTRUCTURE : HOSPITAL_INFRASTRUCTURE}
              control={control}
              name="infrastructure"
            />
          </FormSection>

          <DeclarationsSection control={control} name="declarations" />

          <SubmitBar
            control={control}
            schema={schema}
            labels={labels}
            declarations="declarations"
            pending={pending}
            label={t('registration.submit', 'Register')}
            onShow={(name) => form.setFocus(name)}
          />
        </Stack>
      </form>

      {/* Outside the form: the popup has a form of its own, and forms do not nest. */}
      <NewInstitutionModal
        opened={adding}
        onClose={() => setAdding(false)}
        tab={tab}
        initialName={chosen ? '' : searchText}
        onAdded={(entry) => {
          institution.onChange(entry);
          institution.onBlur();
        }}
      />
    </>
  );
}
