import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { Anchor, Badge, Group, Select, Stack, Text } from '@mantine/core';
import {
  type AGE_BANDS,
  COMPONENTS,
  type Component,
  DELIVERY_MODES,
  DISPOSE_REASONS,
  type DisposeReason,
  type InventoryUnit,
  type inventoryEndpoints,
  type UnitState,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { formatDate } from '../../lib/format';
import { UnitFinder } from './unit-finder';

/**
 * The pieces every list of units shares (docs/spec/part-2-operations-and-admin.md §2): the columns, the
 * state badge, the component filter and the header with the "Find a unit" box. Every list answers
 * InventoryUnit rows, so one column fits the inventory, transfer and in-processing lists alike.
 */
export type UnitColumn = DataTableColumn<typeof inventoryEndpoints.list>;

/** The header of every inventory screen: its name and purpose, and the box a scanner types into. */
export function UnitsHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <PageHeader title={title} intro={intro} />
      <Group align="flex-start" gap="sm">
        {children}
        <UnitFinder />
      </Group>
    </Group>
  );
}

export function unitStateLabels(t: TFunction): Record<UnitState, string> {
  return {
    quarantined: t('unitState.quarantined', 'Quarantined'),
    available: t('unitState.available', 'Available'),
    reserved: t('unitState.reserved', 'Reserved'),
    inTransfer: t('unitState.inTransfer', 'Transfer In Process'),
    inProcessing: t('unitState.inProcessing', 'In Process'),
    issued: t('unitState.issued', 'Issued'),
    disposed: t('unitState.disposed', 'Disposed'),
    processed: t('unitState.processed', 'Processed'),
    unsafe: t('unitState.unsafe', 'Unsafe'),
    expired: t('unitState.expired', 'Expired'),
  };
}

/** A state as a person reads it, or the raw word for one this screen does not know. */
export function unitStateText(t: TFunction, state: string | null): string {
  if (!state) return '';
  const labels = unitStateLabels(t) as Record<string, string>;
  return labels[state] ?? state;
}

const STATE_COLOR: Record<UnitState, string> = {
  quarantined: 'yellow',
  available: 'teal',
  reserved: 'grape',
  inTransfer: 'indigo',
  inProcessing: 'cyan',
  issued: 'blue',
  disposed: 'gray',
  processed: 'gray',
  unsafe: 'red',
  expired: 'red',
};

/** The state of a unit as a badge; expired and unsafe are filled red, so they stand out in a column. */
export function UnitStateBadge({ state }: { state: UnitState }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATE_COLOR[state]}
      variant={state === 'expired' || state === 'unsafe' ? 'filled' : 'light'}
      radius="sm"
      // The whole word, always: a clerk must not read "AVA…" for a unit's state.
      styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      {unitStateLabels(t)[state]}
    </Badge>
  );
}

export function disposeReasonLabels(t: TFunction): Record<DisposeReason, string> {
  return {
    expired: t('disposeUnits.reasons.expired', DISPOSE_REASONS.expired),
    reactive: t('disposeUnits.reasons.reactive', DISPOSE_REASONS.reactive),
    brokenBag: t('disposeUnits.reasons.brokenBag', DISPOSE_REASONS.brokenBag),
    transport: t('disposeUnits.reasons.transport', DISPOSE_REASONS.transport),
    other: t('disposeUnits.reasons.other', DISPOSE_REASONS.other),
  };
}

/** The ageing report's bands (contract AGE_BANDS), by their label. */
export function ageBandText(t: TFunction, band: string): string {
  const labels: Record<(typeof AGE_BANDS)[number]['label'], string> = {
    '0-7 days': t('unitLists.ageBands.week1', '0-7 days'),
    '8-14 days': t('unitLists.ageBands.week2', '8-14 days'),
    '15-21 days': t('unitLists.ageBands.week3', '15-21 days'),
    '22-28 days': t('unitLists.ageBands.week4', '22-28 days'),
    '29-35 days': t('unitLists.ageBands.week5', '29-35 days'),
    'Over 35 days': t('unitLists.ageBands.older', 'Over 35 days'),
  };
  return (labels as Record<string, string>)[band] ?? band;
}

function deliveryText(t: TFunction, type: string | undefined): string {
  if (type === 'toBeDeliver') return t('unitLists.delivery.toBeDeliver', DELIVERY_MODES.toBeDeliver);
  if (type === 'toBeCollected') return t('unitLists.delivery.toBeCollected', DELIVERY_MODES.toBeCollected);
  return type ?? '';
}

const plain = (text: string | number | null | undefined) => (
  <Text size="sm">{text === null || text === undefined || text === '' ? '—' : text}</Text>
);

const day = (value: string | null | undefined, expired = false) => (
  <Text
    size="sm"
    c={expired ? 'red.9' : undefined}
    fw={expired ? 600 : undefined}
    style={{ whiteSpace: 'nowrap' }}
  >
    {formatDate(value) || '—'}
  </Text>
);

/** The link to a unit's page. */
export function UnitLink({ unit }: { unit: { _id: string; bagId: string } }) {
  return (
    <Anchor
      component={Link}
      to={`/inventory/unit/${unit._id}`}
      size="sm"
      fw={600}
      ff="monospace"
      style={{ whiteSpace: 'nowrap' }}
    >
      {unit.bagId}
    </Anchor>
  );
}

