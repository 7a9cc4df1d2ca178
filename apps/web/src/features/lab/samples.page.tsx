import { Button, Stack, Text } from '@mantine/core';
import { displayUnitNumber, MESSAGES, SAMPLE_STATUS, type SampleRow } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { lazyPopup, prefetch, useAskedFor } from '../../components/lazy-popup';
import { PageHeader } from '../../components/page-header';
import { popups } from '../../components/popups';
import { formatDate } from '../../lib/format';
import { useAcceptSamples } from './lab.api';
import { notifySamplesAccepted } from './lab-notify';
import { SAMPLES_PARAMS, samplesList } from './samples.api';

type SampleColumn = DataTableColumn<typeof samplesList>;

const nowrap = (text: string) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {text || '—'}
  </Text>
);

// The result popups and their forms arrive when the lab points at or focuses a button that opens them
// (docs/decisions/0029-code-splitting.md).
const loadResultForm = () => import('./lab-result-form.modal');
const prefetchResultForm = prefetch(loadResultForm);
const LabResultFormModal = lazyPopup(
  () => loadResultForm().then((module) => module.LabResultFormModal),
  ({ target }, t) => ({ opened: target !== null, title: t('labForm.title', 'Enter lab result') }),
);
const loadBulkForm = () => import('./lab-result-bulk.modal');
const prefetchBulkForm = prefetch(loadBulkForm);
const LabResultBulkModal = lazyPopup(
  () => loadBulkForm().then((module) => module.LabResultBulkModal),
  ({ samples }, t) => ({
    opened: samples !== null && samples.length > 0,
    title: t('labBulk.title', 'Enter lab results'),
  }),
);

interface RowActions {
  accept: (row: SampleRow) => void;
  /** The samples being accepted right now. */
  accepting: readonly string[];
  enterResult: (row: SampleRow) => void;
}

/**
 * What the lab does with a sample (docs/spec/part-2-operations-and-admin.md §2): Accept at status 3, Enter
 * Result at status 4; once its result is entered (5) the column says so.
 */
function SampleAction({ row, actions }: { row: SampleRow; actions: RowActions }) {
  const { t } = useTranslation();
  const code = row.sample.sampleId_1;
  if (row.status === SAMPLE_STATUS.awaitingAcceptance) {
    return (
      <Button
        size="compact-sm"
        aria-label={t('samples.acceptOne', 'Accept sample {{sampleId}}', { sampleId: code })}
        loading={actions.accepting.includes(row._id)}
        onClick={() => actions.accept(row)}
      >
        {t('samples.accept', 'Accept')}
      </Button>
    );
  }
  if (row.status === SAMPLE_STATUS.awaitingResult) {
    return (
      <Button
        size="compact-sm"
        variant="light"
        aria-label={t('samples.enterResultFor', 'Enter Result for sample {{sampleId}}', { sampleId: code })}
        onPointerEnter={prefetchResultForm}
        onFocus={prefetchResultForm}
        onClick={() => actions.enterResult(row)}
        style={{ whiteSpace: 'nowrap' }}
      >
        {t('samples.enterResult', 'Enter Result')}
      </Button>
    );
  }
  if (row.status === SAMPLE_STATUS.resulted) {
    return nowrap(t('samples.resulted', 'Result entered'));
  }
  return null;
}

function sampleColumns(t: TFunction, actions: RowActions): SampleColumn[] {
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
      cell: (row) => <SampleAction row={row} actions={actions} />,
    },
  ];
}

/**
 * /labresult-samples (docs/spec/part-2-operations-and-admin.md §2 "Samples", §3 "Sample", §4): the sample tubes of
 * the donations this blood centre collected, newest first, searched by sample, bag or donor ID and paged by
 * the server. A sample is accepted (Accept), then its result entered (Enter Result). With rows ticked, one
 * button does what the selection needs: if any ticked sample awaits its result, the bulk result popup opens for
 * those; otherwise the ticked samples are accepted at once, in one call.
 */
export function SamplesPage() {
  const { t } = useTranslation();
  const accept = useAcceptSamples();
  const [single, setSingle] = useState<SampleRow | null>(null);
  const [bulk, setBulk] = useState<{ samples: SampleRow[]; skipped: number; clear: () => void } | null>(null);
  const singleAsked = useAskedFor(single !== null);
  const bulkAsked = useAskedFor(bulk !== null);

  const acceptSamples = async (ids: string[], clear?: () => void) => {
    try {
      const answer = await accept.mutateAsync(ids);
      clear?.();
      notifySamplesAccepted(
        answer.message || t('samples.accepted', '{{count}} samples accepted', { count: ids.length }),
      );
    } catch (failure) {
      void popups.failedWith(failure);
    }
  };
  const actions: RowActions = {
    accept: (row) => void acceptSamples([row._id]),
    accepting: accept.isPending ? (accept.variables ?? []) : [],
    enterResult: setSingle,
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('lab.samples.title', 'Samples')}
        intro={t(
          'samples.introLab',
          'Sample tubes of the donations collected here, on their way to the lab. Accept each sample as it arrives, then enter its result. Search by sample, bag or donor ID.',
        )}
      />
      <DataTable
        endpoint={samplesList}
        params={SAMPLES_PARAMS}
        label={t('lab.samples.title', 'Samples')}
        columns={sampleColumns(t, actions)}
        emptyText={t('samples.empty', MESSAGES.noSamples)}
        search={{ placeholder: t('samples.searchPlaceholder', 'Sample, bag or donor ID') }}
        selection={{
          rowLabel: (row) =>
            t('samples.select', 'Select sample {{sampleId}}', { sampleId: row.sample.sampleId_1 }),
          actions: ({ rows, clear }) => {
            const waiting = rows.filter((row) => row.status === SAMPLE_STATUS.awaitingResult);
            const toAccept = rows.filter((row) => row.status === SAMPLE_STATUS.awaitingAcceptance);
            if (waiting.length > 0) {
              return (
                <Button
                  size="sm"
                  onPointerEnter={prefetchBulkForm}
                  onFocus={prefetchBulkForm}
                  onClick={() => setBulk({ samples: waiting, skipped: toAccept.length, clear })}
                >
                  {t('samples.enterSelected', 'Enter results of selected')}
                </Button>
              );
            }
            return (
              <Button
                size="sm"
                disabled={toAccept.length === 0}
                loading={accept.isPending}
                onClick={() =>
                  void acceptSamples(
                    toAccept.map((row) => row._id),
                    clear,
                  )
                }
              >
                {t('samples.acceptSelected', 'Accept selected')}
              </Button>
            );
          },
        }}
        minWidth={900}
      />
      <Suspense fallback={null}>
        {singleAsked && (
          <LabResultFormModal
            target={single ? { kind: 'sample', sample: single } : null}
            onClose={() => setSingle(null)}
          />
        )}
        {bulkAsked && (
          <LabResultBulkModal
            samples={bulk?.samples ?? null}
            skipped={bulk?.skipped ?? 0}
            onClose={() => setBulk(null)}
            onSaved={bulk?.clear}
          />
        )}
      </Suspense>
    </Stack>
  );
}
