import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { Select, type SelectProps } from '@mantine/core';
import { type Control, type Path, useController } from 'react-hook-form';
import type { FormMessage } from '../../components/form-fields';
import type { SettingsFormOutput, SettingsFormValues } from './settings.schemas';

/*
 * The wizard's fields that are not plain text boxes, each bound to its part of the settings object and showing
 * its message under it (`FormTextField` does the text boxes).
 */

export type SettingsControl = Control<SettingsFormValues, unknown, SettingsFormOutput>;
type SettingsPath = Path<SettingsFormValues>;

export interface BoundProps {
  control: SettingsControl;
  name: SettingsPath;
  message: FormMessage;
}

/** A choice that may be left unmade: nothing chosen is null, as the contract keeps it. */
export function ChoiceField({
  control,
  name,
  message,
  ...props
}: BoundProps & Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      size="md"
      {...props}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | null) ?? null}
      onChange={(value) => field.onChange(value ?? null)}
      onBlur={field.onBlur}
      error={message(fieldState.error?.message)}
    />
  );
}
