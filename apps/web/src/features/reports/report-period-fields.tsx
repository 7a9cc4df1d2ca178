import '@mantine/core/styles/Combobox.layer.css';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { indiaToday, shiftReportDay } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { dayOf, useDayText } from '../../components/day-filter';
import { cleanDateText } from '../../components/form-fields';
import { formatMonth } from '../../lib/format';

/** How many months back the month choice offers: five years of returns. */
const MONTHS_OFFERED = 60;

/**
 * The report's day, typed dd/mm/yyyy as every date of the app, with a step back, a step forward and today. A
 * whole, real day not after today is applied at once; Back or a link changes it under the box.
 */
export function ReportDayField({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  const { t } = useTranslation();
  const today = indiaToday();
  const { text, setText, invalid, day: typedDay } = useDayText(value);
  const error = invalid
    ? t('reports.daily.invalidDay', 'Type a real date as dd/mm/yyyy')
    : typedDay && typedDay > today
      ? t('reports.daily.futureDay', 'The report cannot be for a day after today')
      : undefined;
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <TextInput
        label={t('reports.daily.day', 'Day')}
        description={t('reports.daily.dayFormat', 'dd/mm/yyyy')}
        inputMode="numeric"
        maxLength={10}
        value={text}
        error={error}
        onChange={(event) => {
          const typed = cleanDateText(event.currentTarget.value);
          setText(typed);
          const day = dayOf(typed);
          if (day && day <= today) onChange(day);
        }}
        w={150}
      />
      <Button variant="default" onClick={() => onChange(shiftReportDay(value, -1))}>
        {t('reports.daily.previousDay', 'Previous day')}
      </Button>
      <Button variant="default" disabled={value >= today} onClick={() => onChange(shiftReportDay(value, 1))}>
        {t('reports.daily.nextDay', 'Next day')}
      </Button>
      <Button variant="subtle" disabled={value === today} onClick={() => onChange(today)}>
        {t('reports.daily.today', 'Today')}
      </Button>
    </Group>
  );
}

/** The months a return can be made for: this one and the five years before it, newest first. */
export function reportMonths(today = indiaToday()): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: MONTHS_OFFERED }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

export function ReportMonthField({ value, onChange }: { value: string; onChange: (month: string) => void }) {
  const { t } = useTranslation();
  const months = reportMonths();
  const options = months.includes(value) ? months : [value, ...months];
  return (
    <NativeSelect
      label={t('reports.monthly.month', 'Month')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={options.map((month) => ({ value: month, label: formatMonth(`${month}-01`) }))}
      w={180}
    />
  );
}
