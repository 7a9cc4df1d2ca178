import '@mantine/core/styles/Table.layer.css';
import { Button, Group, Paper, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_PAGE_SIZE, MESSAGES } from '@raktsetu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { SortHeader, type SortState, TablePager } from '../../components/table-controls';
import { formatDate } from '../../lib/format';
import { institutionTypeLabel } from '../institutions/institution-type';
import { type InstitutionSortField, type ReviewTab, useInstitutionList } from './institution-review.api';
import { StatusText } from './institution-status';

/** New registrations first: what an administrator opens this screen for. */
const DEFAULT_SORT: SortState<InstitutionSortField> = { sort: 'addedAt', order: 'desc' };

/** One tab of /Super-Admin/Instituions: search (debounced), sortable headers, paging — all by the server. */
export function InstitutionList({ tab, onOpen }: { tab: ReviewTab; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 400);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  // A new search shows its first page; a typed term is sent once the typing pauses.
  const [searchedFor, setSearchedFor] = useState('');
  if (searchedFor !== debouncedSearch) {
    setSearchedFor(debouncedSearch);
    setPage(1);
  }
  const list = useInstitutionList(tab, {
    page,
    limit,
    search: debouncedSearch,
    sort: sort.sort,
    order: sort.order,
  });
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;

  const header = (field: InstitutionSortField, label: string) => (
    <SortHeader
      field={field}
      state={sort}
      onSort={(next) => {
        setSort(next);
        setPage(1);
      }}
    >
      {label}
    </SortHeader>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('admin.institutions.search', 'Search')}
          placeholder={t('admin.institutions.searchPlaceholder', 'Name, e-mail, registration number or city')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 380 }}
          size="sm"
          type="search"
        />
      </Group>

      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table
            miw={820}
            horizontalSpacing="sm"
            aria-label={
              tab === 'pending'
                ? t('admin.institutions.tab.pending', 'Pending For Verification')
                : t('admin.institutions.tab.register', 'Register')
            }
          >
            <Table.Thead>
              <Table.Tr>
                {header('institutionName', t('admin.institutions.col.name', 'Institution'))}
                {header('institutionType', t('admin.institutions.col.type', 'Type'))}
                {header('city', t('admin.institutions.col.city', 'City'))}
                <Table.Th>{t('admin.institutions.col.contact', 'Contact')}</Table.Th>
                {header('addedAt', t('admin.institutions.col.addedAt', 'Registered'))}
                {header('status', t('admin.institutions.col.status', 'Status'))}
                <Table.Th>
                  <Text component="span" size="sm" fw={700}>
                    {t('admin.institutions.col.action', 'Profile')}
                  </Text>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row._id} onClick={() => onOpen(row._id)} style={{ cursor: 'pointer' }}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {row.institutionName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.registrationNumber}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{institutionTypeLabel(t, row.institutionType)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{[row.address.city, row.address.state].filter(Boolean).join(', ')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.contactEmail}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(row.addedAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusText status={row.status} state={row.state} />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="light"
                      size="compact-sm"
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(row._id);
                      }}
                      aria-label={t('admin.institutions.view', 'View {{name}}', {
                        name: row.institutionName,
                      })}
                    >
                      {t('admin.institutions.viewShort', 'View')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {list.isSuccess && rows.length === 0 && <EmptyState title={t('common.noData', MESSAGES.noData)} />}
        {list.isError && (
          <Text c="red" size="sm" p="md" role="alert">
            {list.error.message}
          </Text>
        )}
      </Paper>

      <TablePager
        page={page}
        limit={limit}
        total={total}
        onPage={setPage}
        onLimit={(next) => {
          setLimit(next);
          setPage(1);
        }}
      />
    </Stack>
  );
}
