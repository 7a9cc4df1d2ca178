import '@mantine/core/styles/Menu.layer.css';
import { Button, Group, Menu, Text } from '@mantine/core';
import { type ExportFormat, type ExportKey, exportKeyFor, exportPath, MESSAGES } from '@raktsetu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import { downloadApiFile } from '../lib/files';
import { ChevronDownIcon } from './icons';

/**
 * The Export control of every list (issue 17 item 2a), loaded only when a table is on screen so the shared
 * bundle stays small. The file is the server's: all rows of the list with the filters and sort the table has
 * now, not just the page in view. The token travels in a header, so the file is fetched and then saved.
 */
export interface ExportMenuProps {
  /** The list endpoint's path, as the DataTable calls it. */
  listPath: string;
  /** What the table sends: its fixed parameters and the filters, sort and search in the address. */
  input: Record<string, unknown>;
}

/** Fetches the export with the token and hands it to the browser as a download. */
export async function downloadExport(key: ExportKey, format: ExportFormat, input: Record<string, unknown>) {
  // The export reads every page: the page and page size of the table are not the export's business.
  const { page: _page, limit: _limit, ...filters } = input;
  const query = new URLSearchParams();
  for (const [field, value] of Object.entries({ ...filters, format } as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(field, String(item));
  }
  await downloadApiFile(`${exportPath(key)}?${query}`, (served) => served ?? `${key}.${format}`);
}

export default function ExportMenu({ listPath, input }: ExportMenuProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = exportKeyFor(listPath, input);
  if (!key) return null;

  const start = async (format: ExportFormat) => {
    setBusy(format);
    setError(null);
    try {
      await downloadExport(key, format, input);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : MESSAGES.somethingWentWrong);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="xs" ml="auto" wrap="nowrap">
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {t('table.export.failed', 'Export failed: {{message}}', { message: error })}
        </Text>
      )}
      {/* Mantine's focus placeholder is a child a menu may not have (axe: aria-required-children). */}
      <Menu position="bottom-end" shadow="md" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button
            variant="default"
            loading={busy !== null}
            rightSection={<ChevronDownIcon size={14} />}
            aria-busy={busy !== null}
            aria-label={t('table.export.label', 'Export all rows with these filters')}
          >
            {t('table.export.button', 'Export')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void start('csv')}>{t('table.export.csv', 'CSV')}</Menu.Item>
          <Menu.Item onClick={() => void start('xlsx')}>{t('table.export.xlsx', 'Excel (.xlsx)')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
