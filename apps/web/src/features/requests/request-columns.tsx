import { Stack, Text } from '@mantine/core';
import type { BloodRequestRow, requestsEndpoints } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../components/data-table';
import { formatDate, formatNumber } from '../../lib/format';
import { AcceptButton } from './accept-request';
import type { AcceptKind } from './accept-rules';
import { requestPatientName } from './request-text';

/** A column of the verified requests' lists, as the list screens' DataTable and the dashboard's table take it. */
export type RequestColumn = DataTableColumn<typeof requestsEndpoints.list>;

export interface RequestColumnOptions {
  /** The Accept column, for an institution that may accept requests (null: a hospital only reads the list). */
  accept: { kind: AcceptKind; onAccept: (row: BloodRequestRow) => void } | null;
  /**
   * The dashboard's Request tab: three rows in little room; units read "1 of 2" and the distance "12.3 km".
   * Otherwise the view-all's: the units received under the units, the distance "12.3 km
   * away".
   */
  compact: boolean;
}

/** A cell's text on one line; nothing given reads "—". */
export const plain = (text: string | number | null | undefined) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {text === null || text === undefined || text === '' ? '—' : text}
  </Text>
);

/** The patient's name, which names each row for screen readers. */
export function patientNameColumn(header: string): RequestColumn {
  return {
    id: 'name',
    header,
    rowHeader: true,
    cell: (row) => (
      <Text size="sm" fw={600}>
        {requestPatientName(row)}
      </Text>
    ),
  };
}

/**
 * The columns of the verified requests this institution may fill (docs/spec/part-1-institution-side.md §2), on
 * the dashboard's Request tab and the request view-all alike: the same columns and headers, `compact` for the
 * dashboard's. The view-all sorts from the headers; the dashboard's table does not sort, so there `sort` is
 * unused.
 */
export function requestColumns(t: TFunction, { accept, compact }: RequestColumnOptions): RequestColumn[] {
  const columns: RequestColumn[] = [
    patientNameColumn(t('requestViewAll.col.name', 'Name')),
    {
      id: 'bloodGroup',
      header: t('requestViewAll.col.bloodGroup', 'Blood Group'),
      sort: 'bloodGroup',
      cell: (row) => plain(row.bloodGroup),
    },
    {
      id: 'units',
      header: t('requestViewAll.col.units', 'Units'),
      sort: 'units',
      cell: (row) =>
        compact ? (
          plain(
            row.unitsReceived > 0
              ? t('dashboard.request.unitsReceived', '{{received}} of {{units}}', {
                  received: row.unitsReceived,
                  units: row.units,
                })
              : row.units,
          )
        ) : (
          <Stack gap={0}>
            <Text size="sm">{row.units}</Text>
            {row.unitsReceived > 0 && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('requestViewAll.received', '{{count}} received', { count: row.unitsReceived })}
              </Text>
            )}
          </Stack>
        ),
    },
    {
      id: 'component',
      header: t('requestViewAll.col.component', 'Component'),
      // Component names are long ("Red Cells Packed Irradiated"): they wrap, so Accept stays in sight.
      cell: (row) => <Text size="sm">{row.component}</Text>,
    },
    {
      id: 'condition',
      header: t('requestViewAll.col.condition', 'Condition'),
      cell: (row) => plain(row.condition),
    },
    {
      // Sorted by distance: the hospital is where the blood goes, and how far it is decides who fills it.
      id: 'hospital',
      header: t('requestViewAll.col.hospital', 'Hospital'),
      sort: 'distance',
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.hospitalName || '—'}</Text>
          {row.distanceKm !== null && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {compact
                ? t('dashboard.request.distance', '{{km}} km', { km: formatNumber(row.distanceKm, 1) })
                : t('requestViewAll.km', '{{km}} km away', { km: row.distanceKm.toFixed(1) })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'requiredBy',
      header: t('requestViewAll.col.requiredBy', 'Required by'),
      sort: 'requiredBy',
      cell: (row) => plain(formatDate(row.requiredBy)),
    },
  ];
  if (!accept) return columns;
  return [
    ...columns,
    {
      id: 'accept',
      header: t('requestViewAll.col.accept', 'Accept'),
      cell: (row) => <AcceptButton row={row} kind={accept.kind} onAccept={accept.onAccept} />,
    },
  ];
}
