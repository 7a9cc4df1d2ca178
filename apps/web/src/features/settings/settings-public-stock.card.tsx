import { LoadFailureAlert } from '../../components/load-failure-alert';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { COMPONENTS, type Component } from '@raktsetu/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../lab/lab-notify';
import { usePublicStockSettings, useSavePublicStockSettings } from './settings.api';

/**
 * Public availability (issue 17, docs/decisions/0052): which components the blood centre's counts show on the
 * public Find blood page. Apart from the settings wizard, whose settings object is saved whole: this is saved
 * on its own, at once, with POST institution/public-stock.
 */
export function PublicStockCard() {
  const { t } = useTranslation();
  const settings = usePublicStockSettings();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="public-stock-heading"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id="public-stock-heading">
            {t('settings.publicStock.title', 'Public availability')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t(
              'settings.publicStock.intro',
              'Counts of units of the checked components are shown on the public Find blood page. Unit numbers, donors and patients are never shown.',
            )}{' '}
            {/* Underlined: inside a sentence, colour alone does not tell a link apart (WCAG 1.4.1). */}
            <Anchor component={Link} to="/blood-availability" size="sm" underline="always">
              {t('settings.publicStock.pageLink', 'Open the Find blood page')}
            </Anchor>
          </Text>
        </div>
        {settings.isError ? (
          <LoadFailureAlert
            title={t('settings.publicStock.loadFailed', 'The public availability could not be loaded')}
            error={settings.error}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : settings.data ? (
          // Keyed by what the server holds, so the boxes start again from it after a save.
          <ShownComponentsForm
            key={settings.data.hiddenComponents.join('\n')}
            hidden={settings.data.hiddenComponents}
          />
        ) : (
          <Skeleton h={160} aria-hidden="true" />
        )}
      </Stack>
    </Paper>
  );
}

function ShownComponentsForm({ hidden }: { hidden: readonly Component[] }) {
  const { t } = useTranslation();
  const save = useSavePublicStockSettings();
  const [shown, setShown] = useState<string[]>(() => COMPONENTS.filter((c) => !hidden.includes(c)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ hiddenComponents: COMPONENTS.filter((c) => !shown.includes(c)) });
      notify({
        message: t('settings.publicStock.saved', 'Public availability saved'),
        color: 'teal',
        autoClose: 6000,
      });
    } catch (failure) {
      notify({
        title: t('settings.publicStock.saveFailed', 'The public availability was not saved'),
        message: failure instanceof Error ? failure.message : t('settings.saveFailedHint', 'Try again'),
        color: 'red',
        autoClose: false,
      });
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="public-stock-heading">
      <Stack gap="md">
        <Checkbox.Group
          label={t('settings.publicStock.shown', 'Components shown to the public')}
          value={shown}
          onChange={setShown}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs" mt="sm">
            {COMPONENTS.map((component) => (
              <Checkbox key={component} value={component} label={component} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group
          justify="space-between"
          gap="sm"
          pt="md"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Text size="sm" c="dimmed">
            {t('settings.publicStock.shownCount', '{{shown}} of {{all}} shown', {
              shown: shown.length,
              all: COMPONENTS.length,
            })}
          </Text>
          <Button type="submit" loading={save.isPending}>
            {t('settings.publicStock.save', 'Save public view')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
