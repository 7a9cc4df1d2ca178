import { LoadFailureAlert } from '../../components/load-failure-alert';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useInstitutionSettings } from './settings.api';
import { PublicStockCard } from './settings-public-stock.card';
import { SettingsWizard } from './settings-wizard';

/**
 * /settings (docs/spec/part-2-operations-and-admin.md §2 "Settings and profile"; blood centres only): the
 * settings wizard over the centre's saved settings, which open again as they were saved; below it, apart from
 * the wizard and saved on its own, what the public Find blood page shows of the centre's stock.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useInstitutionSettings();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('settings.title', 'Settings')}
        intro={t(
          'settings.pageIntro',
          'Your blood centre in four steps. Save & Next checks each step; the last step saves them all.',
        )}
      />
      {settings.isError ? (
        <LoadFailureAlert
          title={t('settings.loadFailed', 'The settings could not be loaded')}
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : settings.data ? (
        <SettingsWizard settings={settings.data} />
      ) : (
        <Stack gap="lg" aria-busy="true">
          <VisuallyHidden role="status">{t('settings.loading', 'Loading the settings…')}</VisuallyHidden>
          <Skeleton h={56} />
          <Skeleton h={320} />
        </Stack>
      )}
      <PublicStockCard />
    </Stack>
  );
}
