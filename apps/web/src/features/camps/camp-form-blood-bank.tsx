import '@mantine/core/styles/Combobox.layer.css';
import { CloseButton, Combobox, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { InstitutionSummary } from '@raktsetu/contract';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_BELOW, type FormMessage } from '../../components/form-fields';
import { useRegisteredBloodBanks } from './camps.api';

/** Where a blood bank in the list is. */
const placeOf = (bank: InstitutionSummary) => bank.address.city || bank.address.description;

/**
 * The NGO form's participating blood bank (docs/spec/part-1-institution-side.md §2, §3): found by typing a few
 * letters of its name (GET institution/registered/list?name=&type=bloodBank) and chosen from the list, which
 * sets `idName` (institutionId). Typing again forgets the choice.
 */
export function CampBloodBankField<T extends FieldValues, O>({
  control,
  idName,
  textName,
  message,
  label,
}: {
  control: Control<T, unknown, O>;
  idName: Path<T>;
  textName: Path<T>;
  message: FormMessage;
  label: string;
}) {
  const { t } = useTranslation();
  const id = useController({ control, name: idName });
  const text = useController({ control, name: textName });
  const typed = String(text.field.value ?? '');
  const chosen = String(id.field.value ?? '') !== '';
  const [term] = useDebouncedValue(typed.trim(), 300);
  const results = useRegisteredBloodBanks(chosen ? '' : term);
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
        const bank = found.find((item) => item._id === value);
        if (bank) {
          id.field.onChange(bank._id);
          text.field.onChange(bank.institutionName);
        }
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={id.field.ref}
          label={label}
          placeholder={t('campForm.bloodBankPlaceholder', 'Type a few letters of the blood bank’s name')}
          description={t(
            'campForm.bloodBankHint',
            'The blood bank that runs the camp with you; it schedules or declines it.',
          )}
          inputWrapperOrder={DESCRIPTION_BELOW}
          withAsterisk
          aria-required
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
                aria-label={t('campForm.bloodBankClear', 'Clear the blood bank')}
              />
            ) : null
          }
          error={message(id.fieldState.error?.message ?? text.fieldState.error?.message)}
          maxLength={100}
          autoComplete="off"
        />
      </Combobox.Target>

      <Combobox.Dropdown hidden={!searching}>
        <Combobox.Options mah={200} style={{ overflowY: 'auto' }}>
          {found.map((bank) => (
            <Combobox.Option value={bank._id} key={bank._id}>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {bank.institutionName}
                </Text>
                <Text size="xs" c="gray.7" truncate>
                  {placeOf(bank)}
                </Text>
              </Stack>
            </Combobox.Option>
          ))}
          {!waiting && found.length === 0 && (
            <Combobox.Empty>
              {results.isError
                ? results.error.message
                : t('campForm.bloodBankNotFound', 'No registered blood bank by that name')}
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
