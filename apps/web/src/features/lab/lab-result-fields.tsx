import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Group, Radio, SimpleGrid, Text, TextInput } from '@mantine/core';
import { SCREENING_TESTS, type ScreeningTest } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_BELOW, type FormMessage, useGroupFocus } from '../../components/form-fields';
import { type FormParameter, isFlagged, type LabFormValues } from './lab-result-form.schema';
import { screeningOutcomeLabel, screeningTestLabel } from './lab-text';

/*
 * The parts of the lab result forms that are not plain boxes: an observation read against its standard as it is
 * typed, the screening tests (no outcome until chosen) and the final result.
 */

type LabControl = Control<LabFormValues, unknown, LabFormValues>;

/** "RBC (4.5-5.5*10^12)": a parameter with its standard, as the result form labels it. */
export function parameterLabel(parameter: FormParameter): string {
  return parameter.standard ? `${parameter.name} (${parameter.standard})` : parameter.name;
}

/** Under an observation outside its standard: said in words, in red, and linked to the box. */
export function OutOfRangeNote({ parameter }: { parameter: FormParameter }) {
  const { t } = useTranslation();
  return (
    <Text component="span" size="xs" c="red" fw={700}>
      {t('labForm.outside', 'Outside {{standard}}', { standard: parameter.standard })}
    </Text>
  );
}

/**
 * An observation box bound to `name`: flagged as soon as the typed value is outside the standard. The flag
 * warns; it does not stop the result being saved.
 */
export function ObservationInput<T extends FieldValues>({
  control,
  name,
  parameter,
  label,
  ariaLabel,
  message,
  size,
}: {
  control: Control<T, unknown, T>;
  name: Path<T>;
  parameter: FormParameter;
  label?: ReactNode;
  ariaLabel?: string;
  message: FormMessage;
  size?: 'xs' | 'sm';
}) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | undefined) ?? '';
  return (
    <TextInput
      ref={field.ref}
      name={field.name}
      label={label}
      aria-label={ariaLabel}
      value={value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={message(fieldState.error?.message)}
      description={isFlagged(parameter, value) ? <OutOfRangeNote parameter={parameter} /> : undefined}
      inputWrapperOrder={DESCRIPTION_BELOW}
      inputMode="decimal"
      maxLength={30}
      autoComplete="off"
      size={size}
    />
  );
}

/** Each parameter of the single form: its observation, flagged out of range, and an optional remark. */
export function ObservationFields({
  control,
  parameters,
  message,
}: {
  control: LabControl;
  parameters: readonly FormParameter[];
  message: FormMessage;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
      {parameters.flatMap((parameter, index) => [
        <ObservationInput
          key={`${parameter.id}-observation`}
          control={control}
          name={`results.${index}.observation`}
          parameter={parameter}
          label={parameterLabel(parameter)}
          message={message}
        />,
        <RemarksInput
          key={`${parameter.id}-remarks`}
          control={control}
          index={index}
          label={t('labForm.remarksOn', 'Remarks on {{name}}', { name: parameter.name })}
          message={message}
        />,
      ])}
    </SimpleGrid>
  );
}

function RemarksInput({
  control,
  index,
  label,
  message,
}: {
  control: LabControl;
  index: number;
  label: string;
  message: FormMessage;
}) {
  const { field, fieldState } = useController({ control, name: `results.${index}.remarks` });
  return (
    <TextInput
      ref={field.ref}
      name={field.name}
      label={label}
      value={field.value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={message(fieldState.error?.message)}
      maxLength={200}
      autoComplete="off"
    />
  );
}

/** One screening test as two choices, neither chosen until the lab records the outcome. */
function ScreeningChoice({
  control,
  test,
  message,
}: {
  control: LabControl;
  test: ScreeningTest;
  message: FormMessage;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: `screening.${test}` });
  const group = useGroupFocus(field.ref, 'input:checked');
  return (
    <Radio.Group
      ref={group}
      label={screeningTestLabel(t, test)}
      value={field.value}
      onChange={(value) => {
        field.onChange(value);
        field.onBlur();
      }}
      error={message(fieldState.error?.message)}
    >
      <Group gap="md" mt={6}>
        <Radio value="nonReactive" label={screeningOutcomeLabel(t, 'nonReactive')} />
        <Radio value="reactive" label={screeningOutcomeLabel(t, 'reactive')} color="red" />
      </Group>
    </Radio.Group>
  );
}

/** The five mandatory screening tests (Drugs and Cosmetics Rules, Schedule F Part XII-B). */
export function ScreeningFields({ control, message }: { control: LabControl; message: FormMessage }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
      {SCREENING_TESTS.map((test) => (
        <ScreeningChoice key={test.key} control={control} test={test.key} message={message} />
      ))}
    </SimpleGrid>
  );
}

/** Choices of a final result, in the order the forms offer them. */
export function finalResultChoices<R extends string>(t: TFunction, results: readonly R[]) {
  const labels: Record<string, string> = {
    Pass: t('labResult.final.pass', 'Pass'),
    Fail: t('labResult.final.fail', 'Fail'),
    'Conditional Release': t('labResult.final.conditional', 'Conditional Release'),
  };
  return results.map((value) => ({ value, label: labels[value] ?? value }));
}

/** Pass, Fail or Conditional Release; Fail until changed (docs/spec §3). */
export function FinalResultField({
  control,
  results,
  message,
}: {
  control: LabControl;
  results: readonly LabFormValues['finalResult'][];
  message: FormMessage;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'finalResult' });
  const group = useGroupFocus(field.ref, 'input:checked');
  return (
    <Radio.Group
      ref={group}
      label={t('labForm.finalResult', 'Final Result')}
      value={field.value}
      onChange={(value) => {
        field.onChange(value);
        field.onBlur();
      }}
      error={message(fieldState.error?.message)}
      withAsterisk
    >
      <Group gap="lg" mt={6}>
        {finalResultChoices(t, results).map((choice) => (
          <Radio key={choice.value} value={choice.value} label={choice.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
