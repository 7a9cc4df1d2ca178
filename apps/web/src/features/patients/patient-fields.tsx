import type { ComponentProps } from 'react';
import { type Control, type Path, type RefCallBack, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/form-fields';
import type { AddPatientFormOutput, AddPatientFormValues } from './add-patient.schemas';
import { patientMessage } from './patient-text';

export type PatientControl = Control<AddPatientFormValues, unknown, AddPatientFormOutput>;
export type PatientField = Path<AddPatientFormValues>;

/** What a field component needs from the form, for controls that are not plain text boxes. */
export interface PatientBinding<V> {
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  /** Where focus goes when this field is the first problem. */
  ref: RefCallBack;
  /** Already translated. */
  error: string | undefined;
}

export function usePatientBinding<V>(control: PatientControl, name: PatientField): PatientBinding<V> {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return {
    value: field.value as V,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    error: patientMessage(t, fieldState.error?.message),
  };
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
