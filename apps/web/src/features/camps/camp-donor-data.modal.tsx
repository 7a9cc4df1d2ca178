import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import {
  Alert,
  Box,
  Button,
  Group,
  List,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  BAG_TYPES,
  type BagType,
  BP_MESSAGE,
  type CampDonor,
  DONOR_DATA_REQUIRED_FIELDS,
  type DonationOutcome,
  donorDataSchema,
  MESSAGES,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useController,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DESCRIPTION_BELOW } from '../../components/form-fields';
import { ModalButtons, ownSubmit } from '../../components/modal-buttons';
import { popups } from '../../components/popups';
import { useKeptWhileClosing } from '../../components/use-kept-while-closing';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { cleanDecimal } from '../../lib/input';
import { RELOAD_AFTER_DONOR_DATA_MS, useChangeCampDonorStatus, useReloadCampLater } from './camp-donors.api';

/*
 * The Donor Data popup of the camp donors screen (Donate; docs/spec/part-1-institution-side.md §2 "Camps", §3
 * "Donation sample record", §4, §5): the measures before the needle, the bag and the three sample tubes. An
 * empty field is marked and "All fileds are Required" said before anything is sent; the server then either
 * sends the donor to the chair (DonationInProcess) or defers them at screening, with its reasons.
 *
 * The parts the approval popup shares with it (its frame, the required-first check, the donor's facts, the
 * deferral) live here too.
 */

/** The contract's message for any empty required field of the two camp forms, in the spec's spelling. */
export const REQUIRED = MESSAGES.donorDataFiledsRequired;

// ---- shared by the two popups -----------------------------------------------------------------------------

/**
 * `form` checked for empty required fields first: each empty one gets REQUIRED (marked, no text of its own).
 * Piped into the contract's schema, that schema checks ranges and formats and makes the payload only when none
 * is empty: a half-filled form says "All fileds are Required" rather than "must be at least 50".
 */
export function requiredFirst<F extends z.ZodObject>(form: F, required: readonly string[]): F {
  return form.superRefine((values, ctx) => {
    for (const field of required) {
      const value = (values as Record<string, unknown>)[field];
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
        ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED });
      }
    }
  });
}

/**
 * `contract` as the second half of a pipe after `form`: it takes the form's texts (its numbers are coerced),
 * which zod's typing cannot see, since the contract's schema accepts more than the form gives.
 */
export const contractAfter = <F extends z.ZodType, C extends z.ZodType>(_form: F, contract: C) =>
  contract as unknown as z.ZodType<z.output<C>, z.output<F>>;

/** Whether the last check found an empty required field: the form then says "All fileds are Required". */
export const hasEmptyRequired = (errors: FieldErrors) =>
  Object.values(errors).some((error) => error?.message === REQUIRED);

/** A field's message for the screen: empty is only marked (the form's one line says it), others translated. */
export function fieldError(t: TFunction, message: string | undefined): ReactNode {
  if (!message) return undefined;
  if (message === REQUIRED) return true;
  const known: Record<string, string> = {
    [BP_MESSAGE]: t('campDonorData.rule.bp', BP_MESSAGE),
    'Enter the time as HH:mm': t('campDonorData.rule.time', 'Enter the time as HH:mm'),
  };
  // The contract's ranges ("Height in cm must be at least 50") show as they came.
  return known[message] ?? message;
}

/** Puts the server's refusal of a `sample.x` field on the form's `x`; anything else shows in a failure popup. */
export function showRefusal<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  failure: unknown,
): void {
  const fields = Object.fromEntries(
    Object.keys(form.getValues()).map((key) => [`sample.${key}`, key as Path<T>]),
  );
  const left = showServerErrors(form, failure, fields);
  if (left) void popups.failure({ title: left });
}

/** Phones get the whole screen, so the fields and the buttons under them fit. */
const PHONE = '(max-width: 36em)';

/** The frame of the camp donor popups: titled, full screen on phones; Escape and the close button close it. */
export function CampDonorFrame({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const isPhone = useMediaQuery(PHONE) ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          {title}
        </Text>
      }
      size="48rem"
      fullScreen={isPhone}
      padding={isPhone ? 'md' : 'lg'}
    >
      {children}
    </Modal>
  );
}

