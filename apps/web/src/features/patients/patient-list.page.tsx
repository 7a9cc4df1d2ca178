import { Button, Group, Stack, Text } from '@mantine/core';
import { MESSAGES, type PatientRow, patientsEndpoints } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { EmailText } from '../../components/email-text';
import { PlusIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { formatDate, formatPhone } from '../../lib/format';
import { PatientHistoryModal, patientName } from './patient-history.modal';
import { genderLabel } from './patient-text';

type PatientColumn = DataTableColumn<typeof patientsEndpoints.list>;

const plain = (text: string | number | null | undefined) => (
  <Text size="sm">{text === null || text === undefined || text === '' ? '—' : text}</Text>
);

function patientColumns(t: TFunction, onHistory: (row: PatientRow) => void): PatientColumn[] {
  return [
    {
      id: 'name',
      header: t('patientList.col.name', 'Name'),
      sort: 'name',
      rowHeader: true,
      cell: (row) => (
        <Text size="sm" fw={600}>
          {patientName(row)}
        </Text>
      ),
    },
    {
      id: 'patientId',
      header: t('patientList.col.patientId', 'Patient ID'),
      sort: 'patientId',
      cell: (row) => (
        <Text size="sm" ff="monospace">
          {row.patientId}
        </Text>
      ),
    },
    {
      id: 'bloodGroup',
      header: t('patientList.col.bloodGroup', 'Blood Group'),
      sort: 'bloodGroup',
      cell: (row) => plain(row.bloodGroup),
    },
    {
      id: 'gender',
      header: t('patientList.col.gender', 'Gender'),
      cell: (row) => plain(genderLabel(t, row.gender)),
    },
    { id: 'age', header: t('patientList.col.age', 'Age'), cell: (row) => plain(row.age) },
    {
      id: 'mobile',
      header: t('patientList.col.mobile', 'Mobile'),
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatPhone(row.mobileNumber, row.countryCode) || '—'}
        </Text>
      ),
    },
    {
      id: 'email',
      header: t('patientList.col.email', 'E-mail'),
      cell: (row) => <EmailText email={row.email || null} />,
    },
    {
      id: 'addedAt',
      header: t('patientList.col.addedAt', 'Added on'),
      sort: 'addedAt',
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(row.addedAt) || '—'}
        </Text>
      ),
    },
    {
      id: 'history',
      header: t('patientList.col.history', 'History'),
      cell: (row) =>
        row.history.length > 0 ? (
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => onHistory(row)}
            // The visible "View (2)" starts the name, which then says whose history it is.
            aria-label={t('patientList.viewHistoryOf', 'View ({{count}}): history of {{name}}', {
              name: patientName(row),
              count: row.history.length,
            })}
          >
            {t('patientList.viewHistory', 'View ({{count}})', { count: row.history.length })}
          </Button>
        ) : (
          plain(null)
        ),
    },
  ];
}

/**
 * /patient (docs/spec/part-1-institution-side.md §2): the institution's patients, searched, filtered by blood
 * group and paged by the server, with the add button and each patient's history rows in a popup.
 */
export function PatientListPage() {
  const { t } = useTranslation();
  const [history, setHistory] = useState<PatientRow | null>(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeader
          title={t('patients.list.title', 'Patients')}
          intro={t(
            'patientList.intro',
            'Patients of this institution. Search by name, patient ID, mobile number or e-mail.',
          )}
        />
        <Button component={Link} to="/add-patient" leftSection={<PlusIcon size={16} />}>
          {t('patientList.add', 'Add Patient')}
        </Button>
      </Group>
      <DataTable
        endpoint={patientsEndpoints.list}
        label={t('patients.list.title', 'Patients')}
        columns={patientColumns(t, setHistory)}
        emptyText={t('patientList.empty', MESSAGES.noData)}
        search={{ placeholder: t('patientList.searchPlaceholder', 'Name, patient ID, mobile or e-mail') }}
        bloodGroupFilter
        minWidth={1040}
      />
      <PatientHistoryModal patient={history} onClose={() => setHistory(null)} />
    </Stack>
  );
}
