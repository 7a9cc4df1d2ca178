import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Badge, Button, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import {
  isBeforeToday,
  MESSAGES,
  type NewRequest,
  newRequestSchema,
  REQUEST_UNITS,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DAY_TEXT, type FormMessage, formTextFields } from '../../components/form-fields';
import { ModalButtons, ownSubmit } from '../../components/modal-buttons';
import { popups } from '../../components/popups';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { cleanDigits } from '../../lib/input';
import { useSession } from '../../lib/session';
import { InstitutionPicker } from '../institutions/institution-picker';
import { institutionTypeLabel } from '../institutions/institution-type';
import { BloodGroupSelect, ComponentSelect } from './request-fields';
import { useAddRequest, useInstitutionSearch, useSendToDonors } from './requests.api';

const fields = newRequestSchema.shape;

/** The contract's rules for the fields, and the spec's for the day (docs/spec/part-1-institution-side.md §5). */
const RULES = {
  invalidDate: MESSAGES.invalidDate,
  pastDate: MESSAGES.selectDateTodayOrAfter,
  unitsMissing: 'Enter the units needed',
  unitsWhole: 'Units are whole numbers',
  unitsFewest: `Ask for at least ${REQUEST_UNITS.min} unit`,
  unitsMost: `Ask for at most ${REQUEST_UNITS.max} units`,
  chooseFor: 'Choose the hospital or institution',
} as const;

/**
 * The Request Blood form: the contract's fields, the day today or later (India's calendar, as the server
 * checks it), and the "For" box, where a typed name must be chosen from the list (or the box left empty:
 * the blood is then for the caller itself).
 */
export const requestBloodFormSchema = z
  .object({
    requiredBy: fields.requiredBy.refine((day) => !isBeforeToday(day), RULES.pastDate),
    bloodGroup: fields.bloodGroup,
    units: fields.units,
    component: fields.component,
    comments: fields.comments,
    /** What the "For" box shows; empty means the caller itself. */
    forName: z.string(),
    /** The institution chosen in the "For" box, or empty. */
    institutionId: z.string(),
  })
  .superRefine((values, context) => {
    if (values.forName.trim() !== '' && values.institutionId === '') {
      context.addIssue({ code: 'custom', path: ['institutionId'], message: RULES.chooseFor });
    }
  });
type FormValues = z.input<typeof requestBloodFormSchema>;
type FormOutput = z.output<typeof requestBloodFormSchema>;
type FormControl = Control<FormValues, unknown, FormOutput>;

const EMPTY: FormValues = {
  requiredBy: '',
  bloodGroup: 'A+',
  units: '',
  component: 'Whole Blood',
  comments: '',
  forName: '',
  institutionId: '',
};

/** POST requests/add from the checked form: no institution means the caller itself. */
export function newRequestPayload(values: FormOutput): NewRequest {
  return {
    requiredBy: values.requiredBy,
    bloodGroup: values.bloodGroup,
    units: values.units,
    component: values.component,
    comments: values.comments,
    ...(values.institutionId && { institutionId: values.institutionId }),
  };
}

/** The contract's messages, each through a key of its own; a server text shows as it came. */
function requestMessage(t: TFunction): FormMessage {
  const known: Record<string, string> = {
    [RULES.invalidDate]: t('requestBlood.rule.invalidDate', RULES.invalidDate),
    [RULES.pastDate]: t('requestBlood.rule.pastDate', RULES.pastDate),
    [RULES.unitsMissing]: t('requestBlood.rule.unitsMissing', RULES.unitsMissing),
    [RULES.unitsWhole]: t('requestBlood.rule.unitsWhole', RULES.unitsWhole),
    [RULES.unitsFewest]: t('requestBlood.rule.unitsFewest', RULES.unitsFewest),
    [RULES.unitsMost]: t('requestBlood.rule.unitsMost', RULES.unitsMost),
    [RULES.chooseFor]: t('requestBlood.rule.chooseFor', RULES.chooseFor),
  };
  return (message) => (message ? (known[message] ?? message) : undefined);
}

/** A donor the request is sent to, as the People screen names them. */
export interface RequestDonor {
  _id: string;
  name: string;
}

/** How many donors the popup names before saying how many more. */
const NAMED_DONORS = 5;

export interface RequestBloodModalProps {
  opened: boolean;
  /** Cancel, Escape, or the request sent. */
  onClose: () => void;
  /**
   * The donors chosen on /people: the request is then sent to them (POST requests/blood-request/send) instead
   * of raised alone (POST requests/add).
   */
  donors?: readonly RequestDonor[];
  /** The request sent (before `onClose`): the People screen forgets the donors it chose. */
  onSent?: () => void;
}

/**
 * The Request Blood popup (docs/spec/part-1-institution-side.md §2, §5, §7; docs/decisions/0045): required
 * before, blood group (A+ unless chosen), units, component (Whole Blood unless chosen), comments, and whom the
 * blood is for. The form starts empty at every opening (Mantine unmounts a closed popup's content). Opened
 * from /people with `donors`, it names them above its buttons and sends the request to them.
 */
