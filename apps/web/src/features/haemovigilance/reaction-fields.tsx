import '@mantine/core/styles/SimpleGrid.layer.css';
import { SimpleGrid, Textarea } from '@mantine/core';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DAY_TEXT, type FormMessage, FormTextField } from '../../components/form-fields';
import { FormSelect } from '../../components/form-select';

/** What both reaction forms have besides what the reaction is against. */
export interface ClinicalForm {
  type: string;
  otherType: string;
  severity: string;
  outcome: string;
  onsetDay: string;
  onsetTime: string;
  actions: string;
}

const cleanTime = (text: string) => text.replace(/[^\d:]/g, '').slice(0, 5);

/**
 * The clinical part of a reaction form: its type (naming an "Other" one), its severity, when it began, the
 * actions taken and the outcome. The options come in the contract's order, already in the screen's language.
 */
export function ReactionFields({
  control,
  message,
  types,
  severities,
  outcomes,
  actionsHint,
}: {
  /** The form's control; the form has at least the clinical fields. */
  control: Control<ClinicalForm>;
  message: FormMessage;
  types: { value: string; label: string }[];
  severities: { value: string; label: string }[];
  outcomes: { value: string; label: string }[];
  /** What the clerk might write under Actions taken, already translated. */
  actionsHint: string;
}) {
  const { t } = useTranslation();
  const type = useWatch({ control, name: 'type' });
  const actions = useController({ control, name: 'actions' });
  const name = (field: keyof ClinicalForm) => field;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormSelect
          control={control}
          name={name('type')}
          message={message}
          required
          label={t('haemovigilance.field.type', 'Type of reaction')}
          placeholder={t('haemovigilance.field.choose', 'Choose')}
          data={types}
          allowDeselect={false}
        />
        {type === 'other' ? (
          <FormTextField
            control={control}
            name={name('otherType')}
            message={message}
            required
            autoComplete="off"
            maxLength={100}
            label={t('haemovigilance.field.otherType', 'Name the reaction')}
          />
        ) : (
          <div />
        )}
        <FormSelect
          control={control}
          name={name('severity')}
          message={message}
          required
          label={t('haemovigilance.field.severity', 'Severity')}
          placeholder={t('haemovigilance.field.choose', 'Choose')}
          data={severities}
          allowDeselect={false}
        />
        <FormSelect
          control={control}
          name={name('outcome')}
          message={message}
          required
          label={t('haemovigilance.field.outcome', 'Outcome')}
          placeholder={t('haemovigilance.field.choose', 'Choose')}
          data={outcomes}
          allowDeselect={false}
        />
        <FormTextField
          control={control}
          name={name('onsetDay')}
          message={message}
          required
          autoComplete="off"
          label={t('haemovigilance.field.onsetDay', 'Began on')}
          description={t('haemovigilance.field.onsetDayHint', 'dd/mm/yyyy')}
          {...DAY_TEXT}
        />
        <FormTextField
          control={control}
          name={name('onsetTime')}
          message={message}
          required
          autoComplete="off"
          inputMode="numeric"
          maxLength={5}
          clean={cleanTime}
          label={t('haemovigilance.field.onsetTime', 'At (time)')}
          description={t('haemovigilance.field.onsetTimeHint', 'HH:MM, 24-hour, India time')}
        />
      </SimpleGrid>
      <Textarea
        ref={actions.field.ref}
        name={actions.field.name}
        value={(actions.field.value as string | undefined) ?? ''}
        onChange={(event) => actions.field.onChange(event.currentTarget.value)}
        onBlur={actions.field.onBlur}
        error={message(actions.fieldState.error?.message)}
        withAsterisk
        aria-required
        label={t('haemovigilance.field.actions', 'Actions taken')}
        description={actionsHint}
        rows={4}
        maxLength={1000}
      />
    </>
  );
}
