import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { haemovigilanceEndpoints, MESSAGES } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { formatDate, formatDateTime } from '../../lib/format';
import { ReactionFilters } from './reaction-filters';
import {
  donorSeverityLabels,
  donorTypeLabels,
  optionsOf,
  outcomeLabels,
  transfusionSeverityLabels,
  transfusionTypeLabels,
} from './reaction-labels';

type TransfusionColumn = DataTableColumn<typeof haemovigilanceEndpoints.transfusionReactions>;
type DonorColumn = DataTableColumn<typeof haemovigilanceEndpoints.donorReactions>;

const FILTERS = ['type', 'severity', 'from', 'to'] as const;

/** Red for what threatened a life, orange for severe, grey otherwise. */
const SEVERITY_COLOURS: Record<string, string> = {
  death: 'dark',
  lifeThreatening: 'red',
  severe: 'orange',
  moderate: 'yellow',
};

function SeverityBadge({ severity, label }: { severity: string; label: string }) {
  return (
    // As wide as its words: a squeezed column must not cut "Non-severe" to "Non-se…".
    <Badge
      color={SEVERITY_COLOURS[severity] ?? 'gray'}
      variant="light"
      tt="none"
      radius="sm"
      style={{ minWidth: 'max-content' }}
    >
      {label}
    </Badge>
  );
}

function When({ at }: { at: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      <time dateTime={at}>{formatDateTime(at)}</time>
    </Text>
  );
}

function Actions({ text }: { text: string }) {
  return (
    <Text size="sm" lineClamp={3} title={text} style={{ minWidth: 200, maxWidth: 280 }}>
      {text}
    </Text>
  );
}

function NameAndCode({ name, code }: { name: string; code: string | null | undefined }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      {code && (
        <Text size="xs" c="gray.7" ff="monospace">
          {code}
        </Text>
      )}
    </Stack>
  );
}

/** What both kinds of reaction rows say about the reaction itself. */
interface ClinicalRow {
  type: string;
  otherType?: string | null | undefined;
  severity: string;
  outcome: string;
  actions: string;
}

/** The columns both reaction lists have: the type (naming an "Other" one), severity, outcome, actions. */
function clinicalColumns(t: TFunction, types: Record<string, string>, severities: Record<string, string>) {
  const outcomes: Record<string, string> = outcomeLabels(t);
  return [
    {
      id: 'type',
      header: t('haemovigilance.col.type', 'Type'),
      sort: 'type' as const,
      cell: (row: ClinicalRow) => (
        <Text size="sm" style={{ minWidth: 170 }}>
          {row.type === 'other' && row.otherType ? `${types.other}: ${row.otherType}` : types[row.type]}
        </Text>
      ),
    },
    {
      id: 'severity',
      header: t('haemovigilance.col.severity', 'Severity'),
      sort: 'severity' as const,
      cell: (row: ClinicalRow) => (
        <SeverityBadge severity={row.severity} label={severities[row.severity] ?? row.severity} />
      ),
    },
    {
      id: 'outcome',
      header: t('haemovigilance.col.outcome', 'Outcome'),
      cell: (row: ClinicalRow) => <Text size="sm">{outcomes[row.outcome]}</Text>,
    },
    {
      id: 'actions',
      header: t('haemovigilance.col.actions', 'Actions taken'),
      cell: (row: ClinicalRow) => <Actions text={row.actions} />,
    },
  ];
}

