import type { ComponentProps } from 'react';
import type { Control, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldBinding, FormTextField, useFormBinding } from '../../components/form-fields';
import type { AddPatientFormOutput, AddPatientFormValues } from './add-patient.schemas';
import { patientMessage } from './patient-text';

export type PatientControl = Control<AddPatientFormValues, unknown, AddPatientFormOutput>;
export type PatientField = Path<AddPatientFormValues>;

export function usePatientBinding<V>(control: PatientControl, name: PatientField): FieldBinding<V> {
  const { t } = useTranslation();
  return useFormBinding(control, name, (message) => patientMessage(t, message)) as unknown as FieldBinding<V>;
}

type PatientTextFieldProps = Omit<
  ComponentProps<typeof FormTextField<AddPatientFormValues, AddPatientFormOutput>>,
  'message'
>;

/** A text box of the add-patient form, its messages in the form's words. */
export function PatientTextField(props: PatientTextFieldProps) {
  const { t } = useTranslation();
  return <FormTextField message={(message) => patientMessage(t, message)} {...props} />;
}
