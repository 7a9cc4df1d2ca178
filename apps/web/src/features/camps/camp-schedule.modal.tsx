import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Alert, Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CAMP_MIN_TARGET_UNITS,
  type CampRow,
  type CampSchedule,
  calendarDay,
  campHours,
  campInstant,
  campScheduleProblem,
  campScheduleSchema,
  indiaToday,
  MESSAGES,
} from '@raktsetu/contract';
import { useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DAY_TEXT, type FormTextOptions, formTextFields } from '../../components/form-fields';
import { ModalButtons, ownSubmit } from '../../components/modal-buttons';
import { type Ask, usePopupGuard } from '../../components/popup-guard';
import { popups } from '../../components/popups';
import { useKeptWhileClosing } from '../../components/use-kept-while-closing';
import { useContractForm } from '../../lib/forms';
import { cleanDigits } from '../../lib/input';
import { CampCapacityGuide } from './camp-fields';
import {
  CAMP_FORM_RULES,
  campDayOf,
  campMessageText,
  campTimeOf,
  countText,
  dayToInput,
  isTimeText,
} from './camp-text';
import { campMoved, useChangeCampStatus } from './camps.api';
import { cleanClock } from './donation-fields';

/** The Re-schedule popup's boxes, all text as typed; checked on sending by `scheduleProblem`. */
export const campScheduleFormSchema = z.object({
  date: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
  noOfBeds: z.string(),
  targetUnits: z.string(),
});
type ScheduleValues = z.input<typeof campScheduleFormSchema>;
type ScheduleField = keyof ScheduleValues;
type ScheduleControl = Control<ScheduleValues, unknown, z.output<typeof campScheduleFormSchema>>;

export interface ScheduleProblem {
  field: ScheduleField;
  message: string;
}

/**
 * The schedule the blood centre commits to, or the first thing wrong with it, in the spec's words
 * (docs/spec/part-1-institution-side.md §5, §8): every box filled ("All Fileds Is Required!"), a target of at
 * least 100 ("Plan minimum 100 units"), the day today or later ("select date today/after today!"), To after From
 * ("To should be greater than from"), and at least one bed.
 */
export function checkSchedule(
  values: ScheduleValues,
  today: string,
): { schedule: CampSchedule; problem: null } | { schedule: null; problem: ScheduleProblem } {
  const fail = (field: ScheduleField, message: string) => ({ schedule: null, problem: { field, message } });
  const order: ScheduleField[] = ['date', 'fromTime', 'toTime', 'noOfBeds', 'targetUnits'];
  const missing = order.find((field) => values[field].trim() === '');
  if (missing) return fail(missing, MESSAGES.campAllFiledsRequired);
  const day = calendarDay(values.date);
  if (!day) return fail('date', MESSAGES.invalidDate);
  for (const field of ['fromTime', 'toTime'] as const) {
    if (!isTimeText(values[field])) return fail(field, CAMP_FORM_RULES.timeFormat);
  }
  const schedule = {
    campDuration: {
      startTime: campInstant(day, values.fromTime.trim()),
      endTime: campInstant(day, values.toTime.trim()),
    },
    noOfBeds: Number(values.noOfBeds),
    targetUnits: Number(values.targetUnits),
  } satisfies CampSchedule;
  // The same rule the server applies (target, day, hours, beds), in the spec's words.
  const rule = campScheduleProblem(schedule, today);
  if (rule) return fail(rule.field as ScheduleField, rule.message);
  const parsed = campScheduleSchema.safeParse(schedule);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = (issue?.path[0] === 'campDuration' ? 'date' : issue?.path[0]) as ScheduleField;
    return fail(order.includes(field) ? field : 'date', issue?.message ?? MESSAGES.somethingWentWrong);
  }
  return { schedule, problem: null };
}

export interface CampScheduleModalProps {
  /** The camp to schedule; the popup is open while there is one. */
  camp: CampRow | null;
  /** Cancel, Escape: back to the camp. */
  onClose: () => void;
  /** Scheduled, or changed meanwhile by someone else: nothing is left to show. */
  onDone?: () => void;
}

/**
 * The Re-schedule popup (docs/spec/part-1-institution-side.md §2 "Camps", §4): the day, hours, beds and target
 * the blood centre commits to, filled from the camp, with the Attention capacity guide following them; sent as
 * POST donation-camp/change-status `{ action: 'Accepted', schedule }`, after which the camp runs (Accepted).
 */
