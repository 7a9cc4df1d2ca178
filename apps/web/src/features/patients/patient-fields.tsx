import '@mantine/core/styles/Divider.layer.css';
import { Divider, Stack, Text, TextInput, type TextInputProps, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Control, type Path, type RefCallBack, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AddPatientFormOutput, AddPatientFormValues } from './add-patient.schemas';
import { patientMessage } from './patient-text';

export type PatientControl = Control<AddPatientFormValues, unknown, AddPatientFormOutput>;
export type PatientField = Path<AddPatientFormValues>;

/** Hints under the box, the message last, so boxes side by side line up with or without a hint. */
const DESCRIPTION_BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** A titled part of the form; each is a landmark-free section named by its heading. */
export function PatientSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Divider />
      <div>
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="gray.7" mt={2}>
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

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
  TextInputProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'required'
> & {
  control: PatientControl;
  name: PatientField;
  /** Marked required (asterisk, aria-required); the schema decides what is accepted. */
  required?: boolean;
  /** Keeps only what fits (digits of a phone number, a PIN code) as the person types or pastes. */
  clean?: (text: string) => string;
  /** Told every new value, after the form has it. */
  onValue?: (text: string) => void;
};

/** A text box of the add-patient form: its message under it once the person has left it or pressed Save. */
export function PatientTextField({
  control,
  name,
  required,
  clean,
  onValue,
  ...props
}: PatientTextFieldProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      withAsterisk={required}
      aria-required={required || undefined}
      inputWrapperOrder={DESCRIPTION_BELOW}
      {...props}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => {
        const value = clean ? clean(event.currentTarget.value) : event.currentTarget.value;
        field.onChange(value);
        onValue?.(value);
      }}
      onBlur={field.onBlur}
      error={patientMessage(t, fieldState.error?.message)}
    />
  );
}

/**
 * A date typed dd/MM/yyyy as a mask: only its digits count and the slashes are put in as they are typed
 * (15081990 becomes 15/08/1990), so nobody has to look for the slash key and a pasted 15-08-1990 fits.
 */
export function cleanDateText(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}
