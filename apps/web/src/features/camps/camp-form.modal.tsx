import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Alert, Button, Modal, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  bedsForTarget,
  CAMP_MIN_TARGET_UNITS,
  type CampFormKind,
  type CampRow,
  campHours,
  indiaToday,
  MESSAGES,
} from '@raktsetu/contract';
import { type ReactNode, useId, useState } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DAY_TEXT,
  type FormMessage,
  FormTextField,
  type FormTextOptions,
  formTextFields,
} from '../../components/form-fields';
import { ModalButtons, ownSubmit } from '../../components/modal-buttons';
import { type Ask, usePopupGuard } from '../../components/popup-guard';
import { popups } from '../../components/popups';
import { useKeptWhileClosing } from '../../components/use-kept-while-closing';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { cleanDigits, cleanPhone } from '../../lib/input';
import { useSession } from '../../lib/session';
import { CampCapacityGuide } from './camp-fields';
import {
  CAMP_FORM_FIELDS,
  type CampFormOutput,
  type CampFormProblem,
  type CampFormValues,
  campFormSchema,
  campFormValues,
  checkCampForm,
} from './camp-form.rules';
import { CampAttachmentsField } from './camp-form-attachments';
import { CampBloodBankField } from './camp-form-blood-bank';
import { campMessageText } from './camp-text';
import { useAddCamp } from './camps.api';
import { cleanClock } from './donation-fields';

type CampControl = Control<CampFormValues, unknown, CampFormOutput>;

/** Phones get the whole screen, so the fields and the buttons below them fit. */
const PHONE = '(max-width: 36em)';

export interface CampFormModalProps {
  opened: boolean;
  /** Cancel, Escape, or the camp sent. */
  onClose: () => void;
  /** The blood centre's form, its twin on the inventory screens, or the NGO's. */
  kind: CampFormKind;
  /** Edit Draft: the draft to complete; it is then sent with its id, and cannot be saved as a draft again. */
  draft?: CampRow | null;
}

/**
 * The Create Camp popup (docs/spec/part-1-institution-side.md §2 "Camps", §3, §5, §8;
 * docs/spec/part-2-operations-and-admin.md §5). A blood centre gives the camp's sponsor, beds, target, hours and
 * both coordinators, with the "Attention" capacity guide, and saves it as a draft or submits it; the NGO names
 * the participating blood bank, which then schedules or declines the camp. The form starts afresh at every
 * opening (Mantine unmounts a closed popup's content).
 */
export function CampFormModal({ opened, onClose, kind, draft = null }: CampFormModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE) ?? false;
  const { ask, guard } = usePopupGuard();
  const shownDraft = useKeptWhileClosing(opened ? draft : null);
  return (
    <Modal
      opened={opened}
      onClose={guard(onClose)}
      size="xl"
      fullScreen={isPhone}
      padding={isPhone ? 'md' : 'lg'}
      title={
        <Text component="span" fw={700} fz="lg">
          {shownDraft ? t('campForm.editTitle', 'Edit Draft') : t('campForm.title', 'Create Camp')}
        </Text>
      }
    >
      <CampForm kind={kind} draft={opened ? draft : shownDraft} onClose={onClose} ask={ask} />
    </Modal>
  );
}