/** The columns of the unit lists, each by its id; a screen picks the ones it shows, in its order. */
export function unitColumns(t: TFunction) {
  return {
    bag: {
      id: 'bag',
      header: t('unitLists.col.bag', 'Bag ID'),
      sort: 'bagId',
      rowHeader: true,
      cell: (row) => <UnitLink unit={row} />,
    },
    donor: {
      id: 'donor',
      header: t('unitLists.col.donor', 'Donor ID'),
      cell: (row) => plain(row.donorId),
    },
    group: {
      id: 'group',
      header: t('unitLists.col.group', 'Blood Group'),
      sort: 'bloodGroup',
      cell: (row) => plain(row.bloodGroup),
    },
    component: {
      id: 'component',
      header: t('unitLists.col.component', 'Component'),
      sort: 'component',
      cell: (row) => plain(row.component),
    },
    volume: {
      id: 'volume',
      header: t('unitLists.col.volume', 'Volume (ml)'),
      sort: 'volume',
      cell: (row) => plain(row.volume),
    },
    storedIn: {
      id: 'storedIn',
      header: t('unitLists.col.storedIn', 'Stored in'),
      cell: (row) => plain(row.storedIn),
    },
    collected: {
      id: 'collected',
      header: t('unitLists.col.collected', 'Collected on'),
      sort: 'collectionDate',
      cell: (row) => day(row.collectionDate),
    },
    expiry: {
      id: 'expiry',
      header: t('unitLists.col.expiry', 'Expiry'),
      sort: 'expiryDate',
      cell: (row) => day(row.expiryDate, row.state === 'expired'),
    },
    state: {
      id: 'state',
      header: t('unitLists.col.state', 'State'),
      cell: (row) => <UnitStateBadge state={row.state} />,
    },
    age: {
      id: 'age',
      header: t('unitLists.col.age', 'Age (days)'),
      cell: (row) => plain(row.ageDays),
    },
    issuedOn: {
      id: 'issuedOn',
      header: t('unitLists.col.issuedOn', 'Issued on'),
      sort: 'issuedDate',
      cell: (row) => day(row.issuedDate),
    },
    patient: {
      id: 'patient',
      header: t('unitLists.col.patient', 'Patient'),
      cell: (row) =>
        row.patientName || row.patientId ? (
          <Stack gap={0}>
            <Text size="sm">{row.patientName ?? '—'}</Text>
            {row.patientId && (
              <Text size="xs" c="gray.7" ff="monospace">
                {row.patientId}
              </Text>
            )}
          </Stack>
        ) : (
          plain(null)
        ),
    },
    hospital: {
      id: 'hospital',
      header: t('unitLists.col.hospital', 'Hospital'),
      cell: (row) => plain(row.hospitalName),
    },
    receivedFrom: {
      id: 'receivedFrom',
      header: t('unitLists.col.receivedFrom', 'Received from'),
      cell: (row) => plain(row.receivedFrom),
    },
    receivedOn: {
      id: 'receivedOn',
      header: t('unitLists.col.receivedOn', 'Received on'),
      sort: 'receivedOn',
      cell: (row) => day(row.receivedOn),
    },
    receiver: {
      id: 'receiver',
      header: t('unitLists.col.receiver', 'Sent to'),
      cell: (row) => plain(row.transfer?.to),
    },
    sender: {
      id: 'sender',
      header: t('unitLists.col.sender', 'Sent by'),
      cell: (row) => plain(row.transfer?.from),
    },
    sentOn: {
      id: 'sentOn',
      header: t('unitLists.col.sentOn', 'Sent on'),
      cell: (row) => day(row.transfer?.sentAt),
    },
    delivery: {
      id: 'delivery',
      header: t('unitLists.col.delivery', 'Delivery'),
      cell: (row) => plain(deliveryText(t, row.transfer?.deliveryType)),
    },
    comments: {
      id: 'comments',
      header: t('unitLists.col.comments', 'Comments'),
      cell: (row) => plain(row.transfer?.comments),
    },
    carriedBy: {
      id: 'carriedBy',
      header: t('unitLists.col.carriedBy', 'Carried by'),
      cell: (row) => plain(row.transfer?.details),
    },
  } satisfies Record<string, UnitColumn>;
}

/** The list filter of every unit list: one of the sixteen components, or all of them. */
export function ComponentFilter({
  value,
  onChange,
}: {
  value: Component | undefined;
  onChange: (component: Component | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('unitLists.componentFilter', 'Component')}
      data={[{ value: '', label: t('unitLists.allComponents', 'All components') }, ...COMPONENTS]}
      value={value ?? ''}
      onChange={(next) => onChange(next ? (next as Component) : undefined)}
      allowDeselect={false}
      w={{ base: '100%', sm: 280 }}
      size="sm"
    />
  );
}

/** The component filter above a list of units, bound to the list's `component` in the address. */
export function componentToolbar(list: {
  query: { component?: Component | undefined };
  update: (patch: { component?: Component | undefined }) => void;
}) {
  return (
    <ComponentFilter value={list.query.component} onChange={(component) => list.update({ component })} />
  );
}

/** The component filter of a list of units, kept in the address. */
export const COMPONENT_FILTER = ['component'] as const;

/**
 * What the DataTables of units share: the search (by bag or donor unless `placeholder` says otherwise), the
 * blood-group and component filters, and the width below which they scroll sideways.
 */
export function unitListProps(t: TFunction, placeholder?: string) {
  return {
    search: { placeholder: placeholder ?? t('unitLists.searchPlaceholder', 'Bag ID or donor ID') },
    bloodGroupFilter: true,
    filters: COMPONENT_FILTER,
    toolbar: componentToolbar,
    minWidth: 960,
  } as const;
}

/** The selected rows' ids, for the request bodies. */
export const idsOf = (units: readonly Pick<InventoryUnit, '_id'>[]) => units.map((unit) => unit._id);
