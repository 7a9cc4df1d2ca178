import '@mantine/core/styles/NumberInput.layer.css';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useController } from 'react-hook-form';
import type { BoundProps } from './settings-fields';

// Apart from the other fields: only the steps of numbers load the number box (the first step has none).

/**
 * A number of the settings: whole units or a count, or (`nullable`) a capacity that may be unknown, which an
 * empty box sends as null. An empty count is sent as 0, the contract's default.
 */
export function NumberField({
  control,
  name,
  message,
  nullable = false,
  ...props
}: BoundProps & { nullable?: boolean } & Omit<
    NumberInputProps,
    'value' | 'onChange' | 'onBlur' | 'error' | 'name'
  >) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | string | null | undefined;
  return (
    <NumberInput
      allowNegative={false}
      clampBehavior="strict"
      min={0}
      autoComplete="off"
      {...props}
      ref={field.ref}
      name={field.name}
      value={value ?? ''}
      onChange={(next) => field.onChange(next === '' ? (nullable ? null : '') : next)}
      onBlur={field.onBlur}
      error={message(fieldState.error?.message)}
    />
  );
}
