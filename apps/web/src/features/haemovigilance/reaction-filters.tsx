import { Button, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayFilter } from '../../components/day-filter';

const ALL = 'all';

interface FilterValues {
  type?: string | undefined;
  severity?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Type, severity and the days of onset of a reaction list; every choice is kept in the address. */
export function ReactionFilters<V extends FilterValues>({
  query,
  update,
  types,
  severities,
}: {
  query: V;
  update: (patch: Partial<FilterValues>) => void;
  types: { value: string; label: string }[];
  severities: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const filtered = Boolean(query.type || query.severity || query.from || query.to);
  return (
    <>
      <Select
        label={t('haemovigilance.filter.type', 'Type')}
        data={[{ value: ALL, label: t('haemovigilance.filter.allTypes', 'All types') }, ...types]}
        value={query.type ?? ALL}
        onChange={(value) => update({ type: !value || value === ALL ? undefined : value })}
        allowDeselect={false}
        w={{ base: '100%', sm: 260 }}
        size="sm"
      />
      <Select
        label={t('haemovigilance.filter.severity', 'Severity')}
        data={[
          { value: ALL, label: t('haemovigilance.filter.allSeverities', 'Any severity') },
          ...severities,
        ]}
        value={query.severity ?? ALL}
        onChange={(value) => update({ severity: !value || value === ALL ? undefined : value })}
        allowDeselect={false}
        w={{ base: '100%', sm: 170 }}
        size="sm"
      />
      <DayFilter
        label={t('haemovigilance.filter.from', 'Began from')}
        value={query.from}
        onChange={(from) => update({ from })}
      />
      <DayFilter
        label={t('haemovigilance.filter.to', 'Began until')}
        value={query.to}
        earliest={query.from}
        onChange={(to) => update({ to })}
      />
      {filtered && (
        <Button
          variant="default"
          size="sm"
          onClick={() => update({ type: undefined, severity: undefined, from: undefined, to: undefined })}
        >
          {t('haemovigilance.filter.clear', 'Clear filters')}
        </Button>
      )}
    </>
  );
}
