import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Button, Group, List, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { PATIENT_CHECKLIST, PERSON_DECLARATIONS } from '@raktsetu/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCheckGroup, FormSection } from '../../components/form-fields';
import { PlusIcon } from '../../components/icons';
import {
  CHECK_ITEM_SCHEMA,
  MAX_CUSTOM_ITEMS,
  PATIENT_FORM_MESSAGES,
  PATIENT_LIMITS,
} from './add-patient.schemas';
import { type PatientControl, usePatientBinding } from './patient-fields';
import { checkItemText, patientMessage } from './patient-text';

/** Items the staff type themselves; each one added counts as ticked, and can be removed again. */
function CustomItems({ control }: { control: PatientControl }) {
  const { t } = useTranslation();
  const items = usePatientBinding<string[]>(control, 'customChecklist');
  const box = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const full = items.value.length >= MAX_CUSTOM_ITEMS;
  const { ref } = items;

  const add = () => {
    const parsed = CHECK_ITEM_SCHEMA.safeParse(text);
    const item = parsed.data ?? '';
    const known = [...PATIENT_CHECKLIST.map((entry) => checkItemText(t, 'checklist', entry)), ...items.value];
    if (text.trim() === '') setProblem(t('addPatient.custom.empty', 'Type the item first'));
    else if (!parsed.success) setProblem(patientMessage(t, parsed.error.issues[0]?.message) ?? null);
    else if (known.some((entry) => entry.toLowerCase() === item.toLowerCase()))
      setProblem(t('addPatient.custom.duplicate', 'This item is already on the checklist'));
    else {
      items.onChange([...items.value, item]);
      setText('');
      setProblem(null);
      setSaid(t('addPatient.custom.added', 'Added: {{item}}', { item }));
      return;
    }
    box.current?.focus();
  };

  const removeAt = (index: number) => {
    const item = items.value[index] ?? '';
    items.onChange(items.value.filter((_, other) => other !== index));
    setSaid(t('addPatient.custom.removed', 'Removed: {{item}}', { item }));
    box.current?.focus();
  };

  return (
    <Stack gap="xs">
      {items.value.length > 0 && (
        <List spacing={4} size="sm" aria-label={t('addPatient.custom.listLabel', 'Items added by you')}>
          {items.value.map((item, index) => (
            <List.Item key={item}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {item}
                </Text>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-xs"
                  aria-label={t('addPatient.custom.removeItem', 'Remove “{{item}}”', { item })}
                  onClick={() => removeAt(index)}
                >
                  {t('addPatient.custom.remove', 'Remove')}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <TextInput
        ref={(element) => {
          box.current = element;
          ref(element);
        }}
        label={t('addPatient.custom.label', 'Add an item of your own')}
        description={full ? t('addPatient.rule.tooManyItems', PATIENT_FORM_MESSAGES.tooManyItems) : undefined}
        value={text}
        maxLength={PATIENT_LIMITS.checkItem}
        disabled={full}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setProblem(null);
        }}
        // Enter adds the item here; it must not send the whole form.
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          add();
        }}
        error={problem ?? items.error}
        autoComplete="off"
        // The button sits beside the box, under the label, so a message below never moves it.
        inputContainer={(input) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1 }}>{input}</div>
            <Button
              variant="light"
              size="md"
              leftSection={<PlusIcon size={16} />}
              onClick={add}
              disabled={full}
            >
              {t('addPatient.custom.add', 'Add item')}
            </Button>
          </Group>
        )}
      />
      <VisuallyHidden aria-live="polite">{said}</VisuallyHidden>
    </Stack>
  );
}

/** The patient checklist (predefined and the staff's own), then the declarations every patient needs. */
export function ChecklistSection({ control }: { control: PatientControl }) {
  const { t } = useTranslation();
  return (
    <>
      <FormSection
        title={t('addPatient.section.checklist', 'Checklist')}
        description={t(
          'addPatient.checklistIntro',
          'Tick what was done or confirmed; add items of your own.',
        )}
      >
        <FormCheckGroup
          control={control}
          name="checklist"
          label={t('addPatient.checklistLabel', 'Confirmed at the desk')}
          itemText={(item) => checkItemText(t, 'checklist', item)}
          message={(message) => patientMessage(t, message)}
          items={PATIENT_CHECKLIST}
        />
        <CustomItems control={control} />
      </FormSection>
      <FormSection title={t('addPatient.section.declarations', 'Declarations')}>
        <FormCheckGroup
          control={control}
          name="declarations"
          label={t('addPatient.declarationsLabel', 'We declare that')}
          itemText={(item) => checkItemText(t, 'declaration', item)}
          message={(message) => patientMessage(t, message)}
          items={PERSON_DECLARATIONS}
          required
        />
      </FormSection>
    </>
  );
}