export function RequestBloodModal({ opened, onClose, donors, onSent }: RequestBloodModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={
        <Text component="span" fw={700} fz="lg">
          {t('requestBlood.title', 'Request Blood')}
        </Text>
      }
    >
      <RequestBloodForm onClose={onClose} donors={donors} onSent={onSent} />
    </Modal>
  );
}

function RequestBloodForm({
  onClose,
  donors,
  onSent,
}: Pick<RequestBloodModalProps, 'onClose' | 'donors' | 'onSent'>) {
  const { t } = useTranslation();
  const add = useAddRequest();
  const send = useSendToDonors();
  const message = requestMessage(t);
  const form = useContractForm(requestBloodFormSchema, { defaultValues: EMPTY });
  const { control } = form;
  const text = formTextFields(control, message);

  const submit = form.handleSubmit(async (values) => {
    if (add.isPending || send.isPending) return;
    try {
      const request = newRequestPayload(values);
      const answer = donors
        ? await send.mutateAsync({ ...request, donorIds: donors.map((donor) => donor._id) })
        : await add.mutateAsync(request);
      onSent?.();
      onClose();
      void popups.success({ title: answer.message || t('requestBlood.done', MESSAGES.bloodRequested) });
    } catch (failure) {
      const left = showServerErrors(form, failure);
      if (left) await popups.failure({ title: message(left) ?? left });
    }
  });

  return (
    <form noValidate onSubmit={ownSubmit(submit)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          {text('requiredBy', t('requestBlood.requiredBy', 'Required Before'), {
            ...DAY_TEXT,
            description: t('requestBlood.requiredByHint', 'DD/MM/YYYY, today or later'),
            required: true,
            'data-autofocus': true,
          })}
          <BloodGroupSelect
            control={control}
            name="bloodGroup"
            message={message}
            label={t('requestBlood.bloodGroup', 'Blood Group')}
          />
          {text('units', t('requestBlood.units', 'Units'), {
            description: t('requestBlood.unitsHint', 'From {{min}} to {{max}}', REQUEST_UNITS),
            inputMode: 'numeric',
            maxLength: 2,
            clean: (value) => cleanDigits(value, 2),
            required: true,
          })}
          <ComponentSelect
            control={control}
            name="component"
            message={message}
            label={t('requestBlood.component', 'Component')}
          />
        </SimpleGrid>
        <ForField control={control} message={message} />
        <CommentsField control={control} message={message} />
        {donors && <DonorsLine donors={donors} />}
      </Stack>
      <ModalButtons>
        <Button variant="default" onClick={onClose} disabled={form.formState.isSubmitting}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('requestBlood.submit', 'Request')}
        </Button>
      </ModalButtons>
    </form>
  );
}

/** Whom the request goes to, when sent from /people: "To 3 donors: Asha Patil, …". */
function DonorsLine({ donors }: { donors: readonly RequestDonor[] }) {
  const { t } = useTranslation();
  const named = donors.slice(0, NAMED_DONORS).map((donor) => donor.name);
  const more = donors.length - named.length;
  const names =
    more > 0
      ? t('requestBlood.donorNamesMore', '{{names}} and {{count}} more', {
          names: named.join(', '),
          count: more,
        })
      : named.join(', ');
  return (
    <Text size="sm" c="dimmed">
      {donors.length === 1
        ? t('requestBlood.toOneDonor', 'To 1 donor: {{names}}', { names })
        : t('requestBlood.toDonors', 'To {{count}} donors: {{names}}', { count: donors.length, names })}
    </Text>
  );
}

function CommentsField({ control, message }: { control: FormControl; message: FormMessage }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'comments' });
  return (
    <Textarea
      ref={field.ref}
      label={t('requestBlood.comments', 'Comments')}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={message(fieldState.error?.message)}
      rows={3}
      size="md"
      maxLength={1000}
    />
  );
}

/**
 * "For": the hospital or institution the blood is for, found by typing a few letters of its name
 * (GET institution/list?name=). Typing forgets an earlier choice; an empty box means the caller itself.
 */
function ForField({ control, message }: { control: FormControl; message: FormMessage }) {
  const { t } = useTranslation();
  const session = useSession();
  const self = session?.identifier === 'institution' ? session.institutionName : '';
  return (
    <InstitutionPicker
      control={control}
      idName="institutionId"
      textName="forName"
      message={message}
      useSearch={useInstitutionSearch}
      label={t('requestBlood.for', 'For')}
      placeholder={t('requestBlood.forPlaceholder', 'Type a few letters of the hospital’s name')}
      description={
        self
          ? t(
              'requestBlood.forHint',
              'Leave empty when the blood is for {{name}}. A hospital named here verifies the request before blood banks see it.',
              { name: self },
            )
          : t(
              'requestBlood.forHintNoName',
              'Leave empty when the blood is for your institution. A hospital named here verifies the request before blood banks see it.',
            )
      }
      clearLabel={t('requestBlood.forClear', 'Clear the hospital or institution')}
      notFound={t('requestBlood.forNotFound', 'No approved institution by that name')}
      size="md"
      aside={(institution) => (
        <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
          {institutionTypeLabel(t, institution.institutionType)}
        </Badge>
      )}
    />
  );
}
