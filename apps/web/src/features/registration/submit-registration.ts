import type { FieldError, RegistrationRequest } from '@raktsetu/contract';
import type { FormEvent, KeyboardEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { popups } from '../../components/popups';
import { ApiError } from '../../lib/api';
import { showServerErrors } from '../../lib/forms';
import { useRegister } from './registration.api';
import { formFieldOf } from './registration.schemas';

/**
 * Enter submits the registration form even while its button is disabled, so the person learns at every
 * field what is missing (a disabled button blocks the browser's own Enter submission). Keys typed in a
 * popup opened from the form, and Enter that chose a suggestion, are left alone.
 */
export function submitOnEnter(submit: () => void) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (target.closest('form') !== event.currentTarget) return;
    if (target.tagName !== 'INPUT') return;
    if (target.getAttribute('aria-expanded') === 'true') return;
    event.preventDefault();
    submit();
  };
}

/**
 * Puts the server's refusal on the form's fields: `content.errors` through `serverFields` (a payload path
 * or its nearest mapped parent), and a 409 — a registration number already registered, the only conflict
 * registration answers — on the registration number. Returns the message for the whole form when no field
 * could take it.
 */
export function placeServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  failure: unknown,
  serverFields: Record<string, Path<T>>,
): string | null {
  let located = failure;
  if (failure instanceof ApiError && failure.status === 409 && failure.errors.length === 0) {
    const errors: FieldError[] = [{ field: 'registrationNumber', message: failure.message }];
    located = new ApiError(failure.message, failure.status, errors);
  }
  const fields: Record<string, Path<T>> = {};
  if (located instanceof ApiError) {
    for (const problem of located.errors) {
      const field = formFieldOf(serverFields, problem.field);
      if (field) fields[problem.field] = field;
    }
  }
  return showServerErrors(form, located, fields);
}

/** What the page needs to say what happens next. */
export interface Registered {
  /** The server's success text (the spec's), shown as the title. */
  message: string;
  institutionName: string;
  /** Where the confirmation went: the key member's e-mail. */
  email: string;
  facilitator: boolean;
}

interface RegistrationSubmitOptions<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  payload: (values: O) => RegistrationRequest;
  serverFields: Record<string, Path<T>>;
  onRegistered: (registered: Registered) => void;
}

/** Checks with the form's schema (every problem at its field, focus on the first), then registers. */
export function useRegistrationSubmit<T extends FieldValues, O>({
  form,
  payload,
  serverFields,
  onRegistered,
}: RegistrationSubmitOptions<T, O>) {
  const register = useRegister();

  const submit = form.handleSubmit(async (values) => {
    if (register.isPending) return;
    const body = payload(values);
    try {
      const message = await register.mutateAsync(body);
      onRegistered({
        message,
        institutionName: body.institutionName,
        email: body.keyMembers[0]?.email ?? body.contactEmail,
        facilitator: body.institutionType === 'NGO',
      });
    } catch (failure) {
      const general = placeServerErrors(form, failure, serverFields);
      if (general) await popups.failure({ title: general });
    }
  });

  return {
    pending: register.isPending,
    onSubmit: (event: FormEvent) => void submit(event),
    onKeyDown: submitOnEnter(() => void submit()),
  };
}
