import '@mantine/core/styles/Tabs.layer.css';
import { Stack, Tabs, Text } from '@mantine/core';
import { billingEndpoints, MESSAGES, type TransactionType } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format';
import { institutionTypeLabel } from '../../institutions/institution-type';
import { formatRupees } from './billing.api';

type TransactionColumn = DataTableColumn<typeof billingEndpoints.transactions>;

/** The first tab, as the spec lists them, opens first; only the other is written into the address. */
const DEFAULT_TAB: TransactionType = 'subscription';

const nowrap = { whiteSpace: 'nowrap' } as const;
/** Ids are long and unbroken: they wrap anywhere rather than widen the table. */
const idText = { overflowWrap: 'anywhere' } as const;

function transactionColumns(t: TFunction, tab: TransactionType): TransactionColumn[] {
  const date: TransactionColumn = {
    id: 'date',
    header: t('admin.transactions.col.date', 'Date'),
    sort: 'addedAt',
    cell: (row) => (
      <Text size="sm" style={nowrap}>
        {formatDate(row.addedAt)}
      </Text>
    ),
  };
  const registration: TransactionColumn = {
    id: 'regId',
    header: t('admin.transactions.col.regId', 'Reg. ID'),
    cell: (row) => (
      <Text size="sm" style={nowrap}>
        {row.recieverDetails.registrationId ?? '—'}
      </Text>
    ),
  };
  const institution: TransactionColumn = {
    id: 'institution',
    header: t('admin.transactions.col.institution', 'Institution'),
    cell: (row) => <Text size="sm">{row.recieverDetails.institutionName}</Text>,
  };
  const type: TransactionColumn = {
    id: 'type',
    header: t('admin.transactions.col.type', 'Type'),
    cell: (row) => <Text size="sm">{institutionTypeLabel(t, row.recieverDetails.institutionType)}</Text>,
  };
  const amount: TransactionColumn = {
    id: 'amount',
    header: t('admin.transactions.col.amount', 'Amount (₹)'),
    sort: 'amount',
    cell: (row) => (
      <>
        <Text size="sm" fw={600} style={nowrap}>
          {formatRupees(row.price)}
        </Text>
        {row.type === 'bloodUnit' && (
          <Text size="xs" c="gray.7" style={nowrap}>
            {t('admin.transactions.units', '{{count}} units', { count: row.units })}
          </Text>
        )}
      </>
    ),
  };
  const transactionId: TransactionColumn = {
    id: 'transactionId',
    header: t('admin.transactions.col.transactionId', 'Transaction ID'),
    rowHeader: true,
    cell: (row) => (
      <Text size="sm" ff="monospace" style={nowrap}>
        {row.transactionId}
      </Text>
    ),
  };

  if (tab === 'subscription') {
    return [
      date,
      registration,
      institution,
      type,
      {
        id: 'plan',
        header: t('admin.transactions.col.plan', 'Plan'),
        cell: (row) => <Text size="sm">{row.plan?.planName ?? '—'}</Text>,
      },
      {
        id: 'quantity',
        header: t('admin.transactions.col.quantity', 'Units covered'),
        cell: (row) =>
          row.plan && (
            <Text size="sm" style={nowrap}>
              {row.plan.bonusQuantity > 0
                ? t('admin.transactions.quantityWithBonus', '{{quantity}} + {{bonus}} bonus', {
                    quantity: row.plan.quantity,
                    bonus: row.plan.bonusQuantity,
                  })
                : row.plan.quantity}
            </Text>
          ),
      },
      amount,
      transactionId,
    ];
  }
  return [
    date,
    registration,
    institution,
    type,
    {
      id: 'patientId',
      header: t('admin.transactions.col.patientId', 'Patient ID'),
      cell: (row) => <Text size="sm">{row.request[0]?.patientId ?? '—'}</Text>,
    },
    {
      id: 'userId',
      header: t('admin.transactions.col.userId', 'User ID'),
      cell: (row) => (
        <Text size="xs" ff="monospace" style={idText}>
          {row.request[0]?.addedBy._id ?? '—'}
        </Text>
      ),
    },
    amount,
    transactionId,
  ];
}

/**
 * /Super-Admin/Transaction (docs/spec/part-2-operations-and-admin.md §2): tabs Subscription and Blood Unit,
 * each searched, sorted and paged by the server. A blood-unit transaction is written when a centre issues
 * units to a patient, at the processing charges of the pricing table; every administrator may see them.
 */
export function TransactionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TransactionType = params.get('tab') === 'bloodUnit' ? 'bloodUnit' : DEFAULT_TAB;
  const labels: Record<TransactionType, string> = {
    subscription: t('admin.transactions.tab.subscription', 'Subscription'),
    bloodUnit: t('admin.transactions.tab.bloodUnit', 'Blood Unit'),
  };

  const table = (shown: TransactionType) => (
    <DataTable
      endpoint={billingEndpoints.transactions}
      params={{ type: shown }}
      label={labels[shown]}
      columns={transactionColumns(t, shown)}
      emptyText={t('common.noData', MESSAGES.noData)}
      search={{
        placeholder: t(
          'admin.transactions.searchPlaceholder',
          'Transaction ID, institution or registration ID',
        ),
      }}
      minWidth={960}
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.transactions.title', 'Transactions')}
        intro={t(
          'admin.transactions.intro',
          'Subscriptions bought by institutions, and the processing charges of every unit issued to a patient.',
        )}
      />
      <Tabs
        value={tab}
        // Each tab opens on its own first page: the other tab's page, search and order mean nothing here.
        onChange={(value) => value && setParams(value === DEFAULT_TAB ? {} : { tab: value })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="subscription">{labels.subscription}</Tabs.Tab>
          <Tabs.Tab value="bloodUnit">{labels.bloodUnit}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="subscription" pt="md">
          {table('subscription')}
        </Tabs.Panel>
        <Tabs.Panel value="bloodUnit" pt="md">
          {table('bloodUnit')}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
