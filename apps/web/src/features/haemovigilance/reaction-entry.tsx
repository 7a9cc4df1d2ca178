import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { formatInputDate, HAEMOVIGILANCE_MESSAGES, indiaDayAndTime, onsetInstant } from '@raktsetu/contract';
import { type ReactNode, useState } from 'react';
import type { Control, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link';
import { FormSection } from '../../components/form-fields';
import { PageHeader } from '../../components/page-header';
import { popups } from '../../components/popups';
import { ApiError } from '../../lib/api';
import { showServerErrors } from '../../lib/forms';
import { type ClinicalForm, ReactionFields } from './reaction-fields';
import { optionsOf, outcomeLabels, reactionMessage } from './reaction-labels';

/** Now, as the onset boxes show it in India: the clerk corrects it to when the reaction began. */
export function nowInIndia(now = new Date()) {
  return { onsetDay: formatInputDate(now), onsetTime: indiaDayAndTime(now.toISOString())?.time ?? '' };
}

/** The fields both reaction forms have besides what the reaction is against. */
type ClinicalValues = FieldValues & Omit<ClinicalForm, 'otherType'> & { otherType?: string | undefined };

type ClinicalKey = 'type' | 'otherType' | 'severity' | 'outcome' | 'actions';

/**
 * The clinical part of a new reaction form: the onset now, nothing chosen yet (an empty choice the form's schema
 * refuses until the clerk picks one).
 */
export function emptyClinical<F extends ClinicalValues>() {
  const empty = { type: '', otherType: '', severity: '', outcome: '', actions: '', ...nowInIndia() };
  return empty as unknown as Pick<F, ClinicalKey | 'onsetDay' | 'onsetTime'>;
}

/** A refusal's text in the screen's language (the contract's texts are English). */
export function useReactionMessage() {
  const { t } = useTranslation();
  return (text: string | undefined) => reactionMessage(t, text);
}

type Clinical<F extends ClinicalValues> = Pick<F, ClinicalKey> & { onsetAt: string };

/**
 * The page both reaction forms share: what the reaction is against (`choice`), the clinical fields, and the
 * save that records it and goes back to the list. `send` adds the form's own field to the clinical part.
 */
export function ReactionEntry<F extends ClinicalValues>({
  back,
  title,
  intro,
  form,
  choice,
  types,
  severities,
  actionsHint,
  pending,
  send,
}: {
  back: string;
  title: string;
  intro: string;
  form: UseFormReturn<F>;
  choice: ReactNode;
  types: Record<string, string>;
  severities: Record<string, string>;
  actionsHint: string;
  pending: boolean;
  send: (values: F, clinical: Clinical<F>) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useReactionMessage();
  const [general, setGeneral] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    if (pending) return;
    setGeneral(null);
    const { type, otherType, severity, outcome, actions } = values;
    const onsetAt = onsetInstant(values.onsetDay, values.onsetTime) as string;
    try {
      await send(values, { type, otherType, severity, outcome, actions, onsetAt });
      void popups.success({ title: t('haemovigilance.recorded', HAEMOVIGILANCE_MESSAGES.recorded) });
      navigate(back);
    } catch (failure) {
      // The onset is one instant on the API, two boxes here: its refusals go beside the time.
      const whole =
        failure instanceof ApiError && failure.status === 409
          ? failure.message
          : showServerErrors(form, failure, { onsetAt: 'onsetTime' as Path<F> });
      setGeneral(whole ? (message(whole) ?? whole) : null);
    }
  });

  return (
    <Stack gap="lg">
      <BackLink to={back} label={t('haemovigilance.back', 'Back to haemovigilance')} />
      <PageHeader title={title} intro={intro} />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {choice}
          <FormSection title={t('haemovigilance.reaction', 'The reaction')}>
            <ReactionFields
              // The form has the clinical fields and one more (the units or the donation).
              control={form.control as unknown as Control<ClinicalForm>}
              message={message}
              types={optionsOf(types)}
              severities={optionsOf(severities)}
              outcomes={optionsOf(outcomeLabels(t))}
              actionsHint={actionsHint}
            />
          </FormSection>
          {general && (
            <Alert color="red" role="alert">
              {general}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(back)}>
              {t('haemovigilance.cancel', 'Cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('haemovigilance.save', 'Record reaction')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
