import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Button, Code, Group, Modal, Select, Stack, Table, Text, Title } from '@mantine/core';
import {
  AUDIT_ACTION_PREFIXES,
  AUDIT_ACTOR_KINDS,
  type AuditActorKind,
  type AuditEvent,
  administratorsEndpoints,
  formatDate,
  indiaDayAndTime,
  MESSAGES,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { DayFilter } from '../../../components/day-filter';
import { CrossIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { type ListState, useListState } from '../../../components/use-list-state';

type AuditEndpoint = typeof administratorsEndpoints.audit;
type AuditColumn = DataTableColumn<AuditEndpoint>;

const FILTERS = ['action', 'actorKind', 'institutionId', 'from', 'to'] as const;
const ALL = 'all';

function actorKindLabel(t: TFunction, kind: AuditActorKind): string {
  switch (kind) {
    case 'admin':
      return t('admin.audit.actor.admin', 'Administrator');
    case 'user':
      return t('admin.audit.actor.user', 'Institution user');
    case 'person':
      return t('admin.audit.actor.person', 'App user (donor or patient)');
    case 'anonymous':
      return t('admin.audit.actor.anonymous', 'Not signed in');
  }
}

function actionFamilyLabel(t: TFunction, prefix: (typeof AUDIT_ACTION_PREFIXES)[number]): string {
  const labels: Record<(typeof AUDIT_ACTION_PREFIXES)[number], string> = {
    'admin.': t('admin.audit.family.admin', 'Administrators'),
    'institution.': t('admin.audit.family.institution', 'Institutions'),
    'person.': t('admin.audit.family.person', 'People of the app'),
    'password.': t('admin.audit.family.password', 'Passwords'),
    'plan.': t('admin.audit.family.plan', 'Subscription plans'),
    'pricing.': t('admin.audit.family.pricing', 'Pricing'),
    'donor.': t('admin.audit.family.donor', 'Donors'),
    'donation.': t('admin.audit.family.donation', 'Donations'),
    'request.': t('admin.audit.family.request', 'Blood requests'),
    'camp.': t('admin.audit.family.camp', 'Camps'),
    lab: t('admin.audit.family.lab', 'Lab'),
    'patient.': t('admin.audit.family.patient', 'Patients'),
  };
  return labels[prefix];
}

/** `05 Mar 2026, 14:05` in India time. */
function when(at: string): string {
  return `${formatDate(at)}, ${indiaDayAndTime(at)?.time ?? ''}`;
}

function subjectText(t: TFunction, event: AuditEvent): string {
  const type = event.subject.type;
  return event.subject.name ? `${type}: ${event.subject.name}` : type || t('admin.audit.noSubject', '—');
}

function columns(
  t: TFunction,
  act: { details: (event: AuditEvent) => void; institution: (id: string, name: string | null) => void },
): AuditColumn[] {
  return [
    {
      id: 'at',
      header: t('admin.audit.col.at', 'When'),
      sort: 'at',
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {when(row.at)}
        </Text>
      ),
    },
    {
      id: 'actor',
      header: t('admin.audit.col.actor', 'Who'),
      rowHeader: true,
      cell: (row) => (
        <>
          <Text size="sm" fw={600}>
            {row.actor.name ?? actorKindLabel(t, row.actor.kind)}
          </Text>
          <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {[row.actor.name ? actorKindLabel(t, row.actor.kind) : null, row.actor.email]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </>
      ),
    },
    {
      id: 'action',
      header: t('admin.audit.col.action', 'Action'),
      cell: (row) => <Code>{row.action}</Code>,
    },
    {
      id: 'subject',
      header: t('admin.audit.col.subject', 'Record'),
      cell: (row) => (
        <Text size="sm" style={{ overflowWrap: 'break-word' }}>
          {subjectText(t, row)}
        </Text>
      ),
    },
    {
      id: 'institution',
      header: t('admin.audit.col.institution', 'Institution'),
      cell: (row) =>
        row.institution ? (
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            onClick={() => act.institution(row.institution?._id ?? '', row.institution?.name ?? null)}
            aria-label={t('admin.audit.onlyInstitution', 'Show only {{name}}', {
              name: row.institution.name ?? row.institution._id,
            })}
            style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'left' }}
          >
            {row.institution.name ?? row.institution._id}
          </Button>
        ) : (
          <Text size="sm" c="gray.7">
            —
          </Text>
        ),
    },
    {
      id: 'details',
      header: t('admin.audit.col.details', 'Details'),
      cell: (row) => (
        <Button
          variant="light"
          size="compact-sm"
          onClick={() => act.details(row)}
          aria-label={t('admin.audit.detailsOf', 'Details of {{action}} on {{when}}', {
            action: row.action,
            when: when(row.at),
          })}
        >
          {t('admin.audit.detailsShort', 'Details')}
        </Button>
      ),
    },
  ];
}

