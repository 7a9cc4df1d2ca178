import { Stack, Text } from '@mantine/core';
import { displayUnitNumber, MESSAGES, type SampleRow } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { formatDate } from '../../lib/format';
import { SAMPLES_PARAMS, samplesList } from './samples.api';

type SampleColumn = DataTableColumn<typeof samplesList>;

/** Sample statuses (docs/spec/part-2-operations-and-admin.md §9): waiting to be accepted, then for a result. */
const AWAITING_ACCEPTANCE = 3;
const AWAITING_RESULT = 4;

const nowrap = (text: string) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {text || '—'}
  </Text>
);

/**
 * Where the sample stands. The spec's Accept (status 3) and Enter Result (status 4) act on the lab's side and
 * arrive with the lab issue, with the bulk accept of the ticked rows; until then the column says in words
 * what each sample waits for.
 */
function sampleAction(t: TFunction, row: SampleRow): string {
  if (row.status === AWAITING_ACCEPTANCE) return t('samples.awaitingAcceptance', 'Awaiting acceptance');
  if (row.status === AWAITING_RESULT) return t('samples.awaitingResult', 'Awaiting result');
  return '';
}

function sampleColumns(t: TFunction): SampleColumn[] {
  return [
    {
      id: 'sampleId',
      header: t('samples.col.sampleId', 'Sample ID'),
      sort: 'sampleId',
      rowHeader: true,
      cell: (row) => (
        // An ID is read whole: it never breaks at its hyphens.
        <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
          <Text size="sm" fw={600} ff="monospace">
            {row.sample.sampleId_1}
          </Text>
          {/* The second and third tubes of the same bleed, read with the first. */}
          {row.sample.sampleId_2 && (
            <Text size="xs" c="dimmed" ff="monospace">
              {row.sample.sampleId_2}
            </Text>
          )}
          {row.sample.sampleId_3 && (
            <Text size="xs" c="dimmed" ff="monospace">
              {row.sample.sampleId_3}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'donorId',
      header: t('samples.col.donorId', 'Donor ID'),
      cell: (row) => (
        <Text size="sm" ff="monospace">
          {row.donorId || '—'}
        </Text>
      ),
    },
    {
      id: 'collectionDate',
      header: t('samples.col.collectedOn', 'Collected on'),
      sort: 'collectionDate',
      cell: (row) => nowrap(formatDate(row.collectionDate)),
    },
    {
      id: 'bagId',
      header: t('samples.col.bagId', 'Bag ID'),
      cell: (row) => (
        <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
          <Text size="sm" ff="monospace">
            {row.bagId || '—'}
          </Text>
          {row.unitNumber && (
            <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {displayUnitNumber(row.unitNumber)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'receivedOn',
      header: t('samples.col.receivedOn', 'Received on'),
      sort: 'receivedOn',
      cell: (row) => nowrap(formatDate(row.receivedOn)),
    },
    {
      id: 'receivedFrom',
      header: t('samples.col.receivedFrom', 'Received From'),
      cell: (row) => <Text size="sm">{row.receivedFrom || '—'}</Text>,
    },
    {
      id: 'action',
      header: t('samples.col.action', 'Action'),
      cell: (row) => <Text size="sm">{sampleAction(t, row)}</Text>,
    },
  ];
}

/**
 * /labresult-samples (docs/spec/part-2-operations-and-admin.md §2 "Samples", §3 "Sample"): the sample tubes of
 * the donations this blood centre collected, newest first, searched by sample, bag or donor ID and paged by
 * the server. The row boxes are there for the bulk accept that comes with the lab.
 */
export function SamplesPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('lab.samples.title', 'Samples')}
        intro={t(
          'samples.intro',
          'Sample tubes of the donations collected here, on their way to the lab. Search by sample, bag or donor ID.',
        )}
      />
      <DataTable
        endpoint={samplesList}
        params={SAMPLES_PARAMS}
        label={t('lab.samples.title', 'Samples')}
        columns={sampleColumns(t)}
        emptyText={t('samples.empty', MESSAGES.noSamples)}
        search={{ placeholder: t('samples.searchPlaceholder', 'Sample, bag or donor ID') }}
        selection={{
          rowLabel: (row) =>
            t('samples.select', 'Select sample {{sampleId}}', { sampleId: row.sample.sampleId_1 }),
        }}
        minWidth={900}
      />
    </Stack>
  );
}
