import { TextInput, type TextInputProps } from '@mantine/core';
import { CONTROL_CHARACTERS_MESSAGE, MESSAGES, REGISTRATION_MESSAGES } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import {
  type Control,
  type FieldPathValue,
  type FieldValues,
  type Path,
  type RefCallBack,
  useController,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_BELOW } from '../../components/form-fields';
import { FORM_MESSAGES } from './registration.schemas';

// The schemas speak English (the API answers with the same words); on screen each known message goes
// through i18next under a key of its own. A server message nobody foresaw is shown as it came.
const MESSAGE_KEYS = new Map<string, string>([
  [MESSAGES.allFiledsRequired, 'registration.allFiledsRequired'],
  [MESSAGES.checkDeclaration, 'registration.checkDeclaration'],
  [CONTROL_CHARACTERS_MESSAGE, 'registration.message.controlCharacters'],
  ...Object.entries(REGISTRATION_MESSAGES).map(
    ([key, text]) => [text, `registration.message.${key}`] as [string, string],
  ),
  ...Object.entries(FORM_MESSAGES).map(
    ([key, text]) => [text, `registration.rule.${key}`] as [string, string],
  ),
]);

/** The text to show for a message of the schema or the server. */
export function messageText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = MESSAGE_KEYS.get(message);
  return key ? t(key, message) : message;
}

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

/** Binds one field of a contract form to a component that is not a plain text box. */
export function useFieldBinding<T extends FieldValues, O, N extends Path<T>>(
  control: Control<T, unknown, O>,
  name: N,
): FieldBinding<FieldPathValue<T, N>> {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return {
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    error: messageText(t, fieldState.error?.message),
  };
}

type TextFieldProps<T extends FieldValues, O> = Omit<
  TextInputProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name'
> & {
  control: Control<T, unknown, O>;
  name: Path<T>;
  /** Keeps only what fits (digits of a phone number, a PIN code) as the person types or pastes. */
  clean?: (text: string) => string;
};

/**
 * A required text field of a contract form: marked required, its message under it once the person has
 * left it (or tried to register), and focus lands here when it is the first problem.
 */
export function TextField<T extends FieldValues, O>({
  control,
  name,
  clean,
  ...props
}: TextFieldProps<T, O>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      withAsterisk
      aria-required
      inputWrapperOrder={DESCRIPTION_BELOW}
      {...props}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) =>
        field.onChange(clean ? clean(event.currentTarget.value) : event.currentTarget.value)
      }
      onBlur={field.onBlur}
      error={messageText(t, fieldState.error?.message)}
    />
  );
}
