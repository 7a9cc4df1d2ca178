import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@raktsetu/contract';
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from './api';

/**
 * A form checked by a schema of @raktsetu/contract: the rules and messages the server applies are the
 * ones the person sees, on the field they belong to, before anything is sent. A field is checked when the
 * person leaves it and again on every change after that; submitting moves focus to the first problem.
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
}

/**
 * Puts a refusal of the server on the fields it names (`content.errors`, e.g. `keyMembers.0.email`), moving
 * focus to the first. `fields` renames a payload field to the form's own when the two differ. Returns the
 * message for the whole form when no field of the form was named, else null.
 */
export function showServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  fields: Record<string, Path<T>> = {},
): string | null {
  if (!(error instanceof ApiError)) return MESSAGES.somethingWentWrong;
  const known = new Set(Object.keys(form.getValues()));
  let first = true;
  for (const problem of error.errors) {
    const field = fields[problem.field] ?? problem.field;
    if (!known.has(field.split('.')[0] ?? '')) continue;
    form.setError(field as Path<T>, { type: 'server', message: problem.message }, { shouldFocus: first });
    first = false;
  }
  return first ? error.message : null;
}

/** Whether a text box holds nothing but white space. */
export const isEmptyText = (text: string) => text.trim() === '';

/** An optional text box: empty is "not given" (undefined); anything else meets the contract's rule. */
export const optionalText = <S extends z.ZodType>(schema: S) =>
  z
    .string()
    .transform((text) => (isEmptyText(text) ? undefined : text))
    .pipe(schema.optional() as unknown as z.ZodType<z.output<S> | undefined, string | undefined>);
