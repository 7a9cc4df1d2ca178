import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Group, List, Stack, Switch, Table, Text } from '@mantine/core';
import { calendarDay, UPLOAD_COLUMNS, type UploadKind } from '@raktsetu/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/data-table';
import { formatCount } from '../../lib/format';
import { isValid, type PreviewCounts, type PreviewRow } from './check-rows';

const SIZES = [10, 25, 50] as const;

/** A date cell as the clerk typed dates in the file (dd/mm/yyyy), whether it was a real date or text. */
function shownCell(value: string | null | undefined, isDate: boolean): string {
  if (!value) return '';
  const day = isDate ? calendarDay(value) : null;
  return day ? day.split('-').reverse().join('/') : value;
}

/**
 * The preview of a file's rows (docs/spec/part-2-operations-and-admin.md §2): every row with its number in
 * the sheet, the tab's columns and whether it can be stored, or why not. The rows are in memory (up to
 * 100,000), so the table pages them here and renders one page only; "Only rows with problems" narrows it.
 */
export function PreviewTable({
  kind,
  rows,
  counts,
  label,
  onlyProblems,
  onOnlyProblems,
}: {
  kind: UploadKind;
  rows: readonly PreviewRow[];
  counts: PreviewCounts;
  /** Names the table for screen readers (the file's name). */
  label: string;
  onlyProblems: boolean;
  onOnlyProblems: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(SIZES[0]);
  const columns = UPLOAD_COLUMNS[kind];
  const shown = useMemo(
    () => (onlyProblems ? rows.filter((row) => !isValid(row)) : rows),
    [rows, onlyProblems],
  );
  const pages = Math.max(1, Math.ceil(shown.length / limit));
  const current = Math.min(page, pages);
  const pageRows = shown.slice((current - 1) * limit, current * limit);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="md" wrap="wrap">
        <Text fw={600} aria-live="polite">
          {t('upload.counts', '{{total}} rows: {{valid}} valid, {{problems}} with problems', {
            total: formatCount(counts.total),
            valid: formatCount(counts.valid),
            problems: formatCount(counts.problems),
          })}
        </Text>
        <Switch
          label={t('upload.onlyProblems', 'Only rows with problems')}
          checked={onlyProblems}
          onChange={(event) => {
            onOnlyProblems(event.currentTarget.checked);
            setPage(1);
          }}
        />
      </Group>
      {/* Wider than most screens: the scrolling box takes the keyboard's focus so arrows scroll it (WCAG 2.1.1). */}
      <Table.ScrollContainer
        minWidth={Math.max(720, 140 * (columns.length + 1))}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        <Table striped withTableBorder verticalSpacing="xs" aria-label={label}>
          <Table.Caption>{label}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('upload.col.row', 'Row')}</Table.Th>
              <Table.Th scope="col">{t('upload.col.status', 'Status')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col">
                  {t(`upload.column.${column.key}`, column.title)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length + 2}>
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    {t('upload.noProblems', 'No row has a problem')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              pageRows.map((row) => (
                <Table.Tr key={row.row}>
                  <Table.Th scope="row" fw={600}>
                    {row.row}
                  </Table.Th>
                  <Table.Td>
                    {isValid(row) ? (
                      <Text size="sm" c="teal.9" fw={600}>
                        {t('upload.valid', 'Valid')}
                      </Text>
                    ) : (
                      <List size="sm" c="red.9" spacing={2} listStyleType="none" withPadding={false}>
                        {row.reasons.map((reason) => (
                          <List.Item key={reason}>{reason}</List.Item>
                        ))}
                      </List>
                    )}
                  </Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>
                      <Text size="sm">
                        {shownCell(row.cells[column.key], 'date' in column && column.date)}
                      </Text>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager
        page={current}
        pages={pages}
        limit={limit}
        total={shown.length}
        sizes={SIZES}
        pagesLabel={t('upload.pages', 'Pages of the preview')}
        onPage={setPage}
        onLimit={(next) => {
          setLimit(next);
          setPage(1);
        }}
      />
    </Stack>
  );
}
