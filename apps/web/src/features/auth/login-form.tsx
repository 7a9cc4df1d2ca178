import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { loginRequestSchema, MESSAGES } from '@raktsetu/contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { useContractForm } from '../../lib/forms';
import { homePathFor } from '../../lib/session';
import { type Credentials, type LoginRole, useLogin } from './auth.api';

// The contract's login schema checks the form too: one schema, two consumers.
const credentialsSchema = loginRequestSchema.pick({ loginId: true, password: true });

interface LoginFormProps {
  loginRole: LoginRole;
  title: string;
  subtitle: string;
  /** Forgot-password and register links belong to the institution login only. */
  withInstitutionLinks?: boolean;
}

export function LoginForm({ loginRole, title, subtitle, withInstitutionLinks = false }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin(loginRole);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useContractForm(credentialsSchema, {
    defaultValues: { loginId: '', password: '' },
    // The spec has one message for both fields (below the form), so nothing is judged before a submit.
    mode: 'onSubmit',
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  // Someone who finds out here that they forgot the password should not type the e-mail twice.
  const typedLoginId = useWatch({ control: form.control, name: 'loginId' }) ?? '';

  // docs/spec/part-1-institution-side.md §5: empty e-mail or password gives one message, "Enter valid email and password".
  const invalidText = t('auth.loginInvalid', MESSAGES.loginInvalid);

  const onValid = async (values: Credentials) => {
    setFormError(null);
    try {
      const session = await login.mutateAsync(values);
      navigate(homePathFor(session), { replace: true });
    } catch (error) {
      // Server texts (wrong password, institution pending or blocked, too many attempts) are shown as sent.
      setFormError(
        error instanceof ApiError
          ? error.message
          : t('common.somethingWentWrong', MESSAGES.somethingWentWrong),
      );
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onValid, () => setFormError(invalidText))}
      noValidate
      aria-labelledby="login-title"
    >
      <Stack gap="md">
        <div>
          <Title order={1} id="login-title" fz={28}>
            {title}
          </Title>
          <Text c="dimmed" mt={4}>
            {subtitle}
          </Text>
        </div>

        <TextInput
          label={t('auth.email', 'E-mail')}
          type="email"
          autoComplete="username"
          inputMode="email"
          autoFocus
          error={Boolean(errors.loginId)}
          {...register('loginId')}
        />
        <PasswordInput
          label={t('auth.password', 'Password')}
          autoComplete="current-password"
          // Not "Toggle password visibility": a label search for "Password" must find the field only.
          visibilityToggleButtonProps={{
            'aria-label': t('auth.showHideSecret', 'Show or hide what you typed'),
          }}
          error={Boolean(errors.password)}
          {...register('password')}
        />

        {withInstitutionLinks && (
          <Group justify="flex-end" mt={-6}>
            <Anchor
              component={Link}
              to="/forgetPassword"
              state={typedLoginId.trim() ? { loginId: typedLoginId.trim() } : undefined}
              size="sm"
            >
              {t('auth.forgotPasswordLink', 'Forgot password?')}
            </Anchor>
          </Group>
        )}

        {formError && (
          <Alert color="red" variant="light" role="alert" py="xs">
            {formError}
          </Alert>
        )}

        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          {t('auth.signIn', 'Sign in')}
        </Button>

        {withInstitutionLinks && (
          <Stack gap={2} align="center" mt="xs">
            <Text size="sm" c="dimmed">
              {t('auth.newInstitution', 'New blood bank, hospital or NGO?')}
            </Text>
            <Anchor component={Link} to="/signup" size="sm" fw={600}>
              {t('auth.registerLink', 'Register your institution')}
            </Anchor>
          </Stack>
        )}
      </Stack>
    </form>
  );
}
