import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import { Alert, Button, List, PasswordInput, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import {
  changePasswordRequestSchema,
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  strongPasswordSchema,
} from '@raktsetu/contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CheckIcon } from '../../components/icons';
import { showServerErrors, useContractForm } from '../../lib/forms';

type Field = 'currentPassword' | 'password' | 'confirm';

/**
 * The one problem to show for a new password, in the order of docs/spec/part-1-institution-side.md §5:
 * empty, then the two differ, then the rule. An empty confirmation means "not confirmed yet", not "differs":
 * someone who typed a weak password and has not reached the second field learns about the rule first.
 * The rule and its messages are the contract's schema, so the form refuses exactly what the server would.
 */
export function newPasswordProblem(
  password: string,
  confirm: string,
): { field: Field; message: string } | null {
  if (!password) return { field: 'password', message: MESSAGES.passwordEmpty };
  const rule = strongPasswordSchema.safeParse(password);
  const ruleMessage = rule.success ? null : (rule.error.issues[0]?.message ?? MESSAGES.passwordWeak);
  if (!confirm && ruleMessage) return { field: 'password', message: ruleMessage };
  if (password !== confirm) return { field: 'confirm', message: MESSAGES.passwordMismatch };
  if (ruleMessage) return { field: 'password', message: ruleMessage };
  return null;
}

/**
 * The form's schema: the new-password checks above and, when the current password is asked for, the
 * contract's change-password request (current password required, and different from the new one).
 */
function formSchema(askCurrent: boolean) {
  return z
    .object({ currentPassword: z.string(), password: z.string(), confirm: z.string() })
    .superRefine((values, ctx) => {
      if (askCurrent) {
        const current = changePasswordRequestSchema.shape.currentPassword.safeParse(values.currentPassword);
        if (!current.success) {
          ctx.addIssue({
            code: 'custom',
            path: ['currentPassword'],
            message: current.error.issues[0]?.message ?? MESSAGES.somethingWentWrong,
          });
        }
      }
      const problem = newPasswordProblem(values.password, values.confirm);
      if (problem) {
        ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
        return;
      }
      if (askCurrent && values.currentPassword) {
        const request = changePasswordRequestSchema.safeParse({
          currentPassword: values.currentPassword,
          password: values.password,
        });
        for (const issue of request.success ? [] : request.error.issues) {
          if (issue.path[0] === 'password')
            ctx.addIssue({ code: 'custom', path: ['password'], message: issue.message });
        }
      }
    });
}

export type NewPasswordValues = z.input<ReturnType<typeof formSchema>>;

/** Which parts of the rule (docs/spec/part-2-operations-and-admin.md §5) a password meets, in the order the rules list shows them. */
export function passwordRuleChecks(password: string) {
  return {
    length: [...password].length >= PASSWORD_MIN_LENGTH,
    case: /[A-Z]/.test(password) && /[a-z]/.test(password),
    digit: /\d/.test(password),
    special: [...PASSWORD_SPECIAL_CHARACTERS].some((character) => password.includes(character)),
  };
}

function useRules(password: string) {
  const { t } = useTranslation();
  const checks = passwordRuleChecks(password);
  return [
    {
      key: 'length',
      met: checks.length,
      text: t('password.rules.length', 'at least {{n}} characters', { n: PASSWORD_MIN_LENGTH }),
    },
    {
      key: 'case',
      met: checks.case,
      text: t('password.rules.case', 'an upper-case and a lower-case letter'),
    },
    { key: 'digit', met: checks.digit, text: t('password.rules.digit', 'a digit') },
    { key: 'special', met: checks.special, text: t('password.rules.special', 'one of # ? ! @ $ % ^ & * -') },
  ];
}

/** The rules under a new-password field, each ticked as soon as the typed password meets it. */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation();
  const rules = useRules(password);
  return (
    <div>
      <Text size="sm" fw={600} c="var(--mantine-color-text)">
        {t('password.rules.title', 'Your password needs')}
      </Text>
      <List size="sm" spacing={4} mt={6} center>
        {rules.map((rule) => (
          <List.Item
            key={rule.key}
            c={rule.met ? 'teal.9' : 'dimmed'}
            icon={
              <ThemeIcon
                size={18}
                radius="xl"
                color={rule.met ? 'teal' : 'gray'}
                variant={rule.met ? 'filled' : 'light'}
              >
                {rule.met ? <CheckIcon size={12} /> : null}
              </ThemeIcon>
            }
          >
            <span>{rule.text}</span>
            <VisuallyHidden>
              {rule.met
                ? t('password.rules.itemMet', '(done)')
                : t('password.rules.itemMissing', '(not yet)')}
            </VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/**
 * What a screen reader hears while the person types: one polite line when the number of rules met
 * changes, not the whole list on every key.
 */
function PasswordRulesStatus({ password }: { password: string }) {
  const { t } = useTranslation();
  const rules = useRules(password);
  const met = rules.filter((rule) => rule.met).length;
  const summary = !password
    ? ''
    : met === rules.length
      ? t('password.rules.allMet', 'All password requirements met')
      : t('password.rules.someMet', '{{met}} of {{total}} password requirements met', {
          met,
          total: rules.length,
        });
  return <VisuallyHidden role="status">{summary}</VisuallyHidden>;
}

interface NewPasswordFormProps {
  submitLabel: string;
  /**
   * Sends the password (and the current one, when asked). A rejection is shown: field errors of the server
   * at their fields, anything else above the button. Resolve to keep the values, e.g. when the page takes over.
   */
  onSubmit: (values: { password: string; currentPassword: string }) => Promise<void>;
  /** Changing one's own password proves the current one first. */
  askCurrent?: boolean;
  pending?: boolean;
  /** Clear the fields after a successful submit (a page that stays shows an empty form again). */
  resetOnSuccess?: boolean;
}

/** Current password (when asked), new password and its confirmation, the live rules and a submit button. */
export function NewPasswordForm({
  submitLabel,
  onSubmit,
  askCurrent = false,
  pending,
  resetOnSuccess = false,
}: NewPasswordFormProps) {
  const { t } = useTranslation();
  const [schema] = useState(() => formSchema(askCurrent));
  const form = useContractForm(schema, { defaultValues: { currentPassword: '', password: '', confirm: '' } });
  const [formError, setFormError] = useState<string | null>(null);
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const { errors } = form.formState;

  // Messages come from the contract in English; the known ones are shown through their i18n keys.
  const text = (message: string | undefined) => {
    switch (message) {
      case undefined:
        return undefined;
      case MESSAGES.passwordEmpty:
        return t('password.empty', MESSAGES.passwordEmpty);
      case MESSAGES.passwordMismatch:
        return t('password.mismatch', MESSAGES.passwordMismatch);
      case MESSAGES.passwordWeak:
        return t('password.weak', MESSAGES.passwordWeak);
      default:
        return message;
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit({ password: values.password, currentPassword: values.currentPassword });
      if (resetOnSuccess) form.reset();
    } catch (failure) {
      setFormError(showServerErrors(form, failure));
    }
  });

  // Mantine's PasswordInput marks a field in error only for the eye (data-invalid): aria-invalid is passed
  // on each field so a screen reader says it too.
  const toggleLabel = { 'aria-label': t('auth.showHideSecret', 'Show or hide what you typed') };
  // The confirmation's message depends on both fields: once it was visited, a change of the first re-checks it.
  const passwordField = form.register('password', {
    onChange: () => {
      if (form.getFieldState('confirm').isTouched) void form.trigger('confirm');
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {askCurrent && (
          <PasswordInput
            label={t('password.current', 'Current password')}
            required
            autoComplete="current-password"
            autoFocus
            error={text(errors.currentPassword?.message)}
            aria-invalid={Boolean(errors.currentPassword) || undefined}
            visibilityToggleButtonProps={toggleLabel}
            {...form.register('currentPassword')}
          />
        )}
        <PasswordInput
          label={t('password.new', 'New password')}
          required
          autoComplete="new-password"
          autoFocus={!askCurrent}
          error={text(errors.password?.message)}
          aria-invalid={Boolean(errors.password) || undefined}
          // The rules are the field's description, so a screen reader reads them with the field; they sit
          // under the field, where the eye is while typing.
          description={<PasswordRules password={password} />}
          descriptionProps={{ component: 'div' } as never}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          visibilityToggleButtonProps={toggleLabel}
          {...passwordField}
        />
        <PasswordInput
          label={t('password.confirm', 'Confirm password')}
          required
          autoComplete="new-password"
          error={text(errors.confirm?.message)}
          aria-invalid={Boolean(errors.confirm) || undefined}
          visibilityToggleButtonProps={toggleLabel}
          {...form.register('confirm')}
        />
        <PasswordRulesStatus password={password} />
        {formError && (
          <Alert color="red" variant="light" role="alert" py="xs">
            {formError}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