function CampForm({
  kind,
  draft,
  onClose,
  ask,
}: {
  kind: CampFormKind;
  draft: CampRow | null;
  onClose: () => void;
  ask: Ask;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const institutionName = session?.identifier === 'institution' ? session.institutionName : '';
  const add = useAddCamp();
  const message = campMessageText(t);
  const [problem, setProblem] = useState<CampFormProblem | null>(null);
  const form = useContractForm(campFormSchema, { defaultValues: campFormValues(draft, institutionName) });
  const { control } = form;
  const text = formTextFields(control, message);
  const ngo = kind === 'ngo';
  const bloodBank = kind === 'bloodBank';
  const required: FormTextOptions = { required: true };
  const phone: FormTextOptions = { inputMode: 'numeric', maxLength: 11, clean: cleanPhone };
  const time: FormTextOptions = {
    inputMode: 'numeric',
    maxLength: 5,
    clean: cleanClock,
    placeholder: 'HH:mm',
    description: t('campForm.timeHint', '24-hour, HH:mm'),
    required: true,
  };

  // docs/spec/part-2-operations-and-admin.md §5: with a positive span of hours, the beds follow the target.
  const followTarget = () => {
    const [from, to, target] = form.getValues(['fromTime', 'toTime', 'targetUnits']);
    const hours = campHours(from, to);
    if (ngo || hours === null || hours <= 0 || target.trim() === '') return;
    const beds = bedsForTarget({ targetUnits: Number(target), hours });
    if (beds !== null) form.setValue('noOfBeds', String(beds), { shouldDirty: true });
  };

  const send = (status: 'Draft' | 'Pending') =>
    form.handleSubmit(async (values) => {
      if (add.isPending) return;
      const checked = checkCampForm(values, {
        kind,
        status,
        ...(draft && { id: draft._id }),
        today: indiaToday(),
      });
      if (checked.problem) {
        setProblem(checked.problem);
        if (checked.problem.field) {
          form.setError(
            checked.problem.field,
            { type: 'camp', message: checked.problem.message },
            { shouldFocus: true },
          );
        }
        return;
      }
      setProblem(null);
      try {
        const answer = await add.mutateAsync(checked.payload);
        onClose();
        const done =
          status === 'Draft'
            ? t('campForm.draftSaved', 'The draft is saved')
            : ngo
              ? t('campForm.ngoCreated', MESSAGES.ngoCampCreated)
              : t('campForm.added', MESSAGES.campAdded);
        void popups.success({ title: answer.message || done });
      } catch (failure) {
        const left = showServerErrors(form, failure, CAMP_FORM_FIELDS);
        if (left) {
          setProblem({ field: null, message: left });
          await ask(popups.failure({ title: message(left) ?? left }));
        } else if (failure instanceof Error) {
          setProblem({ field: null, message: failure.message });
        }
      }
    });

  const saving = form.formState.isSubmitting || add.isPending;

  return (
    <form noValidate onSubmit={ownSubmit(send('Pending'))}>
      <Stack gap="lg">
        <FormPart title={t('campForm.part.camp', 'The camp')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {text('campName', t('campForm.campName', 'Camp Name'), { ...required, 'data-autofocus': true })}
            {ngo ? (
              <CampBloodBankField
                control={control}
                idName="institutionId"
                textName="institutionName"
                message={message}
                label={t('campForm.bloodBank', 'Participating Blood Bank')}
              />
            ) : (
              text('sponsoredBy', t('campForm.sponsoredBy', 'Sponsored By'), required)
            )}
            {ngo && text('bbName', t('campForm.bbName', 'Blood bank contact person'), required)}
            {text('organiser', t('campForm.organiser', 'Organiser'), { required: !ngo })}
          </SimpleGrid>
        </FormPart>

        <FormPart title={t('campForm.part.when', 'When')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
            {text('date', t('campForm.date', 'Date'), {
              ...DAY_TEXT,
              placeholder: 'DD/MM/YYYY',
              description:
                kind === 'inventory'
                  ? t('campForm.dateAfterTodayHint', 'DD/MM/YYYY, after today')
                  : t('campForm.dateHint', 'DD/MM/YYYY, today or later'),
              required: true,
            })}
            <TimeBox
              control={control}
              name="fromTime"
              label={t('campForm.from', 'From')}
              message={message}
              options={time}
              onValue={followTarget}
            />
            <TimeBox
              control={control}
              name="toTime"
              label={t('campForm.to', 'To')}
              message={message}
              options={time}
              onValue={followTarget}
            />
          </SimpleGrid>
          {!ngo && (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                <CountBox
                  control={control}
                  name="targetUnits"
                  label={t('campForm.targetUnits', 'Target Units')}
                  message={message}
                  description={
                    kind === 'inventory'
                      ? t('campForm.targetHintInventory', MESSAGES.planTargetHint)
                      : t('campForm.targetHint', 'At least {{min}} units', { min: CAMP_MIN_TARGET_UNITS })
                  }
                  onValue={followTarget}
                />
                <CountBox
                  control={control}
                  name="noOfBeds"
                  label={t('campForm.noOfBeds', 'No. of Beds')}
                  message={message}
                  description={t(
                    'campForm.bedsHint',
                    'Set from the target and the hours; change it if you have more or fewer.',
                  )}
                />
              </SimpleGrid>
              <CapacityFromForm control={control} />
            </>
          )}
        </FormPart>

        <FormPart
          title={
            ngo
              ? t('campForm.part.coordinator', 'Coordinator')
              : t('campForm.part.sponsor', 'Sponsor Coordinator')
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
            {text(
              'coordinatorName',
              ngo
                ? t('campForm.coordinatorName', 'Coordinator Name')
                : t('campForm.sponsorCoordinator', 'Sponsor Coordinator'),
              required,
            )}
            {text(
              'coordinatorMobile',
              ngo
                ? t('campForm.coordinatorMobile', 'Coordinator Mobile No.')
                : t('campForm.sponsorMobile', 'Sponsor Mobile No.'),
              { ...phone, ...required },
            )}
            {text(
              'coordinatorEmail',
              ngo
                ? t('campForm.coordinatorEmail', 'Coordinator Email ID')
                : t('campForm.sponsorEmail', 'Sponsor Email ID'),
              { ...required, inputMode: 'email', maxLength: 254 },
            )}
          </SimpleGrid>
        </FormPart>

        {!ngo && (
          <FormPart title={t('campForm.part.bloodBankCoordinator', 'Blood Bank Coordinator (internal)')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
              {text('bloodBankCoordinator', t('campForm.bbCoordinator', 'Blood Bank Coordinator'), {
                required: bloodBank,
              })}
              {text(
                'bloodBankCoordinatorMobile',
                t('campForm.bbCoordinatorMobile', 'Blood Bank Mobile No.'),
                {
                  ...phone,
                  required: bloodBank,
                },
              )}
              {text('bloodBankCoordinatorEmail', t('campForm.bbCoordinatorEmail', 'Blood Bank Email ID'), {
                required: bloodBank,
                inputMode: 'email',
                maxLength: 254,
              })}
            </SimpleGrid>
          </FormPart>
        )}

        <FormPart title={t('campForm.part.where', 'Where')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {text('venue', t('campForm.venue', 'Venue'), { ...required, maxLength: 300 })}
            {text('address', t('campForm.address', 'Address'), { ...required, maxLength: 300 })}
          </SimpleGrid>
          {ngo && <CommentsBox control={control} message={message} />}
          <CampAttachmentsField control={control} name="attachments" message={message} />
        </FormPart>

        {problem && (
          <Alert color="red" variant="light" role="alert">
            {message(problem.message)}
          </Alert>
        )}
      </Stack>
      <ModalButtons>
        <Button variant="default" onClick={onClose} disabled={saving}>
          {t('common.cancel', 'Cancel')}
        </Button>
        {!ngo && !draft && (
          <Button variant="light" onClick={() => void send('Draft')()} disabled={saving}>
            {t('campForm.saveDraft', 'Save as Draft')}
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {t('campForm.save', 'Save')}
        </Button>
      </ModalButtons>
    </form>
  );
}

/** A titled part of the form, named by its heading. */
function FormPart({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={3} fz="md" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function TimeBox({
  control,
  name,
  label,
  message,
  options,
  onValue,
}: {
  control: CampControl;
  name: 'fromTime' | 'toTime';
  label: string;
  message: FormMessage;
  options: FormTextOptions;
  onValue: () => void;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      message={message}
      label={label}
      autoComplete="off"
      {...options}
      onValue={onValue}
    />
  );
}

function CountBox({
  control,
  name,
  label,
  message,
  description,
  onValue,
}: {
  control: CampControl;
  name: 'targetUnits' | 'noOfBeds';
  label: string;
  message: FormMessage;
  description: string;
  onValue?: () => void;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      message={message}
      label={label}
      description={description}
      autoComplete="off"
      inputMode="numeric"
      maxLength={5}
      clean={(value) => cleanDigits(value, 5)}
      required
      {...(onValue && { onValue })}
    />
  );
}

/** The capacity guide, following the hours and beds as they are typed (only it re-renders). */
function CapacityFromForm({ control }: { control: CampControl }) {
  const [from, to, beds] = useWatch({ control, name: ['fromTime', 'toTime', 'noOfBeds'] });
  return <CampCapacityGuide hours={campHours(from ?? '', to ?? '')} beds={beds ? Number(beds) : null} />;
}

function CommentsBox({ control, message }: { control: CampControl; message: FormMessage }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'comments' });
  return (
    <Textarea
      ref={field.ref}
      name={field.name}
      label={t('campForm.comments', 'Comments')}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={message(fieldState.error?.message)}
      rows={3}
      maxLength={1000}
      autoComplete="off"
    />
  );
}