/** Label and value pairs read out as a description list; nothing given reads "—". */
export function Facts({ items, label }: { items: readonly [string, ReactNode][]; label?: string }) {
  return (
    <Box
      p="md"
      bg="var(--mantine-color-gray-0)"
      style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)' }}
    >
      {label && (
        <Text fw={700} size="sm" mb="xs">
          {label}
        </Text>
      )}
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm" m={0}>
        {items.map(([term, value]) => (
          <div key={term}>
            <Text component="dt" size="xs" c="dimmed" fw={600}>
              {term}
            </Text>
            <Text component="dd" m={0} mt={2} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {value === null || value === undefined || value === '' ? '—' : value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export const donorName = (donor: Pick<CampDonor, 'firstName' | 'lastName'>) =>
  `${donor.firstName} ${donor.lastName}`.trim();

/** Who the popup is about: name, donor ID and blood group. */
export function DonorFacts({ donor }: { donor: CampDonor }) {
  const { t } = useTranslation();
  return (
    <Facts
      items={[
        [t('campDonorData.name', 'Name'), donorName(donor)],
        [t('campDonorData.donorId', 'Donor ID'), donor.donorId],
        [t('campDonorData.bloodGroup', 'Blood Group'), donor.bloodGroup],
      ]}
    />
  );
}

/** "All fileds are Required", said once for the whole form while an empty required field is marked. */
export function RequiredAlert({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {t('campDonorData.required', REQUIRED)}
    </Alert>
  );
}

/** A text box of a camp form, bound to the form; an empty required one is marked, other problems said under it. */
export function CampTextField<T extends FieldValues, O>({
  control,
  name,
  clean,
  required = true,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'required'> & {
  control: Control<T, unknown, O>;
  name: Path<T>;
  clean?: (text: string) => string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      withAsterisk={required}
      aria-required={required || undefined}
      inputWrapperOrder={DESCRIPTION_BELOW}
      autoComplete="off"
      {...props}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) =>
        field.onChange(clean ? clean(event.currentTarget.value) : event.currentTarget.value)
      }
      onBlur={field.onBlur}
      error={fieldError(t, fieldState.error?.message)}
    />
  );
}

/** A yes/no or one-of-few choice of a camp form; marked when it must be answered and is not. */
export function CampRadioField<T extends FieldValues, O>({
  control,
  name,
  label,
  options,
  required = true,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const group = useRef<HTMLDivElement>(null);
  const { ref } = field;
  // When the choice is the first problem, focus goes to its chosen option, or the first.
  useEffect(() => {
    ref({
      focus: () =>
        (
          group.current?.querySelector<HTMLInputElement>('input:checked') ??
          group.current?.querySelector<HTMLInputElement>('input')
        )?.focus(),
    });
  }, [ref]);
  return (
    <div ref={group}>
      <Radio.Group
        label={label}
        value={(field.value as string | undefined) ?? ''}
        onChange={(value) => {
          field.onChange(value);
          field.onBlur();
        }}
        error={fieldError(t, fieldState.error?.message)}
        withAsterisk={required}
      >
        <Group gap="lg" mt={6}>
          {options.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              label={option.label}
              aria-invalid={fieldState.error ? true : undefined}
            />
          ))}
        </Group>
      </Radio.Group>
    </div>
  );
}

/** The deferral the server decided at screening: the donor is not bled, and why. */
export function DeferredView({
  donor,
  reasons,
  onClose,
}: {
  donor: CampDonor;
  reasons: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" title={t('campDonorData.notBled', 'Do not bleed this donor')}>
        {t('campDonorData.deferredText', '{{name}} ({{donorId}}) was deferred at screening.', {
          name: donorName(donor),
          donorId: donor.donorId,
        })}
      </Alert>
      <Box>
        <Text fw={700} size="sm" mb={4}>
          {t('campDonorData.reasons', 'Reasons')}
        </Text>
        {reasons.length > 0 ? (
          <List size="sm" spacing={4}>
            {reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('campDonorData.noReason', 'No reason was given.')}</Text>
        )}
      </Box>
      <ModalButtons>
        <Button onClick={onClose} data-autofocus>
          {t('common.ok', 'OK')}
        </Button>
      </ModalButtons>
    </Stack>
  );
}

/** The popup's props: the donor whose Donate was pressed (open while there is one) and the camp. */
export interface CampDonorPopupProps {
  donor: CampDonor | null;
  campId: string;
  onClose: () => void;
}

// ---- the Donor Data popup ------------------------------------------------------------------------------------

const text = z.string();

/** The Donor Data form as typed: texts and the bag type, checked required-first, then by the contract. */
const donorDataForm = requiredFirst(
  z.object({
    height: text,
    weight_1: text,
    hb: text,
    bp: text,
    kitNumber: text,
    bagId: text,
    bagType: z.enum(BAG_TYPES),
    sampleId_1: text,
    sampleId_2: text,
    sampleId_3: text,
  }),
  DONOR_DATA_REQUIRED_FIELDS,
);
export const donorDataFormSchema = donorDataForm.pipe(contractAfter(donorDataForm, donorDataSchema));

const EMPTY_DONOR_DATA: z.input<typeof donorDataFormSchema> = {
  height: '',
  weight_1: '',
  hb: '',
  bp: '',
  kitNumber: '',
  bagId: '',
  bagType: 'single',
  sampleId_1: '',
  sampleId_2: '',
  sampleId_3: '',
};

/** Blood pressure as typed: digits and one slash. */
const cleanPressure = (typed: string) => {
  const [systolic = '', ...rest] = typed.replace(/[^\d/]/g, '').split('/');
  return (rest.length > 0 ? `${systolic.slice(0, 3)}/${rest.join('').slice(0, 3)}` : systolic).slice(0, 7);
};
const cleanMeasure = (typed: string) => cleanDecimal(typed).replace(/^-/, '').slice(0, 6);

export function bagTypeLabel(t: TFunction, bagType: BagType): string {
  const labels: Record<BagType, string> = {
    single: t('campDonorData.bagTypes.single', 'Single'),
    double: t('campDonorData.bagTypes.double', 'Double'),
    SAGM: t('campDonorData.bagTypes.SAGM', 'SAGM'),
    quardruple: t('campDonorData.bagTypes.quardruple', 'Quardruple'),
  };
  return labels[bagType];
}

/**
 * Donor Data (Donate): open while there is a donor. Measures, bag and samples; on sending, the donor goes to
 * the chair (a success popup, the donors reload 400 ms later) or is deferred (the popup lists the reasons).
 */
export function CampDonorDataModal({ donor, campId, onClose }: CampDonorPopupProps) {
  const { t } = useTranslation();
  const shown = useKeptWhileClosing(donor);
  const [deferred, setDeferred] = useState<string[] | null>(null);
  // Every opening starts with the form, not with the last donor's deferral.
  const [openedFor, setOpenedFor] = useState(donor);
  if (donor !== openedFor) {
    setOpenedFor(donor);
    if (donor) setDeferred(null);
  }
  return (
    <CampDonorFrame
      opened={donor !== null}
      onClose={onClose}
      title={
        deferred ? t('campDonorData.deferredTitle', 'Donor deferred') : t('campDonorData.title', 'Donor Data')
      }
    >
      {shown &&
        (deferred ? (
          <DeferredView donor={shown} reasons={deferred} onClose={onClose} />
        ) : (
          <DonorDataForm
            key={shown._id}
            donor={shown}
            campId={campId}
            onClose={onClose}
            onDeferred={setDeferred}
          />
        ))}
    </CampDonorFrame>
  );
}

function DonorDataForm({
  donor,
  campId,
  onClose,
  onDeferred,
}: {
  donor: CampDonor;
  campId: string;
  onClose: () => void;
  onDeferred: (reasons: string[]) => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm(donorDataFormSchema, { defaultValues: EMPTY_DONOR_DATA });
  const { control, formState } = form;
  const change = useChangeCampDonorStatus();
  const reloadLater = useReloadCampLater();

  const submit = form.handleSubmit(async (sample) => {
    if (change.isPending) return;
    let outcome: DonationOutcome;
    let message: string;
    try {
      const answer = await change.mutateAsync({
        status: 'DonationInProcess',
        donorId: donor.personId,
        campId,
        sample,
      });
      outcome = answer.content.data;
      message = answer.message;
    } catch (failure) {
      showRefusal(form, failure);
      return;
    }
    reloadLater(campId, RELOAD_AFTER_DONOR_DATA_MS);
    if (outcome.outcome === 'deferred') {
      onDeferred(outcome.reasons);
      return;
    }
    onClose();
    void popups.success({
      title: message || t('campDonorData.done', 'Donor data saved'),
      text: t('campDonorData.doneText', '{{name}} may now donate. Press Proceed once the bag is filled.', {
        name: donorName(donor),
      }),
    });
  });

  const field = (name: Path<z.input<typeof donorDataFormSchema>>, label: string, extra = {}) => (
    <CampTextField control={control} name={name} label={label} maxLength={40} {...extra} />
  );
  const measure = { inputMode: 'decimal' as const, clean: cleanMeasure, maxLength: 6 };

  return (
    <form noValidate onSubmit={ownSubmit(submit)}>
      <Stack gap="md">
        <DonorFacts donor={donor} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {field('height', t('campDonorData.height', 'Height (cm)'), { ...measure, 'data-autofocus': true })}
          {field('weight_1', t('campDonorData.weight', 'Weight (kg)'), measure)}
          {field('hb', t('campDonorData.hb', 'Hb (g/dL)'), measure)}
          {field('bp', t('campDonorData.bp', 'Blood pressure (mmHg)'), {
            inputMode: 'numeric',
            clean: cleanPressure,
            maxLength: 7,
            placeholder: '120/80',
            description: t('campDonorData.bpHint', 'Systolic/diastolic, e.g. 120/80'),
          })}
          {field('kitNumber', t('campDonorData.kitNumber', 'Kit number'))}
          {field('bagId', t('campDonorData.bagId', 'Bag ID'))}
        </SimpleGrid>
        <CampRadioField
          control={control}
          name="bagType"
          label={t('campDonorData.bagType', 'Bag type')}
          options={BAG_TYPES.map((value) => ({ value, label: bagTypeLabel(t, value) }))}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          {field('sampleId_1', t('campDonorData.sampleId1', 'Sample ID 1'))}
          {field('sampleId_2', t('campDonorData.sampleId2', 'Sample ID 2'))}
          {field('sampleId_3', t('campDonorData.sampleId3', 'Sample ID 3'))}
        </SimpleGrid>
        <RequiredAlert shown={formState.submitCount > 0 && hasEmptyRequired(formState.errors)} />
      </Stack>
      <ModalButtons>
        <Button variant="default" onClick={onClose}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit" loading={change.isPending}>
          {t('campDonorData.submit', 'Submit')}
        </Button>
      </ModalButtons>
    </form>
  );
}
