import { CONTROL_CHARACTERS_MESSAGE, MESSAGES, REGISTRATION_MESSAGES } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import type { ComponentProps } from 'react';
import type { Control, FieldPathValue, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldBinding, FormTextField, useFormBinding } from '../../components/form-fields';
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

export type { FieldBinding } from '../../components/form-fields';

/** Binds one field of a contract form to a component that is not a plain text box. */
export function useFieldBinding<T extends FieldValues, O, N extends Path<T>>(
  control: Control<T, unknown, O>,
  name: N,
): FieldBinding<FieldPathValue<T, N>> {
  const { t } = useTranslation();
  return useFormBinding(control, name, (message) => messageText(t, message));
}

/**
 * A required text field of a contract form: marked required, its message under it once the person has
 * left it (or tried to register), and focus lands here when it is the first problem.
 */
export function TextField<T extends FieldValues, O>(
  props: Omit<ComponentProps<typeof FormTextField<T, O>>, 'message' | 'required'>,
) {
  const { t } = useTranslation();
  return <FormTextField required message={(message) => messageText(t, message)} {...props} />;
}
