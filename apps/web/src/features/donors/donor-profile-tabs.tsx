import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  donorsEndpoints,
  type LabResultRow,
  MESSAGES,
  newRemarkSchema,
  PROFILE_TAB_PAGE_SIZE,
} from '@raktsetu/contract';
import {
  keepPreviousData,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Pager as TablePager } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import type { Ask } from '../../components/popup-guard';
import { popups } from '../../components/popups';
import { type ApiError, call } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { downloadCertificate } from './donation-certificate.api';
import { donorQueryKey } from './donor-popup-guard';

/** The profile tables page 3 rows at a time with a selectable size (docs/spec/part-1-institution-side.md §2, §9). */
const TAB_PAGE_SIZES = [PROFILE_TAB_PAGE_SIZE, 5, 10] as const;

type TabName = 'history' | 'labResults' | 'medical' | 'remarks';

interface Pager {
  page: number;
  limit: number;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
}

function usePager(): Pager {
  const [state, setState] = useState({ page: 1, limit: PROFILE_TAB_PAGE_SIZE as number });
  return {
    ...state,
    setPage: (page) => setState((current) => ({ ...current, page })),
    // A new size starts from the first page, where its rows begin.
    setLimit: (limit) => setState({ page: 1, limit }),
  };
}

interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
}

interface TabPage<Row> {
  rows: Row[];
  /** The number of rows over all pages, from the same answer as the rows. */
  total: number;
}

type TabQuery = { donorId: string; page: number; limit: number };

/** One page of a tab's endpoint: `{ data, total }`, or `{ reports, total }` for the medical history. */
function useTabPage<Row>(
  donorId: string,
  tab: TabName,
  pager: Pager,
  load: (query: TabQuery, signal: AbortSignal) => Promise<TabPage<Row>>,
) {
  return useQuery<TabPage<Row>, ApiError>({
    queryKey: [...donorQueryKey(donorId), tab, { page: pager.page, limit: pager.limit }],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => load({ donorId, page: pager.page, limit: pager.limit }, signal),
  });
}

