import { TextInput } from '@mantine/core';
import { formatInputDate, MESSAGES, parseInputDate } from '@raktsetu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanDateText } from './form-fields';

/**
 * The text of a day box typed dd/mm/yyyy over a day kept elsewhere (the address, a report's state): what the
 * clerk types stays while it is half a date; Back or a link changing the day shows the new one. `day` is the
 * typed text as yyyy-mm-dd once it is a whole, real date.
 */
export function useDayText(value: string | undefined) {
  const shown = value ? formatInputDate(value) : '';
  const [text, setText] = useState(shown);
  const [seen, setSeen] = useState(shown);
  if (shown !== seen) {
    setSeen(shown);
    setText(shown);
  }
  const invalid = text.length === 10 && !parseInputDate(text);
  return { text, setText, invalid, day: dayOf(text) };
}

/** A typed dd/mm/yyyy as yyyy-mm-dd, or undefined until it is a whole, real date. */
export const dayOf = (text: string) => parseInputDate(text)?.toISOString().slice(0, 10);

/**
 * A list's day filter: applied once the typed day is whole and real (and not before `earliest`, the start of
 * the period), or emptied.
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
  const { text, setText, invalid, day } = useDayText(value);
  const beforeStart = (candidate: string | undefined) =>
    Boolean(candidate && earliest && candidate < earliest);
  const error = invalid
    ? t('dayFilter.invalidDay', MESSAGES.invalidDate)
    : beforeStart(day)
      ? t('dayFilter.beforeFrom', 'Choose a day on or after the start')
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
        const next = dayOf(typed);
        if (typed === '') onChange(undefined);
        else if (next && !beforeStart(next)) onChange(next);
      }}
      w={{ base: '100%', sm: 140 }}
      size="sm"
    />
  );
}
