import '@mantine/core/styles/Stepper.layer.css';
import { Button, Group, Loader, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { type InstitutionSettings, SETTINGS_STEPS, type SettingsStep } from '@raktsetu/contract';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { useContractForm } from '../../lib/forms';
import { notify } from '../lab/lab-notify';
import { useSaveSettings } from './settings.api';
import {
  firstStepWithErrors,
  type SettingsFormOutput,
  type SettingsFormValues,
  STEP_FIELDS,
  settingsFormSchema,
  settingsFormValues,
  settingsMessage,
  settingsPayload,
  stepTitles,
} from './settings.schemas';
import { GeneralStep } from './settings-general.step';

// The first step comes with the page; the others load when the clerk gets to them.
const LabsStep = lazy(() => import('./settings-labs.step').then((module) => ({ default: module.LabsStep })));
const ConsumptionStep = lazy(() =>
  import('./settings-consumption.step').then((module) => ({ default: module.ConsumptionStep })),
);
const InfrastructureStep = lazy(() =>
  import('./settings-infrastructure.step').then((module) => ({ default: module.InfrastructureStep })),
);

const LAST = SETTINGS_STEPS.length - 1;

/**
 * The settings wizard (docs/spec/part-2-operations-and-admin.md §2 "Settings and profile"): steps keyed by
 * section — 0 general, 1 labs, 2 monthly inventory type, 3 infrastructure. Save & Next checks the step's fields
 * and moves on, Cancel goes back a step (from the first, home), and the last step saves the whole settings
 * object with POST institution/edit. The labs step's members are saved at once, not here.
 */
export function SettingsWizard({ settings }: { settings: InstitutionSettings }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = settingsMessage(t);
  const titles = stepTitles(t);
  const save = useSaveSettings();
  const form = useContractForm(settingsFormSchema, { defaultValues: settingsFormValues(settings) });
  const [active, setActive] = useState(0);
  const step = SETTINGS_STEPS[active] as SettingsStep;

  // Moving to another step puts focus on its heading, so a screen reader starts reading there.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  });
  const goTo = (index: number) => {
    moved.current = true;
    setActive(index);
  };

  const send = async (values: SettingsFormOutput) => {
    try {
      const answer = await save.mutateAsync(settingsPayload(values));
      notify({
        message: answer.message || t('settings.saved', 'Settings saved'),
        color: 'teal',
        autoClose: 6000,
      });
    } catch (failure) {
      const stepOfField = placeServerErrors(failure);
      if (stepOfField !== null && stepOfField !== active) goTo(stepOfField);
      notify({
        title: t('settings.saveFailed', 'The settings were not saved'),
        message: failure instanceof Error ? failure.message : t('settings.saveFailedHint', 'Try again'),
        color: 'red',
        autoClose: false,
      });
    }
  };

  /** A refusal's field errors (`settings.general.openTime`) on the form's fields; returns the step of the first. */
  const placeServerErrors = (failure: unknown): number | null => {
    if (!(failure instanceof ApiError)) return null;
    const known = new Set(Object.keys(form.getValues()));
    const placed: Record<string, unknown> = {};
    for (const problem of failure.errors) {
      const field = problem.field.replace(/^settings\./, '');
      const part = field.split('.')[0] ?? '';
      if (!known.has(part)) continue;
      form.setError(field as Path<SettingsFormValues>, { type: 'server', message: problem.message });
      placed[part] ??= true;
    }
    return firstStepWithErrors(placed);
  };

  const saveAll = form.handleSubmit(send, (errors) => {
    const first = firstStepWithErrors(errors);
    if (first !== null && first !== active) goTo(first);
  });

  const next = async () => {
    const field = STEP_FIELDS[step];
    if (field && !(await form.trigger(field, { shouldFocus: true }))) return;
    if (active < LAST) goTo(active + 1);
    else await saveAll();
  };
  const back = () => (active === 0 ? navigate('/') : goTo(active - 1));
  const onStepSubmit = (event: FormEvent) => {
    event.preventDefault();
    void next();
  };

  const intros: Record<SettingsStep, string> = {
    general: t('settings.intro.general', 'How the blood centre runs: its hours, licence and facilities.'),
    labs: t(
      'settings.intro.labs',
      'The labs that test your samples, and the criteria their results are read against.',
    ),
    monthlyInventoryType: t(
      'settings.intro.monthlyInventoryType',
      'Whole units used in an average month, for each blood group and component.',
    ),
    infrastructure: t(
      'settings.intro.infrastructure',
      'How many of each you have, and the capacity of each one in the unit shown beside it.',
    ),
  };
  const headings: Record<SettingsStep, string> = {
    general: t('settings.heading.general', 'General'),
    labs: t('settings.heading.labs', 'Labs'),
    monthlyInventoryType: t(
      'settings.heading.monthlyInventoryType',
      'Average monthly consumption of inventory',
    ),
    infrastructure: t('settings.heading.infrastructure', 'Infrastructure and equipment'),
  };
  const bodies: Record<SettingsStep, ReactNode> = {
    general: <GeneralStep control={form.control} message={message} />,
    labs: <LabsStep />,
    monthlyInventoryType: <ConsumptionStep control={form.control} message={message} />,
    infrastructure: <InfrastructureStep control={form.control} message={message} />,
  };
  const body = (
    <Suspense fallback={<Loader size="sm" aria-label={t('settings.stepLoading', 'Loading the step…')} />}>
      {bodies[step]}
    </Suspense>
  );

  const buttons = (
    <Group
      justify="space-between"
      gap="sm"
      pt="md"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Text size="sm" c="dimmed">
        {t('settings.progress', 'Step {{n}} of {{total}}', { n: active + 1, total: SETTINGS_STEPS.length })}
      </Text>
      <Group gap="sm">
        <Button variant="default" onClick={back}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button
          {...(step === 'labs'
            ? { type: 'button' as const, onClick: () => void next() }
            : { type: 'submit' as const })}
          loading={save.isPending}
        >
          {active === LAST ? t('settings.save', 'Save') : t('settings.saveNext', 'Save & Next')}
        </Button>
      </Group>
    </Group>
  );

  return (
    <Stack gap="lg">
      <nav aria-label={t('settings.stepsLabel', 'Settings steps')}>
        <Stepper active={active} onStepClick={goTo} allowNextStepsSelect={false} size="sm">
          {SETTINGS_STEPS.map((key, index) => (
            <Stepper.Step
              key={key}
              label={titles[key]}
              // Named by what it shows ("2 Labs"), as WCAG's label-in-name asks; the current one says so.
              aria-current={index === active ? 'step' : undefined}
            />
          ))}
        </Stepper>
      </nav>
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="settings-step"
      >
        <Stack gap="lg">
          <div>
            <Title
              order={2}
              fz="h3"
              id="settings-step"
              ref={heading}
              tabIndex={-1}
              style={{ outline: 'none' }}
            >
              {headings[step]}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {intros[step]}
            </Text>
          </div>
          {step === 'labs' ? (
            // The labs step has a form of its own (Add more labs), and forms do not nest.
            <>
              {body}
              {buttons}
            </>
          ) : (
            // Save & Next is this form's submit button: Enter in a box moves on too.
            <form noValidate onSubmit={onStepSubmit} aria-labelledby="settings-step">
              <Stack gap="lg">
                {body}
                {buttons}
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
