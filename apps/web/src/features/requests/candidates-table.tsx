import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Badge, Checkbox, Group, Table } from '@mantine/core';
import type { DeputeCandidate } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { ChoiceTable, type TableQuery } from './accept-parts';

/** What the table says of a donor already deputed or assigned (for a request, to a camp). */
export interface TakenTexts {
  /** The tick box's name for such a donor: "Asha is already deputed for this request". */
  box: (name: string) => string;
  /** The badge beside the name: "Deputed", "Assigned". */
  badge: string;
}

/**
 * The caller's donors who may be deputed or assigned, each with its tick box; one already taken is shown
 * ticked, marked, and cannot be chosen again. "No Data Available" when there is none.
 */
export function CandidatesTable({
  label,
  rows,
  query,
  selected,
  atMax,
  onToggle,
  taken,
  withBloodGroup = false,
}: {
  label: string;
  rows: DeputeCandidate[];
  query: TableQuery;
  selected: readonly string[];
  atMax: boolean;
  onToggle: (id: string, on: boolean) => void;
  taken: TakenTexts;
  withBloodGroup?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceTable
      label={label}
      minWidth={640}
      query={query}
      rowCount={rows.length}
      loading={t('candidates.loading', 'Loading the donors…')}
      header={
        <>
          <Table.Th>{t('candidates.col.name', 'Name')}</Table.Th>
          <Table.Th>{t('candidates.col.donorId', 'Donor ID')}</Table.Th>
          {withBloodGroup && <Table.Th>{t('candidates.col.bloodGroup', 'Blood Group')}</Table.Th>}
          <Table.Th>{t('candidates.col.lastDonated', 'Last Donated')}</Table.Th>
          <Table.Th>{t('candidates.col.address', 'Address')}</Table.Th>
        </>
      }
    >
      {rows.map((donor) => {
        const checked = donor.deputed || selected.includes(donor._id);
        return (
          <Table.Tr key={donor._id} bg={donor.deputed ? 'var(--mantine-color-gray-1)' : undefined}>
            <Table.Td>
              <Checkbox
                aria-label={
                  donor.deputed
                    ? taken.box(donor.name)
                    : t('candidates.choose', 'Choose {{name}} ({{donorId}})', {
                        name: donor.name,
                        donorId: donor.donorId,
                      })
                }
                checked={checked}
                disabled={donor.deputed || (!checked && atMax)}
                onChange={(event) => onToggle(donor._id, event.currentTarget.checked)}
              />
            </Table.Td>
            <Table.Th scope="row" fw={600} fz="sm">
              <Group gap="xs" wrap="nowrap">
                <span>{donor.name}</span>
                {donor.deputed && (
                  <Badge size="sm" variant="light" color="gray" miw="max-content">
                    {taken.badge}
                  </Badge>
                )}
              </Group>
            </Table.Th>
            <Table.Td ff="monospace" fz="sm" style={{ whiteSpace: 'nowrap' }}>
              {donor.donorId || '—'}
            </Table.Td>
            {withBloodGroup && <Table.Td>{donor.bloodGroup || '—'}</Table.Td>}
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(donor.lastDonationDate) || '—'}</Table.Td>
            <Table.Td>{donor.address || '—'}</Table.Td>
          </Table.Tr>
        );
      })}
    </ChoiceTable>
  );
}
