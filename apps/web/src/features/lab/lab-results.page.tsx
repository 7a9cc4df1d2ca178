import { Button, Group, Stack } from '@mantine/core';
import { type LabReport, MESSAGES } from '@raktsetu/contract';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { lazyPopup, prefetch, useAskedFor } from '../../components/lazy-popup';
import { PageHeader } from '../../components/page-header';
import { ColumnChooserModal, useHiddenColumns } from './column-chooser.modal';
import { labRegisterList } from './lab.api';
import { detailsColumn, registerColumns } from './lab-register-columns';
import type { LabResultTarget } from './lab-result-form.modal';

// The popups arrive when first wanted (docs/decisions/0029-code-splitting.md).
const loadForm = () => import('./lab-result-form.modal');
const prefetchForm = prefetch(loadForm);
const LabResultFormModal = lazyPopup(
  () => loadForm().then((module) => module.LabResultFormModal),
  ({ target }, t) => ({ opened: target !== null, title: t('labForm.title', 'Enter lab result') }),
);
const loadDetails = () => import('./lab-result-details.modal');
const LabResultDetailsModal = lazyPopup(
  () => loadDetails().then((module) => module.LabResultDetailsModal),
  ({ report }, t) => ({ opened: report !== null, title: t('labDetails.titlePlain', 'Lab report') }),
);
const loadCriteria = () => import('./lab-criteria.modal');
const prefetchCriteria = prefetch(loadCriteria);
const LabCriteriaModal = lazyPopup(
  () => loadCriteria().then((module) => module.LabCriteriaModal),
  ({ opened }, t) => ({ opened, title: t('labCriteria.title', 'Set Lab Test Criteria') }),
);

/** This browser's choice of register columns. */
export const HIDDEN_COLUMNS_KEY = 'raktsetu.labResults.hiddenColumns';

/**
 * /labresult (docs/spec/part-2-operations-and-admin.md §2 "Results", §8 "No Lab results added yet"): the lab's
 * register of current results, newest test first, filtered by the group found and paged by the server. Each row
 * opens its printable details; Add Result enters a result for an accepted sample; Set Lab Test Criteria sets the
 * parameters the forms ask; Show/Hide Columns chooses what the table shows.
 */
export function LabResultsPage() {
  const { t } = useTranslation();
  const columns = registerColumns(t);
  const [hidden, setHidden] = useHiddenColumns(
    HIDDEN_COLUMNS_KEY,
    columns.map((column) => column.id),
  );
  const [choosing, setChoosing] = useState(false);
  const [criteriaOpen, setCriteriaOpen] = useState(false);
  const [details, setDetails] = useState<LabReport | null>(null);
  const [form, setForm] = useState<LabResultTarget | null>(null);
  const formAsked = useAskedFor(form !== null);
  const detailsAsked = useAskedFor(details !== null);
  const criteriaAsked = useAskedFor(criteriaOpen);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('lab.results.title', 'Lab Results')}
        intro={t(
          'labRegister.intro',
          'The results this lab recorded, newest test first. Open Details to read, print or correct a report.',
        )}
      />
      <DataTable
        endpoint={labRegisterList}
        label={t('lab.results.title', 'Lab Results')}
        columns={[...columns.filter((column) => !hidden.includes(column.id)), detailsColumn(t, setDetails)]}
        emptyText={t('labRegister.empty', MESSAGES.noLabResults)}
        search={{ placeholder: t('labRegister.searchPlaceholder', 'Report no, sample, bag or donor ID') }}
        bloodGroupFilter
        toolbar={() => (
          <Group gap="sm" ml={{ sm: 'auto' }} wrap="wrap">
            <Button variant="default" onClick={() => setChoosing(true)}>
              {t('labRegister.columns', 'Show/Hide Columns')}
            </Button>
            <Button
              variant="default"
              onPointerEnter={prefetchCriteria}
              onFocus={prefetchCriteria}
              onClick={() => setCriteriaOpen(true)}
            >
              {t('labRegister.criteria', 'Set Lab Test Criteria')}
            </Button>
            <Button
              onPointerEnter={prefetchForm}
              onFocus={prefetchForm}
              onClick={() => setForm({ kind: 'choose' })}
            >
              {t('labRegister.add', 'Add Result')}
            </Button>
          </Group>
        )}
        minWidth={1100}
      />
      <ColumnChooserModal
        opened={choosing}
        columns={columns}
        hidden={hidden}
        onChange={setHidden}
        onClose={() => setChoosing(false)}
      />
      <Suspense fallback={null}>
        {formAsked && <LabResultFormModal target={form} onClose={() => setForm(null)} />}
        {detailsAsked && (
          <LabResultDetailsModal
            report={details}
            onClose={() => setDetails(null)}
            onCorrect={(report) => {
              setDetails(null);
              setForm({ kind: 'correct', report });
            }}
          />
        )}
        {criteriaAsked && <LabCriteriaModal opened={criteriaOpen} onClose={() => setCriteriaOpen(false)} />}
      </Suspense>
    </Stack>
  );
}