export function CampScheduleModal({ camp, onClose, onDone }: CampScheduleModalProps) {
  const { t } = useTranslation();
  const shown = useKeptWhileClosing(camp);
  const { ask, guard } = usePopupGuard();
  return (
    <Modal
      opened={camp !== null}
      onClose={guard(onClose)}
      size="lg"
      title={
        <Text component="span" fw={700} fz="lg">
          {t('campSchedule.title', 'Re-schedule')}
        </Text>
      }
    >
      {camp && shown && (
        <ScheduleForm key={shown._id} camp={shown} onClose={onClose} onDone={onDone ?? onClose} ask={ask} />
      )}
    </Modal>
  );
}

function ScheduleForm({
  camp,
  onClose,
  onDone,
  ask,
}: {
  camp: CampRow;
  onClose: () => void;
  onDone: () => void;
  ask: Ask;
}) {
  const { t } = useTranslation();
  const message = campMessageText(t);
  const change = useChangeCampStatus();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useContractForm(campScheduleFormSchema, {
    defaultValues: {
      date: dayToInput(campDayOf(camp)),
      fromTime: campTimeOf(camp.campDuration.startTime),
      toTime: campTimeOf(camp.campDuration.endTime),
      noOfBeds: countText(camp.noOfBeds),
      targetUnits: countText(camp.targetUnits),
    },
  });
  const { control } = form;
  const text = formTextFields(control, message);
  const time: FormTextOptions = {
    inputMode: 'numeric',
    maxLength: 5,
    clean: cleanClock,
    placeholder: 'HH:mm',
    description: t('campSchedule.timeHint', '24-hour, HH:mm'),
    required: true,
  };
  const count: FormTextOptions = {
    inputMode: 'numeric',
    maxLength: 5,
    clean: (value) => cleanDigits(value, 5),
    required: true,
  };

  const submit = form.handleSubmit(async (values) => {
    if (change.isPending) return;
    const checked = checkSchedule(values, indiaToday());
    if (checked.problem) {
      setProblem(checked.problem.message);
      form.setError(
        checked.problem.field,
        { type: 'camp', message: checked.problem.message },
        { shouldFocus: true },
      );
      return;
    }
    setProblem(null);
    try {
      const answer = await change.mutateAsync({
        id: camp._id,
        action: 'Accepted',
        schedule: checked.schedule,
      });
      onDone();
      void popups.success({ title: answer.message || t('campSchedule.done', 'The camp is scheduled') });
    } catch (failure) {
      if (campMoved(failure)) onDone();
      await ask(popups.failedWith(failure));
    }
  });

  return (
    <form noValidate onSubmit={ownSubmit(submit)}>
      <Stack gap="md">
        <Text size="sm">
          {t('campSchedule.intro', 'When {{camp}} runs, and what you plan to collect there.', {
            camp: camp.campName,
          })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
          {text('date', t('campSchedule.date', 'Date'), {
            ...DAY_TEXT,
            placeholder: 'DD/MM/YYYY',
            description: t('campSchedule.dateHint', 'DD/MM/YYYY, today or later'),
            required: true,
            'data-autofocus': true,
          })}
          {text('fromTime', t('campSchedule.from', 'From'), time)}
          {text('toTime', t('campSchedule.to', 'To'), time)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {text('noOfBeds', t('campSchedule.noOfBeds', 'No. of Beds'), count)}
          {text('targetUnits', t('campSchedule.targetUnits', 'Target Units'), {
            ...count,
            description: t('campSchedule.targetHint', 'At least {{min}} units', {
              min: CAMP_MIN_TARGET_UNITS,
            }),
          })}
        </SimpleGrid>
        <ScheduleCapacity control={control} />
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {message(problem)}
          </Alert>
        )}
      </Stack>
      <ModalButtons>
        <Button variant="default" onClick={onClose} disabled={change.isPending}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit" loading={change.isPending}>
          {t('campSchedule.submit', 'Schedule')}
        </Button>
      </ModalButtons>
    </form>
  );
}

/** The capacity guide, following the hours and beds as they are typed. */
function ScheduleCapacity({ control }: { control: ScheduleControl }) {
  const [from, to, beds] = useWatch({ control, name: ['fromTime', 'toTime', 'noOfBeds'] });
  return <CampCapacityGuide hours={campHours(from ?? '', to ?? '')} beds={beds ? Number(beds) : null} />;
}
