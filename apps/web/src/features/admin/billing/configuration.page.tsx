import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';

/**
 * /Super-Admin/Configration (docs/spec/part-2-operations-and-admin.md §2 "Configuration: a placeholder
 * screen"; §6 configurations). The spec shows nothing to configure, so this says plainly that nothing can
 * be configured here yet and where today's settings live, with no made-up controls or figures.
 */
export function ConfigurationPage() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.configuration.title', 'Configuration')}
        intro={t('admin.configuration.intro', 'Platform-wide settings for RaktSetu.')}
      />
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
        <Title order={2} fz="lg" id={headingId}>
          {t('admin.configuration.laterTitle', 'Configuration arrives later')}
        </Title>
        <Text mt="xs">
          {t(
            'admin.configuration.laterText',
            'Nothing can be configured on this screen yet. Processing charges are set on the Pricing screen and subscription plans on the Subscription Plans screen; each institution keeps its own settings.',
          )}
        </Text>
      </Paper>
    </Stack>
  );
}
