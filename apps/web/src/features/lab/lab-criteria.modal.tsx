import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Button, Checkbox, Group, Modal, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type LabCriterion, MESSAGES } from '@raktsetu/contract';
import { useState } from 'react';
import {
  type Control,
  type Path,
  useController,
  useFieldArray,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { FormMessage } from '../../components/form-fields';
import { ModalButtons, ownSubmit } from '../../components/modal-buttons';
import { useContractForm } from '../../lib/forms';
import { CriteriaGate } from './criteria-gate';
import { useLabCriteria, useSetLabCriteria } from './lab.api';
import { notify } from './lab-notify';
import { LAB_FORM_MESSAGES, labMessage } from './lab-text';

/*
 * Set Lab Test Criteria (docs/spec/part-2-operations-and-admin.md §3 "Lab criteria item", §7 lab-criteria/add):
 * each criterion with its range and unit, ticked when the result forms ask it. A criterion removed is retired
 * (`disable`), not deleted: old results still read against it. Bad values say "Enter valid data" (§5).
 * The settings wizard reuses this popup.
 */

const row = z.object({
  id: z.string(),
  name: z.string(),
  min: z.string(),
  max: z.string(),
  unit: z.string(),
  checked: z.boolean(),
  disable: z.boolean(),
});
type CriterionRow = z.infer<typeof row>;

const isNumber = (text: string) => text.trim() !== '' && !Number.isNaN(Number(text));

const criteriaFormSchema = z.object({ criteria: z.array(row) }).superRefine((values, ctx) => {
  values.criteria.forEach((criterion, index) => {
    if (criterion.disable) return;
    const at = (field: keyof CriterionRow, message: string) =>
      ctx.addIssue({ code: 'custom', path: ['criteria', index, field], message });
    if (criterion.name.trim() === '') at('name', MESSAGES.enterValidData);
    if (!isNumber(criterion.min)) at('min', MESSAGES.enterValidData);
    if (!isNumber(criterion.max)) at('max', MESSAGES.enterValidData);
    else if (isNumber(criterion.min) && Number(criterion.min) > Number(criterion.max)) {
      at('max', LAB_FORM_MESSAGES.minAboveMax);
    }
  });
});
type CriteriaValues = z.infer<typeof criteriaFormSchema>;
type CriteriaControl = Control<CriteriaValues, unknown, CriteriaValues>;

const toRow = (criterion: LabCriterion): CriterionRow => ({
  ...criterion,
  min: String(criterion.min),
  max: String(criterion.max),
});

/** A new criterion's id: its name as a key, made unique among the lab's. */
function newId(name: string, taken: Set<string>): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 30) || 'criterion';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** The criteria as the server keeps them, retired ones included. */
export function criteriaPayload(rows: readonly CriterionRow[]): LabCriterion[] {
  const taken = new Set(rows.map((r) => r.id).filter(Boolean));
  return rows
    .filter((r) => r.id !== '' || !r.disable)
    .map((r) => ({
      id: r.id || newId(r.name, taken),
      name: r.name.trim(),
      min: Number(r.min),
      max: Number(r.max),
      unit: r.unit.trim(),
      checked: r.checked,
      disable: r.disable,
    }));
}

const PHONE = '(max-width: 36em)';

export function LabCriteriaModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE) ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          {t('labCriteria.title', 'Set Lab Test Criteria')}
        </Text>
      }
      size="50rem"
      fullScreen={isPhone}
    >
      {opened && <CriteriaGate onClose={onClose}>{() => <CriteriaForm onClose={onClose} />}</CriteriaGate>}
    </Modal>
  );
}

function CriteriaForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const message = labMessage(t);
  const criteria = useLabCriteria();
  const save = useSetLabCriteria();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useContractForm(criteriaFormSchema, {
    defaultValues: { criteria: (criteria.data ?? []).map(toRow) },
  });
  const { control } = form;
  const list = useFieldArray({ control, name: 'criteria' });

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const answer = await save.mutateAsync({ settings: { labCriteria: criteriaPayload(values.criteria) } });
      notify({
        message: answer.message || t('labCriteria.saved', 'Lab criteria saved'),
        color: 'teal',
        autoClose: 5000,
      });
      onClose();
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : MESSAGES.somethingWentWrong);
    }
  });

  return (
    <form noValidate onSubmit={ownSubmit(submit)}>
      <Stack gap="md">
        <Text size="sm">
          {t(
            'labCriteria.intro',
            'Ticked criteria are asked on the result forms; an observation outside Min to Max is flagged. A removed criterion is kept for the results already recorded against it.',
          )}
        </Text>
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={560} type="native">
            <Table aria-label={t('labCriteria.table', 'Lab test criteria')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th fz="sm">{t('labCriteria.col.onForm', 'On the form')}</Table.Th>
                  <Table.Th fz="sm">{t('labCriteria.col.name', 'Name')}</Table.Th>
                  <Table.Th fz="sm">{t('labCriteria.col.min', 'Min')}</Table.Th>
                  <Table.Th fz="sm">{t('labCriteria.col.max', 'Max')}</Table.Th>
                  <Table.Th fz="sm">{t('labCriteria.col.unit', 'Unit')}</Table.Th>
                  <Table.Th fz="sm">{t('labCriteria.col.remove', 'Remove')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.fields.map((field, index) =>
                  field.disable ? null : (
                    <CriterionRowFields
                      key={field.id}
                      control={control}
                      index={index}
                      title={field.name || t('labCriteria.newRow', 'new criterion {{n}}', { n: index + 1 })}
                      message={message}
                      onRemove={() =>
                        form.getValues(`criteria.${index}.id`)
                          ? list.update(index, { ...form.getValues(`criteria.${index}`), disable: true })
                          : list.remove(index)
                      }
                    />
                  ),
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <Group>
          <Button
            variant="light"
            onClick={() =>
              list.append({ id: '', name: '', min: '', max: '', unit: '', checked: true, disable: false })
            }
          >
            {t('labCriteria.add', 'Add criterion')}
          </Button>
        </Group>
        <CriteriaProblems control={control} refusal={refusal} />
      </Stack>
      <ModalButtons>
        <Button variant="default" onClick={onClose}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('labCriteria.save', 'Save')}
        </Button>
      </ModalButtons>
    </form>
  );
}

function CriterionRowFields({
  control,
  index,
  title,
  message,
  onRemove,
}: {
  control: CriteriaControl;
  index: number;
  /** Names the row's boxes: "Min of RBC". */
  title: string;
  message: FormMessage;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const checked = useController({ control, name: `criteria.${index}.checked` });
  const box = (field: 'name' | 'min' | 'max' | 'unit', header: string, width: number) => (
    <CriterionText
      control={control}
      name={`criteria.${index}.${field}`}
      label={t('labCriteria.cellName', '{{column}} of {{criterion}}', { column: header, criterion: title })}
      message={message}
      width={width}
      decimal={field === 'min' || field === 'max'}
    />
  );
  return (
    <Table.Tr>
      <Table.Td>
        <Checkbox
          ref={checked.field.ref}
          aria-label={t('labCriteria.onFormOf', 'On the form: {{criterion}}', { criterion: title })}
          checked={checked.field.value}
          onChange={(event) => checked.field.onChange(event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>{box('name', t('labCriteria.col.name', 'Name'), 140)}</Table.Td>
      <Table.Td>{box('min', t('labCriteria.col.min', 'Min'), 90)}</Table.Td>
      <Table.Td>{box('max', t('labCriteria.col.max', 'Max'), 90)}</Table.Td>
      <Table.Td>{box('unit', t('labCriteria.col.unit', 'Unit'), 110)}</Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          aria-label={t('labCriteria.removeOf', 'Remove {{criterion}}', { criterion: title })}
          onClick={onRemove}
        >
          {t('labCriteria.remove', 'Remove')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function CriterionText({
  control,
  name,
  label,
  message,
  width,
  decimal,
}: {
  control: CriteriaControl;
  name: Path<CriteriaValues>;
  label: string;
  message: FormMessage;
  width: number;
  decimal: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      ref={field.ref}
      name={field.name}
      aria-label={label}
      value={field.value as string}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={message(fieldState.error?.message)}
      inputMode={decimal ? 'decimal' : undefined}
      maxLength={decimal ? 12 : 60}
      autoComplete="off"
      size="sm"
      w={width}
    />
  );
}

/** Under the form: "Enter valid data" while a value is wrong (each marked at its box), or the server's refusal. */
function CriteriaProblems({ control, refusal }: { control: CriteriaControl; refusal: string | null }) {
  const { t } = useTranslation();
  const values = useWatch({ control }) as CriteriaValues;
  const { isSubmitted } = useFormState({ control });
  const invalid = isSubmitted && !criteriaFormSchema.safeParse(values).success;
  if (!invalid && !refusal) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {invalid ? t('labCriteria.invalid', MESSAGES.enterValidData) : refusal}
    </Alert>
  );
}
