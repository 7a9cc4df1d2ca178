import '@mantine/core/styles/Combobox.layer.css';
import { CloseButton, Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { InstitutionSummary } from '@raktsetu/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { DESCRIPTION_BELOW, type FormMessage } from '../../components/form-fields';

/** Where the institution named in an option is. */
const placeOf = (institution: InstitutionSummary) =>
  institution.address.city || institution.address.description;

export interface InstitutionPickerProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  /** The chosen institution's id; empty until one is chosen from the list. */
  idName: Path<T>;
  /** What is typed, and the chosen institution's name. */
  textName: Path<T>;
  message: FormMessage;
  /** The institutions whose name holds a term (empty: none asked). */
  useSearch: (term: string) => UseQueryResult<InstitutionSummary[], Error>;
  label: string;
  placeholder: string;
  description: ReactNode;
  clearLabel: string;
  notFound: string;
  required?: boolean;
  size?: 'sm' | 'md';
  /** Drawn at the right of each option (the institution's type). */
  aside?: (institution: InstitutionSummary) => ReactNode;
}

/**
 * An institution found by typing a few letters of its name and chosen from the list, which sets `idName`.
 * Typing again forgets the choice; the cross clears both.
 */
export function InstitutionPicker<T extends FieldValues, O>({
  control,
  idName,
  textName,
  message,
  useSearch,
  label,
  placeholder,
  description,
  clearLabel,
  notFound,
  required = false,
  size,
  aside,
}: InstitutionPickerProps<T, O>) {
  const id = useController({ control, name: idName });
  const text = useController({ control, name: textName });
  const typed = String(text.field.value ?? '');
  const chosen = String(id.field.value ?? '') !== '';
  const [term] = useDebouncedValue(typed.trim(), 300);
  const results = useSearch(chosen ? '' : term);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const found = results.data ?? [];
  const searching = !chosen && typed.trim() !== '';
  const waiting = searching && (results.isFetching || typed.trim() !== term);

  const clear = () => {
    text.field.onChange('');
    id.field.onChange('');
    combobox.closeDropdown();
  };

  return (
    <Combobox
      store={combobox}
      position="bottom-start"
      withinPortal
      onOptionSubmit={(value) => {
        const institution = found.find((item) => item._id === value);
        if (institution) {
          id.field.onChange(institution._id);
          text.field.onChange(institution.institutionName);
        }
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={id.field.ref}
          label={label}
          placeholder={placeholder}
          description={description}
          inputWrapperOrder={DESCRIPTION_BELOW}
          withAsterisk={required}
          aria-required={required || undefined}
          value={typed}
          onChange={(event) => {
            text.field.onChange(event.currentTarget.value);
            if (chosen) id.field.onChange('');
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            text.field.onBlur();
          }}
          rightSection={
            waiting ? (
              <Loader size="xs" />
            ) : typed !== '' ? (
              <CloseButton
                size="sm"
                onMouseDown={(event) => event.preventDefault()}
                onClick={clear}
                aria-label={clearLabel}
              />
            ) : null
          }
          error={message(id.fieldState.error?.message ?? text.fieldState.error?.message)}
          maxLength={100}
          autoComplete="off"
          size={size}
        />
      </Combobox.Target>

      <Combobox.Dropdown hidden={!searching}>
        <Combobox.Options mah={200} style={{ overflowY: 'auto' }}>
          {found.map((institution) => (
            <Combobox.Option value={institution._id} key={institution._id}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {institution.institutionName}
                  </Text>
                  <Text size="xs" c="gray.7" truncate>
                    {placeOf(institution)}
                  </Text>
                </Stack>
                {aside?.(institution)}
              </Group>
            </Combobox.Option>
          ))}
          {!waiting && found.length === 0 && (
            <Combobox.Empty>{results.isError ? results.error.message : notFound}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
