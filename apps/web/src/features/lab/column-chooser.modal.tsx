import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Button, Checkbox, Modal, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalButtons } from '../../components/modal-buttons';

/**
 * Show/Hide Columns (docs/spec/part-2-operations-and-admin.md §2 "Results"): a box per column, ticked when it
 * shows. The choice is this browser's, kept in localStorage, so the register opens as the lab left it.
 */

/** Reads and keeps the hidden columns of one table under `storageKey`; unknown ids are dropped. */
export function useHiddenColumns(storageKey: string, known: readonly string[]) {
  const [hidden, setHidden] = useState<string[]>(() => {
    try {
      const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? '[]');
      return Array.isArray(stored) ? stored.filter((id): id is string => known.includes(String(id))) : [];
    } catch {
      return []; // Storage blocked or a value someone edited by hand: every column shows.
    }
  });
  const update = (next: string[]) => {
    setHidden(next);
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Storage blocked: the choice holds until the page is left.
    }
  };
  return [hidden, update] as const;
}

export function ColumnChooserModal({
  opened,
  columns,
  hidden,
  onChange,
  onClose,
}: {
  opened: boolean;
  columns: readonly { id: string; header: string }[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          {t('labColumns.title', 'Show/Hide Columns')}
        </Text>
      }
      size="md"
    >
      <Checkbox.Group
        label={t('labColumns.label', 'Columns shown')}
        value={columns.filter((column) => !hidden.includes(column.id)).map((column) => column.id)}
        onChange={(shown) => onChange(columns.filter((c) => !shown.includes(c.id)).map((c) => c.id))}
      >
        <SimpleGrid cols={2} spacing="sm" mt="sm">
          {columns.map((column) => (
            <Checkbox key={column.id} value={column.id} label={column.header} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <ModalButtons>
        <Button variant="default" onClick={() => onChange([])}>
          {t('labColumns.showAll', 'Show all')}
        </Button>
        <Button onClick={onClose}>{t('labColumns.done', 'Done')}</Button>
      </ModalButtons>
    </Modal>
  );
}
