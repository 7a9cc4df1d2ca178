import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import { Alert, Button, List, PasswordInput, Stack, Text } from '@mantine/core';
import {
  CURRENT_PASSWORD_MESSAGES,
  isStrongPassword,
  MESSAGES,
  PASSWORD_MIN_LENGTH,
} from '@raktsetu/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The checks of spec part 1 §5, in its order: an empty password, then two that differ, then one that
 * fails the rule. Returns the English message, or null when the password may be sent.
 */
export function checkNewPassword(password: string, confirm: string): string | null {
  if (!password) return MESSAGES.passwordEmpty;
  if (password !== confirm) return MESSAGES.passwordMismatch;
  if (!isStrongPassword(password)) return MESSAGES.passwordWeak;
  return null;
}

/** The rules text shown beside every new-password form (part 2 §5). */
export function PasswordRules({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div id={id}>
      <Text size="sm" fw={600}>
        {t('password.rules.title', 'Your password needs')}
      </Text>
      <List size="sm" c="dimmed" spacing={2} mt={4}>
        <List.Item>
          {t('password.rules.length', 'at least {{n}} characters', { n: PASSWORD_MIN_LENGTH })}
        </List.Item>
        <List.Item>{t('password.rules.case', 'an upper-case and a lower-case letter')}</List.Item>
        <List.Item>{t('password.rules.digit', 'a digit')}</List.Item>
        <List.Item>{t('password.rules.special', 'one of # ? ! @ $ % ^ & * -')}</List.Item>
      </List>
    </div>
  );
}

interface NewPasswordFormProps {
  submitLabel: string;
  /** Sends the password (and the current one, when asked); a rejected promise's message is shown. */
  onSubmit: (password: string, currentPassword: string) => Promise<void>;
  /** Changing one's own password proves the current one first. */
  askCurrent?: boolean;
  pending?: boolean;
  /** The first field's label ("New password", "Password"). */
  passwordLabel?: string;
}

/** Two password fields, the rules text, the checks in the spec's order and a submit button (Enter submits). */
export function NewPasswordForm({
  submitLabel,
  onSubmit,
  askCurrent = false,
  pending,
  passwordLabel,
}: NewPasswordFormProps) {
  const { t } = useTranslation();
  const rulesId = useId();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  const messageText = (message: string) => {
    switch (message) {
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

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem =
      askCurrent && !current ? CURRENT_PASSWORD_MESSAGES.required : checkNewPassword(password, confirm);
    if (problem) {
      setError(messageText(problem));
      return;
    }
    setError(null);
    try {
      await onSubmit(password, current);
      setCurrent('');
      setPassword('');
      setConfirm('');
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message
          ? failure.message
          : t('common.somethingWentWrong', MESSAGES.somethingWentWrong),
      );
    }
  };

  const toggleLabel = { 'aria-label': t('auth.showHideSecret', 'Show or hide what you typed') };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {askCurrent && (
          <PasswordInput
            label={t('password.current', 'Current password')}
            autoComplete="current-password"
            autoFocus
            value={current}
            onChange={(event) => setCurrent(event.currentTarget.value)}
            error={Boolean(error)}
            visibilityToggleButtonProps={toggleLabel}
          />
        )}
        <PasswordInput
          label={passwordLabel ?? t('password.new', 'New password')}
          autoComplete="new-password"
          autoFocus={!askCurrent}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          aria-describedby={rulesId}
          error={Boolean(error)}
          visibilityToggleButtonProps={toggleLabel}
        />
        <PasswordInput
          label={t('password.confirm', 'Confirm password')}
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.currentTarget.value)}
          error={Boolean(error)}
          visibilityToggleButtonProps={toggleLabel}
        />
        <PasswordRules id={rulesId} />
        {error && (
          <Alert color="red" variant="light" role="alert" py="xs">
            {error}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
