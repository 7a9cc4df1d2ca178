import '@mantine/core/styles/Divider.layer.css';
import { Button, Divider, Group, Stack } from '@mantine/core';
import { MESSAGES } from '@raktsetu/contract';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link';
import { PageHeader } from '../../components/page-header';
import { popups } from '../../components/popups';
import { ApiError } from '../../lib/api';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { useUnsavedChangesPrompt } from '../profile/unsaved-changes';
import {
  type AddPatientFormOutput,
  type AddPatientFormValues,
  addPatientFormSchema,
  EMPTY_PATIENT_FORM,
  formFieldOf,
  patientPayload,
} from './add-patient.schemas';
import { AddressSection } from './patient-address.section';
import { ChecklistSection } from './patient-checklist.section';
import { ContactSection, NotesSection, PersonalSection } from './patient-details.sections';
import type { PatientField } from './patient-fields';
import { HistorySection } from './patient-history.section';
import { patientMessage } from './patient-text';
import { useAddPatient } from './patients.api';

type PatientForm = UseFormReturn<AddPatientFormValues, unknown, AddPatientFormOutput>;

/**
 * Puts the server's refusal on the form: a 409 is the one conflict adding a patient has (the patient ID is
 * already used here), so it lands on that field; field errors go to the fields they name. Returns the
 * message for the whole form when no field could take it.
 */
function placeServerErrors(form: PatientForm, failure: unknown): string | null {
  if (failure instanceof ApiError && failure.status === 409) {
    form.setError('patientId', { type: 'server', message: failure.message }, { shouldFocus: true });
    return null;
  }
  const fields: Record<string, PatientField> = {};
  if (failure instanceof ApiError) {
    for (const problem of failure.errors) fields[problem.field] = formFieldOf(problem.field) as PatientField;
  }
  return showServerErrors(form, failure, fields);
}

/**
 * /add-patient (docs/spec/part-1-institution-side.md §2, §5): first name, last name, gender, patient ID and
 * e-mail are needed, everything else only when known, and every declaration ticked. Saved, the list opens
 * searched for the new patient.
 */
export function AddPatientPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddPatient();
  const form = useContractForm(addPatientFormSchema, { defaultValues: EMPTY_PATIENT_FORM });
  const { control } = form;
  // The saved patient's ID: once set, nothing is left to lose and the list opens on it.
  const [added, setAdded] = useState<string | null>(null);

  useUnsavedChangesPrompt(
    form.formState.isDirty && added === null,
    t('addPatient.unsaved', 'The patient has not been added; what you typed will be lost.'),
  );

  // After the render that dropped the unsaved-changes guard, so leaving is not questioned.
  useEffect(() => {
    if (added !== null) navigate(`/patient?search=${encodeURIComponent(added)}`);
  }, [added, navigate]);

  const submit = form.handleSubmit(async (values) => {
    if (add.isPending) return;
    try {
      const { patient } = await add.mutateAsync(patientPayload(values));
      void popups.success({ title: t('addPatient.added', MESSAGES.patientAdded) });
      setAdded(patient.patientId);
    } catch (failure) {
      const general = placeServerErrors(form, failure);
      if (general) await popups.failure({ title: patientMessage(t, general) ?? general });
    }
  });

  return (
    <Stack gap="lg">
      <BackLink to="/patient" label={t('addPatient.back', 'Patients')} />
      <PageHeader
        title={t('patients.add.title', 'Add a Patient')}
        intro={t('addPatient.intro', 'Fields marked * are required; fill the others when they are known.')}
      />
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('patients.add.title', 'Add a Patient')}
      >
        <Stack gap="lg">
          <PersonalSection
            control={control}
            onAge={(years) =>
              form.setValue('age', String(years), { shouldDirty: true, shouldValidate: true })
            }
          />
          <ContactSection control={control} />
          <AddressSection control={control} />
          <NotesSection control={control} />
          <HistorySection control={control} />
          <ChecklistSection control={control} />
          <Divider />
          <Group gap="sm">
            <Button type="submit" size="md" loading={add.isPending}>
              {t('addPatient.save', 'Save')}
            </Button>
            <Button component={Link} to="/patient" variant="default" size="md">
              {t('addPatient.cancel', 'Cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
