import '@mantine/core/styles/List.layer.css';
import { Button, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../components/icons';
import type { Registered } from './submit-registration';

/**
 * What the person sees once the registration went through, instead of an empty form: that it arrived,
 * where the confirmation went, that RaktSetu reviews the certificate, and that the password is set from
 * a link mailed on approval (docs/spec/part-1-institution-side.md §4, §8: the success text is the title).
 */
export function RegistrationReceived({
  registered,
  onRegisterAnother,
}: {
  registered: Registered;
  onRegisterAnother: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);

  // The long form is gone; a screen reader and the eye start again at the news.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const { email, institutionName } = registered;
  const strong = { strong: <strong /> };

  return (
    <Stack gap="md" component="section" aria-labelledby="registration-received-title">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" color="green" variant="light" aria-hidden="true">
          <CheckIcon size={22} />
        </ThemeIcon>
        <Title
          order={2}
          fz="xl"
          id="registration-received-title"
          ref={heading}
          tabIndex={-1}
          style={{ outline: 'none' }}
        >
          {registered.facilitator
            ? t('registration.done.titleFacilitator', registered.message)
            : t('registration.done.title', registered.message)}
        </Title>
      </Group>
      <Text>
        <Trans
          i18nKey="registration.done.received"
          defaults="RaktSetu has received the registration of <strong>{{institutionName}}</strong>."
          values={{ institutionName }}
          components={strong}
        />
      </Text>
      <Text fw={600}>{t('registration.done.nextHeading', 'What happens next')}</Text>
      <List spacing="xs" type="ordered">
        <List.Item>
          <Trans
            i18nKey="registration.done.mailed"
            defaults="A confirmation has been sent to <strong>{{email}}</strong>. If it is not in the inbox in a few minutes, look in the spam folder."
            values={{ email }}
            components={strong}
          />
        </List.Item>
        <List.Item>
          {t(
            'registration.done.review',
            'RaktSetu checks the details and the registration certificate. Until the registration is approved, nobody can sign in for it.',
          )}
        </List.Item>
        <List.Item>
          {registered.facilitator
            ? t(
                'registration.done.passwordFacilitator',
                'Once it is approved, you receive an e-mail with a link to set your password. Then sign in with this e-mail address.',
              )
            : t(
                'registration.done.password',
                'Once it is approved, the key member receives an e-mail with a link to set the password, and then signs in with this e-mail address.',
              )}
        </List.Item>
      </List>
      <Group gap="sm">
        <Button component={Link} to="/login">
          {t('registration.done.signIn', 'Go to sign in')}
        </Button>
        <Button variant="default" onClick={onRegisterAnother}>
          {t('registration.done.another', 'Register another institution')}
        </Button>
      </Group>
    </Stack>
  );
}
