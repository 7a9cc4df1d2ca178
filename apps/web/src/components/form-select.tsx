import '@mantine/core/styles/Combobox.layer.css';
import { Select, type SelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { type BoundFieldProps, type BoundInputProp, type FieldBinding, useFormBinding } from './form-fields';

type FormSelectProps<T extends FieldValues, Out> = Omit<SelectProps, BoundInputProp> &
  BoundFieldProps<T, Out>;

/** A select of a form, bound like `FormTextField`: nothing chosen is the empty text. */
export function FormSelect<T extends FieldValues, Out>({
  control,
  name,
  message,
  required = false,
  ...props
}: FormSelectProps<T, Out>) {
  // Text, whatever the form's type says of it.
  const field = useFormBinding(control, name, message) as unknown as FieldBinding<string>;
  return (
    <Select
      withAsterisk={required}
      aria-required={required || undefined}
      {...props}
      ref={field.ref}
      value={field.value || null}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