function transfusionColumns(t: TFunction, linkUnits: boolean): TransfusionColumn[] {
  return [
    {
      id: 'onsetAt',
      header: t('haemovigilance.col.onset', 'Began'),
      sort: 'onsetAt',
      cell: (row) => <When at={row.onsetAt} />,
    },
    {
      id: 'patient',
      header: t('haemovigilance.col.patient', 'Patient'),
      rowHeader: true,
      cell: (row) => <NameAndCode name={row.patient.name} code={row.patient.code} />,
    },
    {
      id: 'units',
      header: t('haemovigilance.col.units', 'Units'),
      cell: (row) => (
        <Stack gap={2}>
          {row.units.map((unit) => (
            <div key={unit._id}>
              {linkUnits ? (
                <Anchor component={Link} to={`/inventory/unit/${unit._id}`} size="sm" fw={600} ff="monospace">
                  {unit.bagId}
                </Anchor>
              ) : (
                <Text size="sm" fw={600} ff="monospace">
                  {unit.bagId}
                </Text>
              )}
              <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                {unit.bloodGroup} · {unit.component}
              </Text>
            </div>
          ))}
        </Stack>
      ),
    },
    ...clinicalColumns(t, transfusionTypeLabels(t), transfusionSeverityLabels(t)),
    {
      id: 'recordedBy',
      header: t('haemovigilance.col.recordedBy', 'Recorded by'),
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.recordedBy.institution}</Text>
          <Text size="xs" c="gray.7">
            {[row.recordedBy.user, formatDate(row.recordedAt)].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
    },
  ];
}

/**
 * Transfusion reactions, one page from the server: those this institution recorded, or (`issued`) those
 * any hospital recorded against units this blood centre issued — the bags link to their pages.
 */
export function TransfusionReactionList({
  scope,
  linkUnits,
}: {
  scope: 'recorded' | 'issued';
  linkUnits: boolean;
}) {
  const { t } = useTranslation();
  const label =
    scope === 'issued'
      ? t('haemovigilance.tab.issued', 'Reactions to units we issued')
      : t('haemovigilance.tab.recorded', 'Transfusion reactions');
  return (
    <DataTable
      endpoint={haemovigilanceEndpoints.transfusionReactions}
      label={label}
      prefix={scope}
      params={{ scope }}
      filters={FILTERS}
      columns={transfusionColumns(t, linkUnits)}
      emptyText={t('haemovigilance.empty', MESSAGES.noData)}
      search={{
        placeholder: t('haemovigilance.search.transfusion', 'Patient name, patient ID or bag number'),
      }}
      toolbar={(list) => (
        <ReactionFilters
          query={list.query}
          update={(patch) => list.update(patch as never)}
          types={optionsOf(transfusionTypeLabels(t))}
          severities={optionsOf(transfusionSeverityLabels(t))}
        />
      )}
      minWidth={1100}
    />
  );
}

function donorColumns(t: TFunction): DonorColumn[] {
  return [
    {
      id: 'onsetAt',
      header: t('haemovigilance.col.onset', 'Began'),
      sort: 'onsetAt',
      cell: (row) => <When at={row.onsetAt} />,
    },
    {
      id: 'donor',
      header: t('haemovigilance.col.donor', 'Donor'),
      rowHeader: true,
      cell: (row) => <NameAndCode name={row.donation.donorName} code={row.donation.donorCode} />,
    },
    {
      id: 'donation',
      header: t('haemovigilance.col.donation', 'Donation'),
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {[formatDate(row.donation.donatedOn), row.donation.bagId].filter(Boolean).join(' · ')}
        </Text>
      ),
    },
    ...clinicalColumns(t, donorTypeLabels(t), donorSeverityLabels(t)),
    {
      id: 'recordedBy',
      header: t('haemovigilance.col.recordedBy', 'Recorded by'),
      cell: (row) => (
        <Text size="sm">{[row.recordedBy.user, formatDate(row.recordedAt)].filter(Boolean).join(' · ')}</Text>
      ),
    },
  ];
}

/** Adverse donor reactions this blood centre recorded. */
export function DonorReactionList() {
  const { t } = useTranslation();
  return (
    <DataTable
      endpoint={haemovigilanceEndpoints.donorReactions}
      label={t('haemovigilance.tab.donor', 'Donor reactions')}
      prefix="donor"
      filters={FILTERS}
      columns={donorColumns(t)}
      emptyText={t('haemovigilance.empty', MESSAGES.noData)}
      search={{ placeholder: t('haemovigilance.search.donor', 'Donor name, donor ID or bag number') }}
      toolbar={(list) => (
        <ReactionFilters
          query={list.query}
          update={(patch) => list.update(patch as never)}
          types={optionsOf(donorTypeLabels(t))}
          severities={optionsOf(donorSeverityLabels(t))}
        />
      )}
      minWidth={1100}
    />
  );
}
