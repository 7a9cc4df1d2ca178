import { MESSAGES, type RegistrationRequest, registrationRequestSchema } from '@raktsetu/contract';
import type { KeyboardEvent } from 'react';

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
