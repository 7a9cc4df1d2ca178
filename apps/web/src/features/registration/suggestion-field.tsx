import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_BELOW } from '../../components/form-fields';
import { exactMatch, rankSuggestions } from './suggestions';

/** docs/spec/part-1-institution-side.md §2 and §9: suggestion lists are 200px high. */
export const SUGGESTION_LIST_HEIGHT = 200;

/** More options than this are not drawn; typing narrows the list. */
const SHOWN_AT_MOST = 100;

export interface SuggestionFieldProps {
  label: string;
  /** The names to choose from; undefined while they load. */
  options: readonly string[] | undefined;
  loading?: boolean;
  /** The list could not be loaded: whatever is typed is taken as it is, rather than refusing everything. */
  unavailable?: boolean;
  /** The chosen name, or '' while nothing of the list is chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The form's message for the field (already translated). */
  error?: string;
  /** Shown instead when the person left the field with text that names nothing of the list. */
  unmatchedMessage: string;
  nothingFound: string;
  placeholder?: string;
  description?: string;
  disabled?: boolean;
  withAsterisk?: boolean;
}

/**
 * A text box whose value must be one name of a list (docs/decisions/0023): typing filters and ranks the
 * list and highlights the best suggestion, Enter or a click picks it, and text that exactly names an
 * option (in any case) is taken as that option. Text that names nothing is kept, not blanked, and the
 * field says "choose from the list"; the form's value stays empty, so the form cannot be sent with it.
 */
export function SuggestionField({
  label,
  options,
  loading,
  unavailable,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  unmatchedMessage,
  nothingFound,
  placeholder,
  description,
  disabled,
  withAsterisk,
}: SuggestionFieldProps) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value);
  // The person left the field (or pressed Enter): only then is unmatched text a problem worth saying.
  const [committed, setCommitted] = useState(false);
  // Typed since a name was last chosen: typing ranks the list even when the text already names an option
  // exactly ("Pune" shows Pune first, not the state's cities from A).
  const [typing, setTyping] = useState(false);
  // What this field last told the form, so a value set from outside (a reset) is told apart from its own.
  const told = useRef(value);

  useEffect(() => {
    if (value === told.current) return;
    told.current = value;
    setText(value);
    setCommitted(false);
    setTyping(false);
  }, [value]);

  const list = options ?? [];
  const tell = (next: string) => {
    told.current = next;
    if (next !== value) onChange(next);
  };

  // A chosen name shows the whole list when opened again; typed text ranks it.
  const term = typing || text !== value ? text : '';
  const ranked = rankSuggestions(list, term);
  const shown = ranked.slice(0, SHOWN_AT_MOST);

  // The best suggestion is highlighted as the person types, so Enter takes it. Only typing moves the
  // highlight: the arrow keys keep theirs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store is a new object on every render
  useEffect(() => {
    if (term.trim() && combobox.dropdownOpened) combobox.selectFirstOption();
    else combobox.resetSelectedOption();
  }, [term, shown.length, combobox.dropdownOpened]);

  /** Takes the text as the option it names exactly, or keeps it and lets the field say what is wrong. */
  const commit = () => {
    const match = exactMatch(list, text);
    if (match) {
      setText(match);
      tell(match);
    } else if (unavailable) {
      tell(text.trim());
    }
    setCommitted(true);
  };

  const unmatched = committed && !unavailable && options !== undefined && text.trim() !== '' && !value;

  return (
    <Combobox
      store={combobox}
      // Placed from the field's left edge: measured before its options arrive, a centred list ends up
      // half off a phone's screen and widens the page.
      position="bottom-start"
      onOptionSubmit={(name) => {
        setText(name);
        setTyping(false);
        tell(name);
        setCommitted(true);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={inputRef}
          label={label}
          withAsterisk={withAsterisk}
          aria-required={withAsterisk || undefined}
          description={description}
          inputWrapperOrder={DESCRIPTION_BELOW}
          placeholder={placeholder}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            setTyping(true);
            setCommitted(false);
            tell(unavailable ? next.trim() : (exactMatch(list, next) ?? ''));
            if (!unavailable) combobox.openDropdown();
          }}
          onClick={() => !unavailable && combobox.openDropdown()}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            // A highlighted suggestion is picked by the list itself; otherwise Enter settles the text.
            if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) return;
            commit();
            combobox.closeDropdown();
          }}
          onBlur={() => {
            combobox.closeDropdown();
            commit();
            onBlur?.();
          }}
          rightSection={loading ? <Loader size="xs" /> : undefined}
          error={unmatched ? unmatchedMessage : error}
          size="md"
          autoComplete="off"
        />
      </Combobox.Target>

      <Combobox.Dropdown>
        <Combobox.Options mah={SUGGESTION_LIST_HEIGHT} style={{ overflowY: 'auto' }}>
          {shown.map((name) => (
            <Combobox.Option value={name} key={name} active={name === value}>
              {name}
            </Combobox.Option>
          ))}
          {shown.length === 0 && (
            <Combobox.Empty>
              {loading ? t('registration.suggestions.loading', 'Loading…') : nothingFound}
            </Combobox.Empty>
          )}
        </Combobox.Options>
        {ranked.length > shown.length && (
          <Combobox.Footer>
            {t('registration.suggestions.typeMore', 'Type more letters to see the other {{count}}', {
              count: ranked.length - shown.length,
            })}
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
