import { MESSAGES, type RegistrationRequest, registrationRequestSchema } from '@raktsetu/contract';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { popups } from '../../components/popups';
import { useRegister } from './registration.api';

/**
 * The register payload checked with the api's own schema before it is sent: its keys are in the spec's
 * order (contact e-mail, contact number, institution name, registration number), so the first issue is
 * the message to show. Returns the message, or null when the payload is fine.
 */
export function firstPayloadProblem(payload: RegistrationRequest): string | null {
  const result = registrationRequestSchema.safeParse(payload);
  if (result.success) return null;
  return result.error.issues[0]?.message ?? MESSAGES.somethingWentWrong;
}

/**
 * Enter submits the registration form even while its button is disabled, so the person learns what is
 * missing (a disabled button blocks the browser's own Enter submission). Keys typed in a popup rendered
 * from inside the form (the new-institution popup) and Enter that chose a suggestion are left alone.
 */
export function submitOnEnter(submit: () => void) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    // Only fields of this form: a popup opened from it (the new-institution form) has its own.
    if (target.closest('form') !== event.currentTarget) return;
    if (target.tagName !== 'INPUT') return;
    if (target.getAttribute('aria-expanded') === 'true') return;
    event.preventDefault();
    submit();
  };
}

interface RegistrationSubmitOptions {
  declarationsTicked: boolean;
  /** Labels of what is still empty, listed in the "fill in everything" message. */
  missing: string[];
  /** Null while something the payload needs is absent; that thing is then also in `missing`. */
  buildPayload: () => RegistrationRequest | null;
  /** A form's own checks, run only once the api's schema accepts the payload. */
  extraProblem?: () => string | null;
  /** The success popup; `title` stands in when the server sends no message. */
  success: { title: string; text: string };
  /** Empties the form once the registration went through. */
  onRegistered: () => void;
}

/**
 * The checks, the register call and the popups every registration tab shares, in the order the person
 * should learn about problems: declarations first, then missing fields, then the payload itself.
 */
export function useRegistrationSubmit({
  declarationsTicked,
  missing,
  buildPayload,
  extraProblem,
  success,
  onRegistered,
}: RegistrationSubmitOptions) {
  const { t } = useTranslation();
  const register = useRegister();
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (register.isPending) return;
    if (!declarationsTicked) {
      setError(t('registration.checkDeclaration', MESSAGES.checkDeclaration));
      return;
    }
    const payload = missing.length > 0 ? null : buildPayload();
    if (!payload) {
      setError(
        t('registration.fillEverything', 'Fill in every field and tick every box. Still needed: {{list}}', {
          list: missing.join(', '),
        }),
      );
      return;
    }
    const problem = firstPayloadProblem(payload) ?? extraProblem?.() ?? null;
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      const message = await register.mutateAsync(payload);
      onRegistered();
      await popups.success({ title: message || success.title, text: success.text });
    } catch (failure) {
      await popups.failedWith(failure);
    }
  };

  return {
    error,
    setError,
    pending: register.isPending,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      void submit();
    },
    onKeyDown: submitOnEnter(() => void submit()),
  };
}
