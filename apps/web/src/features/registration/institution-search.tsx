import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import { Badge, Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DirectoryEntry, InstitutionType } from '@raktsetu/contract';
import { useEffect, useState } from 'react';
import type { RefCallBack } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { institutionTypeLabel } from '../institutions/institution-type';
import { directoryTypesFor, useDirectorySearch } from './registration.api';
import { SUGGESTION_LIST_HEIGHT } from './suggestion-field';

export function entryPlace(entry: Pick<DirectoryEntry, 'city' | 'state' | 'zipcode'>): string {
  return [entry.city, [entry.state, entry.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

interface InstitutionSearchProps {
  tab: 'BloodBank' | 'Hospital';
  value: DirectoryEntry | null;
  onChange: (entry: DirectoryEntry | null) => void;
  /** Told what is typed, so "Add new institution" can start with it. */
  onTextChange?: (text: string) => void;
  label: string;
  error?: string;
  onBlur?: () => void;
  /** Where focus goes when no institution is chosen yet and the person tries to register. */
  inputRef?: RefCallBack;
}

/**
 * Search the directory for the institution being registered (GET /api/institution/location-list, a
 * non-empty term). Typing changes the term and forgets an earlier choice; choosing an option fixes it.
 */
export function InstitutionSearch({
  tab,
  value,
  onChange,
  onTextChange,
  label,
  error,
  onBlur,
  inputRef,
}: InstitutionSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value?.institutionName ?? '');
  const [term] = useDebouncedValue(text, 300);
  const results = useDirectorySearch(value ? '' : term, directoryTypesFor(tab));
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  // A choice made elsewhere (the new-institution popup) shows its name here.
  useEffect(() => {
    if (value) setText(value.institutionName);
  }, [value]);

  const entries = results.data ?? [];
  const searching = !value && text.trim().length > 0;
  const waiting = searching && (results.isFetching || text !== term);

  return (
    <Combobox
      store={combobox}
      position="bottom-start"
      onOptionSubmit={(id) => {
        const entry = entries.find((item) => item._id === id);
        if (entry) {
          onChange(entry);
          setText(entry.institutionName);
        }
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={inputRef}
          label={label}
          withAsterisk
          aria-required
          placeholder={t('registration.searchPlaceholder', 'Type a few letters of the name')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            onTextChange?.(event.currentTarget.value);
            if (value) onChange(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            onBlur?.();
          }}
          rightSection={waiting ? <Loader size="xs" /> : null}
          error={error}
          autoComplete="off"
        />
      </Combobox.Target>

      <Combobox.Dropdown hidden={!searching}>
        <Combobox.Options mah={SUGGESTION_LIST_HEIGHT} style={{ overflowY: 'auto' }}>
          {entries.map((entry) => (
            <Combobox.Option value={entry._id} key={entry._id}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {entry.institutionName}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {entryPlace(entry)}
                  </Text>
                </Stack>
                <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
                  {institutionTypeLabel(t, entry.institutionType as InstitutionType)}
                </Badge>
              </Group>
            </Combobox.Option>
          ))}
          {!waiting && entries.length === 0 && (
            <Combobox.Empty>
              {results.isError
                ? results.error.message
                : t(
                    'registration.notInDirectory',
                    'Not found. Check the spelling, or add your institution with “Add new institution”.',
                  )}
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
