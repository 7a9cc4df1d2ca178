import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { Checkbox, Paper, Stack, Text, TextInput, type TextInputProps, Title } from '@mantine/core';
import type { CheckItem } from '@raktsetu/contract';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import {
  type Control,
  type FieldPathValue,
  type FieldValues,
  type Path,
  type RefCallBack,
  useController,
} from 'react-hook-form';

/**
 * The parts the long desk forms (Add a Donor, Add a Patient) are made of, bound to react-hook-form: a
 * titled section, a text box, a list of tick boxes. Each shows its message through `message`, which turns
 * the contract's English into the screen's language.
 */

export type FormMessage = (message: string | undefined) => string | undefined;
/**
 * What a field shows for a message: its text, or `true` to mark the field without words of its own (a form
 * that says "All fileds are Required" once, above its buttons).
 */
export type FieldMessage = (message: string | undefined) => ReactNode;

/** What a field component needs from the form: its value, how to change it, its focus and its message. */
export interface FieldBinding<V = string> {
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  /** Where focus goes when this field is the first problem. */
  ref: RefCallBack;
  /** Already translated. */
  error: string | undefined;
}

/** Binds one field of a form to a component that is not a plain text box. */
export function useFormBinding<T extends FieldValues, O, N extends Path<T>>(
  control: Control<T, unknown, O>,
  name: N,
  message: FormMessage,
): FieldBinding<FieldPathValue<T, N>> {
  const { field, fieldState } = useController({ control, name });
  return {
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    error: message(fieldState.error?.message),
  };
}

/** A titled part of a form, named by its heading for screen readers. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
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
    </Paper>
  );
}

/** What a field component bound to a form is given: the form, the field, its messages, whether required. */
export interface BoundFieldProps<T extends FieldValues, Out> {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  message: FormMessage;
  /** Marked required (asterisk, aria-required); the schema decides what is accepted. */
  required?: boolean;
}

/** What a bound field sets on the Mantine input it wraps, so a caller does not. */
export type BoundInputProp = 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'required';

type FormTextFieldProps<T extends FieldValues, Out> = Omit<TextInputProps, BoundInputProp> &
  Omit<BoundFieldProps<T, Out>, 'message'> & {
    message: FieldMessage;
    /** Keeps only what fits (digits of a phone number, a date's digits) as the person types or pastes. */
    clean?: (text: string) => string;
    /** Told every new value, after the form has it. */
    onValue?: (text: string) => void;
  };

/**
 * Hints go under the box, so boxes side by side line up whether or not they have one, and the message
 * comes last, where the eye looks after typing.
 */
export const DESCRIPTION_BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** A text box of a form, its message under it and linked to it (aria-describedby, by Mantine). */
export function FormTextField<T extends FieldValues, Out>({
  control,
  name,
  message,
  required = false,
  clean,
  onValue,
  ...props
}: FormTextFieldProps<T, Out>) {
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
      error={message(fieldState.error?.message)}
    />
  );
}

/** What a form's text boxes differ in, beside their field and label. */
export type FormTextOptions = Pick<
  TextInputProps,
  'description' | 'placeholder' | 'inputMode' | 'maxLength'
> & {
  required?: boolean;
  clean?: (text: string) => string;
  'data-autofocus'?: boolean;
};

/**
 * The text boxes of one form, bound to its control and messages, nothing filled in by the browser:
 * `text(name, label, options)`. `defaults` are what every box of the form has unless it says otherwise.
 */
export function formTextFields<T extends FieldValues, Out>(
  control: Control<T, unknown, Out>,
  message: FieldMessage,
  defaults: FormTextOptions = {},
) {
  return (name: Path<T>, label: string, options: FormTextOptions = {}) => (
    <FormTextField
      control={control}
      name={name}
      message={message}
      label={label}
      autoComplete="off"
      {...defaults}
      {...options}
    />
  );
}

/**
 * Where focus goes when a group of radios or tick boxes is the first problem of its form: its first input
 * that matches `preferred` (the chosen radio, an unticked box), else its first. Returns the group's ref.
 */
/** A yes-or-no fact of a form: a tick box with its label and a line on what ticking it means. */
export function FormTickField<T extends FieldValues, Out>({
  control,
  name,
  label,
  description,
}: {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  label: string;
  description?: string;
}) {
  const { field } = useController({ control, name });
  return (
    <Checkbox
      ref={field.ref}
      name={field.name}
      label={label}
      description={description}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
    />
  );
}

export function useGroupFocus(register: RefCallBack, preferred: string) {
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    register({
      focus: () =>
        (
          group.current?.querySelector<HTMLInputElement>(preferred) ??
          group.current?.querySelector<HTMLInputElement>('input')
        )?.focus(),
    });
  }, [register, preferred]);
  return group;
}

/**
 * Tick boxes whose ticked keys are the field's value; `required` marks the group (the schema says whether
 * every box must be ticked). When the group is the first problem, its first unticked box takes focus.
 */
export function FormCheckGroup<T extends FieldValues, Out>({
  control,
  name,
  label,
  items,
  itemText,
  message,
  required = false,
}: {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  label: string;
  items: readonly CheckItem[];
  itemText: (item: CheckItem) => string;
  message: FormMessage;
  required?: boolean;
}) {
  // A list of ticked keys, whatever the form's type says of it.
  const field = useFormBinding(control, name, message) as unknown as FieldBinding<string[]>;
  const group = useGroupFocus(field.ref, 'input:not(:checked)');
  return (
    <Checkbox.Group
      ref={group}
      label={label}
      value={field.value}
      onChange={(value) => {
        field.onChange(value);
        field.onBlur();
      }}
      error={field.error}
      withAsterisk={required}
    >
      <Stack gap="xs" mt={6}>
        {items.map((item) => (
          <Checkbox key={item.key} value={item.key} label={itemText(item)} />
        ))}
      </Stack>
    </Checkbox.Group>
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

/** A day's text box: digits only, typed dd/MM/yyyy (see `cleanDateText`). */
export const DAY_TEXT: FormTextOptions = { inputMode: 'numeric', maxLength: 10, clean: cleanDateText };