/** A small server-paged table of one tab, with its own page and page size (not in the address: it is a popup). */
function PagedTable<Row extends { _id: string }>({
  label,
  columns,
  emptyText,
  pager,
  result,
}: {
  /** Names the table for screen readers. */
  label: string;
  columns: readonly Column<Row>[];
  emptyText: string;
  pager: Pager;
  result: UseQueryResult<TabPage<Row>, ApiError>;
}) {
  const { t } = useTranslation();
  const rows = result.data?.rows ?? [];
  const total = result.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pager.limit));
  const page = Math.min(pager.page, pages);

  let status: ReactNode = null;
  if (result.isPending) {
    status = (
      <Group justify="center" gap="xs" p="md">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{t('common.loading', 'Loading…')}</Text>
      </Group>
    );
  } else if (result.isError) {
    status = (
      <Alert color="red" variant="light" m="sm" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{result.error.message}</Text>
          <Button
            variant="default"
            size="compact-sm"
            onClick={() => void result.refetch()}
            loading={result.isFetching}
          >
            {t('donorProfile.pager.retry', 'Try again')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (rows.length === 0) {
    status = <EmptyState title={emptyText} />;
  }

  return (
    <Stack gap="sm">
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={560} type="native">
          <Table aria-label={label} aria-busy={result.isFetching} fz="sm">
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.id} style={{ whiteSpace: 'nowrap' }}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            {rows.length > 0 && !result.isError && (
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row._id}>
                    {columns.map((column) => (
                      <Table.Td key={column.id}>{column.cell(row)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            )}
          </Table>
        </Table.ScrollContainer>
        {status}
      </Paper>
      <TablePager
        page={page}
        pages={pages}
        limit={pager.limit}
        total={result.data ? total : null}
        sizes={TAB_PAGE_SIZES}
        pagesLabel={t('donorProfile.pager.pages', 'Pages of {{table}}', { table: label })}
        onPage={pager.setPage}
        onLimit={pager.setLimit}
      />
    </Stack>
  );
}

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : value;

function HistoryTab({ donorId }: { donorId: string }) {
  const { t } = useTranslation();
  const pager = usePager();
  const result = useTabPage(donorId, 'history', pager, async (query, signal) => {
    const { data, total } = (await call(donorsEndpoints.donationHistory, query, { signal })).content;
    return { rows: data, total };
  });
  return (
    <PagedTable
      label={t('donorProfile.tab.history', 'History')}
      emptyText={t('common.noData', MESSAGES.noData)}
      pager={pager}
      result={result}
      columns={[
        {
          id: 'date',
          header: t('donorProfile.history.date', 'Date'),
          cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.date)}</span>,
        },
        {
          id: 'component',
          header: t('donorProfile.history.component', 'Component'),
          cell: (row) => row.component,
        },
        {
          id: 'institution',
          header: t('donorProfile.history.institution', 'Institution'),
          cell: (row) => row.institutionName,
        },
        { id: 'units', header: t('donorProfile.history.units', 'Units'), cell: (row) => row.units },
        {
          id: 'comments',
          header: t('donorProfile.history.comments', 'Comments'),
          cell: (row) => dash(row.comments),
        },
        {
          id: 'certificate',
          header: t('donorProfile.history.certificate', 'Certificate'),
          cell: (row) =>
            row.donationId ? (
              <CertificateButton donorId={donorId} donationId={row.donationId} date={row.date} />
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}

/** Saves the certificate of a donation this blood centre took (a PDF the server writes). */
function CertificateButton({
  donorId,
  donationId,
  date,
}: {
  donorId: string;
  donationId: string;
  date: string;
}) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await downloadCertificate(donorId, donationId);
    } catch (failure) {
      await popups.failedWith(failure);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button
      variant="light"
      size="compact-sm"
      loading={saving}
      onClick={() => void save()}
      aria-label={t(
        'donorProfile.history.certificateOf',
        'Download the certificate of the donation of {{date}}',
        {
          date: formatDate(date),
        },
      )}
    >
      {t('donorProfile.history.download', 'Download')}
    </Button>
  );
}

function LabResultsTab({ donorId }: { donorId: string }) {
  const { t } = useTranslation();
  const pager = usePager();
  const result = useTabPage(donorId, 'labResults', pager, async (query, signal) => {
    // The path also lists a lab's samples (type=samples); asked with a donor, it answers lab results.
    const { data, total } = (await call(donorsEndpoints.labResults, query, { signal })).content;
    return { rows: data as LabResultRow[], total };
  });
  return (
    <PagedTable
      label={t('donorProfile.tab.labResults', 'Lab results')}
      emptyText={t('donorProfile.lab.empty', MESSAGES.noLabResults)}
      pager={pager}
      result={result}
      columns={[
        {
          id: 'date',
          header: t('donorProfile.lab.date', 'Date'),
          cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.addedAt)}</span>,
        },
        { id: 'bp', header: t('donorProfile.lab.bp', 'BP (mmHg)'), cell: (row) => dash(row.bloodPressure) },
        {
          id: 'weight',
          header: t('donorProfile.lab.weight', 'Weight (kg)'),
          cell: (row) => dash(row.weight),
        },
        { id: 'hb', header: t('donorProfile.lab.hb', 'Hb (g/dL)'), cell: (row) => dash(row.hb) },
        {
          id: 'result',
          header: t('donorProfile.lab.result', 'Result'),
          cell: (row) => (
            <Badge color={row.finalResult === 'Pass' ? 'green' : 'red'} variant="light" tt="none" radius="sm">
              {row.finalResult === 'Pass' ? t('donorProfile.lab.pass', 'Pass') : row.finalResult}
            </Badge>
          ),
        },
        {
          id: 'parameters',
          header: t('donorProfile.lab.parameters', 'Parameters'),
          cell: (row) =>
            row.results.length === 0 ? (
              '—'
            ) : (
              <Stack gap={0}>
                {row.results.map((item) => (
                  <Text key={item.parameter} size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {t('donorProfile.lab.observation', '{{parameter}}: {{observation}}', item)}
                  </Text>
                ))}
              </Stack>
            ),
        },
        {
          id: 'institution',
          header: t('donorProfile.lab.institution', 'Institution'),
          cell: (row) => row.institutionName,
        },
      ]}
    />
  );
}

function MedicalTab({ donorId }: { donorId: string }) {
  const { t } = useTranslation();
  const pager = usePager();
  const result = useTabPage(donorId, 'medical', pager, async (query, signal) => {
    // The spec's medical list answers in content.reports, not content.data.
    const { reports, total } = (await call(donorsEndpoints.medicalHistory, query, { signal })).content;
    return { rows: reports, total };
  });
  return (
    <PagedTable
      label={t('donorProfile.tab.medical', 'Medical')}
      emptyText={t('common.noData', MESSAGES.noData)}
      pager={pager}
      result={result}
      columns={[
        {
          id: 'date',
          header: t('donorProfile.medical.date', 'Date'),
          cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.addedAt)}</span>,
        },
        {
          id: 'healthIssue',
          header: t('donorProfile.medical.healthIssue', 'Health issue'),
          cell: (row) => row.healthIssue,
        },
        {
          id: 'description',
          header: t('donorProfile.medical.description', 'Description'),
          cell: (row) => dash(row.description),
        },
        {
          id: 'condition',
          header: t('donorProfile.medical.condition', 'Condition'),
          cell: (row) => dash(row.condition),
        },
        {
          id: 'medication',
          header: t('donorProfile.medical.medication', 'Medication'),
          cell: (row) => dash(row.medication),
        },
        {
          id: 'comments',
          header: t('donorProfile.medical.comments', 'Comments'),
          cell: (row) => dash(row.comments),
        },
      ]}
    />
  );
}

const remarkFormSchema = newRemarkSchema;
type RemarkForm = z.input<typeof remarkFormSchema>;

/** The fields' required message is the contract's (the spec's add-donor text), translated when it is that. */
function useRequiredText() {
  const { t } = useTranslation();
  return (message: string | undefined) =>
    message === MESSAGES.fillRequiredDetails
      ? t('donorProfile.remarks.required', MESSAGES.fillRequiredDetails)
      : message;
}

function AddRemarkForm({
  donorId,
  ask,
  onCancel,
  onAdded,
}: {
  donorId: string;
  ask: Ask;
  onCancel: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const requiredText = useRequiredText();
  const add = useMutation<string, ApiError, RemarkForm>({
    mutationFn: async (body) => (await call(donorsEndpoints.addRemark, body)).message,
  });
  const form = useContractForm(remarkFormSchema, {
    defaultValues: { donorId, doctorName: '', event: '', comment: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (remark) => {
    let message: string;
    try {
      message = await add.mutateAsync(remark);
    } catch (failure) {
      const unplaced = showServerErrors(form, failure);
      if (unplaced) await ask(popups.failure({ title: unplaced }));
      return;
    }
    onAdded();
    await ask(popups.success({ title: message || t('donorProfile.remarks.added', 'Remark added') }));
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('donorProfile.remarks.formLabel', 'New remark')}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t('donorProfile.remarks.doctorName', 'Doctor name')}
              required
              size="sm"
              miw={200}
              error={requiredText(errors.doctorName?.message)}
              // The form appears on "Add remark": the clerk starts typing where it begins.
              autoFocus
              {...form.register('doctorName')}
            />
            <TextInput
              label={t('donorProfile.remarks.event', 'Event')}
              required
              size="sm"
              miw={200}
              error={requiredText(errors.event?.message)}
              {...form.register('event')}
            />
          </Group>
          <Textarea
            label={t('donorProfile.remarks.comment', 'Comment')}
            required
            rows={3}
            resize="vertical"
            error={requiredText(errors.comment?.message)}
            {...form.register('comment')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel', 'Cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('donorProfile.remarks.save', 'Save remark')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}

function RemarksTab({ donorId, ask }: { donorId: string; ask: Ask }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pager = usePager();
  const [adding, setAdding] = useState(false);
  const result = useTabPage(donorId, 'remarks', pager, async (query, signal) => {
    const { data, total } = (await call(donorsEndpoints.remarks, query, { signal })).content;
    return { rows: data, total };
  });
  return (
    <Stack gap="sm">
      {adding ? (
        <AddRemarkForm
          donorId={donorId}
          ask={ask}
          onCancel={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            // Remarks come newest first: the new one is on the first page.
            pager.setPage(1);
            void queryClient.invalidateQueries({ queryKey: [...donorQueryKey(donorId), 'remarks'] });
          }}
        />
      ) : (
        <Group justify="flex-end">
          <Button variant="light" size="compact-sm" onClick={() => setAdding(true)}>
            {t('donorProfile.remarks.add', 'Add remark')}
          </Button>
        </Group>
      )}
      <PagedTable
        label={t('donorProfile.tab.remarks', 'Remarks')}
        emptyText={t('common.noData', MESSAGES.noData)}
        pager={pager}
        result={result}
        columns={[
          {
            id: 'date',
            header: t('donorProfile.remarksTable.date', 'Date'),
            cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.addedAt)}</span>,
          },
          {
            id: 'doctor',
            header: t('donorProfile.remarksTable.doctor', 'Doctor'),
            cell: (row) => row.doctorName,
          },
          { id: 'event', header: t('donorProfile.remarksTable.event', 'Event'), cell: (row) => row.event },
          {
            id: 'comment',
            header: t('donorProfile.remarksTable.comment', 'Comment'),
            cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.comment}</span>,
          },
          {
            id: 'institution',
            header: t('donorProfile.remarksTable.institution', 'Institution'),
            cell: (row) => row.institutionName,
          },
        ]}
      />
    </Stack>
  );
}

/**
 * The profile's records (docs/spec/part-1-institution-side.md §2 "Donor profile popups", §3): History, Lab
 * results, Medical and Remarks, each paged by the server 3 rows at a time. Only the open tab is mounted, so
 * only its rows are fetched; switching tab reloads it.
 */
export function DonorProfileTabs({ donorId, ask }: { donorId: string; ask: Ask }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="history" keepMounted={false}>
      <Tabs.List aria-label={t('donorProfile.tabs', "The donor's records")}>
        <Tabs.Tab value="history">{t('donorProfile.tab.history', 'History')}</Tabs.Tab>
        <Tabs.Tab value="labResults">{t('donorProfile.tab.labResults', 'Lab results')}</Tabs.Tab>
        <Tabs.Tab value="medical">{t('donorProfile.tab.medical', 'Medical')}</Tabs.Tab>
        <Tabs.Tab value="remarks">{t('donorProfile.tab.remarks', 'Remarks')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="history" pt="md">
        <HistoryTab donorId={donorId} />
      </Tabs.Panel>
      <Tabs.Panel value="labResults" pt="md">
        <LabResultsTab donorId={donorId} />
      </Tabs.Panel>
      <Tabs.Panel value="medical" pt="md">
        <MedicalTab donorId={donorId} />
      </Tabs.Panel>
      <Tabs.Panel value="remarks" pt="md">
        <RemarksTab donorId={donorId} ask={ask} />
      </Tabs.Panel>
    </Tabs>
  );
}