/**
 * /Super-Admin/Audit (issue 15: "Every admin action is recorded (who, when, what, before/after) and
 * viewable"): the audit trail, newest first, paged by the server and filtered by action family, by who
 * acted, by institution and by days. A row's details show what changed, before and after.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const list = useListState(administratorsEndpoints.audit, { filters: FILTERS });
  const [open, setOpen] = useState<AuditEvent | null>(null);
  // The name of the institution filtered by, as its row showed it (the address holds only the id).
  const [institutionName, setInstitutionName] = useState<string | null>(null);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.audit.title', 'Audit trail')}
        intro={t(
          'admin.audit.intro',
          'Every change on RaktSetu: who made it, when, on what, and what it was before and after. Nothing here can be edited.',
        )}
      />
      <DataTable
        endpoint={administratorsEndpoints.audit}
        label={t('admin.audit.title', 'Audit trail')}
        columns={columns(t, {
          details: setOpen,
          institution: (id, name) => {
            setInstitutionName(name);
            list.update({ institutionId: id });
          },
        })}
        emptyText={t('common.noData', MESSAGES.noData)}
        search={false}
        filters={FILTERS}
        toolbar={(state) => <AuditFilters list={state} institutionName={institutionName} />}
        minWidth={980}
      />
      <AuditDetailsModal event={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function AuditFilters({
  list,
  institutionName,
}: {
  list: ListState<AuditEndpoint>;
  institutionName: string | null;
}) {
  const { t } = useTranslation();
  const query = list.query;
  const filtered = FILTERS.some((field) => query[field] !== undefined);
  return (
    <>
      <Select
        label={t('admin.audit.filter.action', 'Action')}
        data={[
          { value: ALL, label: t('admin.audit.filter.allActions', 'All actions') },
          ...AUDIT_ACTION_PREFIXES.map((prefix) => ({ value: prefix, label: actionFamilyLabel(t, prefix) })),
        ]}
        value={
          query.action && (AUDIT_ACTION_PREFIXES as readonly string[]).includes(query.action)
            ? query.action
            : ALL
        }
        onChange={(value) => list.update({ action: !value || value === ALL ? undefined : value })}
        allowDeselect={false}
        w={{ base: '100%', sm: 200 }}
        size="sm"
      />
      <Select
        label={t('admin.audit.filter.actor', 'Who')}
        data={[
          { value: ALL, label: t('admin.audit.filter.anyone', 'Anyone') },
          ...AUDIT_ACTOR_KINDS.map((kind) => ({ value: kind, label: actorKindLabel(t, kind) })),
        ]}
        value={query.actorKind ?? ALL}
        onChange={(value) =>
          list.update({ actorKind: !value || value === ALL ? undefined : (value as AuditActorKind) })
        }
        allowDeselect={false}
        w={{ base: '100%', sm: 220 }}
        size="sm"
      />
      <DayFilter
        label={t('admin.audit.filter.from', 'From')}
        value={query.from}
        onChange={(from) => list.update({ from })}
      />
      <DayFilter
        label={t('admin.audit.filter.to', 'To')}
        value={query.to}
        earliest={query.from}
        onChange={(to) => list.update({ to })}
      />
      {query.institutionId && (
        <Button
          variant="light"
          size="sm"
          rightSection={<CrossIcon size={14} />}
          onClick={() => list.update({ institutionId: undefined })}
          aria-label={t('admin.audit.filter.clearInstitution', 'Show every institution')}
        >
          {t('admin.audit.filter.institution', 'Institution: {{name}}', {
            name: institutionName ?? t('admin.audit.filter.chosenInstitution', 'the chosen one'),
          })}
        </Button>
      )}
      {filtered && (
        <Button
          variant="default"
          size="sm"
          onClick={() =>
            list.update({
              action: undefined,
              actorKind: undefined,
              institutionId: undefined,
              from: undefined,
              to: undefined,
            })
          }
        >
          {t('admin.audit.filter.clear', 'Clear filters')}
        </Button>
      )}
    </>
  );
}

/** Every leaf of a detail as `a.b.c` → value, so before and after line up field by field. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return path ? [[path, value]] : [];
    return entries.flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

function shown(t: TFunction, value: unknown): ReactNode {
  if (value === undefined) return '';
  if (value === null) return t('admin.audit.none', '(none)');
  if (typeof value === 'boolean') return value ? t('admin.audit.yes', 'yes') : t('admin.audit.no', 'no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return <Code block>{JSON.stringify(value, null, 2)}</Code>;
}

/** The details of one change: before and after side by side, then whatever else was recorded with it. */
function AuditDetailsModal({ event, onClose }: { event: AuditEvent | null; onClose: () => void }) {
  const { t } = useTranslation();
  // While the popup closes (a short fade) it keeps showing the event it showed.
  const [last, setLast] = useState(event);
  if (event && event !== last) setLast(event);
  const current = event ?? last;
  const details = current?.details ?? {};
  const hasChange = 'before' in details || 'after' in details;
  const before = new Map(leaves(details.before));
  const after = new Map(leaves(details.after));
  const fields = [...new Set([...before.keys(), ...after.keys()])];
  const rest = Object.entries(details).filter(([key]) => key !== 'before' && key !== 'after');
  return (
    <Modal
      opened={Boolean(event)}
      onClose={onClose}
      size="xl"
      title={
        <Text component="span" fw={700} fz="lg">
          {current ? current.action : t('admin.audit.details', 'Details')}
        </Text>
      }
    >
      {current && (
        <Stack gap="md">
          <Text size="sm">
            {t('admin.audit.byWhen', '{{who}} on {{when}}', {
              who: current.actor.name ?? actorKindLabel(t, current.actor.kind),
              when: when(current.at),
            })}
            {current.institution?.name ? ` · ${current.institution.name}` : ''}
          </Text>
          {hasChange && (
            <section aria-labelledby="audit-change">
              <Title order={3} fz="sm" mb="xs" id="audit-change">
                {t('admin.audit.change', 'Before and after')}
              </Title>
              {fields.length === 0 ? (
                <Text size="sm" c="gray.7">
                  {t('admin.audit.noFields', 'Nothing was recorded before or after.')}
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={480} type="native">
                  <Table withTableBorder striped fz="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('admin.audit.field', 'Field')}</Table.Th>
                        <Table.Th scope="col">{t('admin.audit.before', 'Before')}</Table.Th>
                        <Table.Th scope="col">{t('admin.audit.after', 'After')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {fields.map((field) => (
                        <Table.Tr key={field}>
                          <Table.Th scope="row" fw={500}>
                            <Code>{field}</Code>
                          </Table.Th>
                          <Table.Td>
                            {details.before === null ? shown(t, null) : shown(t, before.get(field))}
                          </Table.Td>
                          <Table.Td>
                            {details.after === null ? shown(t, null) : shown(t, after.get(field))}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </section>
          )}
          {rest.length > 0 && (
            <section aria-labelledby="audit-recorded">
              <Title order={3} fz="sm" mb="xs" id="audit-recorded">
                {t('admin.audit.recorded', 'Recorded with it')}
              </Title>
              <Stack gap="xs" component="dl" m={0}>
                {rest.map(([key, value]) => (
                  <div key={key}>
                    <Text component="dt" size="xs" c="gray.7" fw={600}>
                      {key}
                    </Text>
                    <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {shown(t, value)}
                    </Text>
                  </div>
                ))}
              </Stack>
            </section>
          )}
          {!hasChange && rest.length === 0 && (
            <Text size="sm" c="gray.7">
              {t('admin.audit.nothingMore', 'Nothing more was recorded with this action.')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.close', 'Close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
