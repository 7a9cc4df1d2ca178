import { Button, Select, TextInput } from '@mantine/core';
import { formatInputDate, MESSAGES, parseInputDate } from '@raktsetu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanDateText } from '../../components/form-fields';

const ALL = 'all';

/**
 * A day typed dd/MM/yyyy: applied once it is a whole, real date or emptied. Back or a link can change it
 * under the box, which then shows the new day.
 */
export function DayFilter({
  label,
  value,
  earliest,
  onChange,
}: {
  label: string;
  /** yyyy-mm-dd, as the query holds it. */
  value: string | undefined;
  earliest?: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const shown = value ? formatInputDate(value) : '';
  const [text, setText] = useState(shown);
  const [seen, setSeen] = useState(shown);
  if (shown !== seen) {
    setSeen(shown);
    setText(shown);
  }
  const parsed = parseInputDate(text);
  const day = parsed?.toISOString().slice(0, 10);
  const error =
    text.length === 10 && !parsed
      ? t('haemovigilance.filter.invalidDay', MESSAGES.invalidDate)
      : day && earliest && day < earliest
        ? t('haemovigilance.filter.beforeFrom', 'Choose a day on or after the start')
        : undefined;
  return (
    <TextInput
      label={label}
      placeholder="dd/mm/yyyy"
      inputMode="numeric"
      maxLength={10}
      value={text}
      error={error}
      onChange={(event) => {
        const typed = cleanDateText(event.currentTarget.value);
        setText(typed);
        if (typed === '') onChange(undefined);
        else {
          const next = parseInputDate(typed);
          if (next && !(earliest && next.toISOString().slice(0, 10) < earliest)) {
            onChange(next.toISOString().slice(0, 10));
          }
        }
      }}
      w={{ base: '100%', sm: 140 }}
      size="sm"
    />
  );
}

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
