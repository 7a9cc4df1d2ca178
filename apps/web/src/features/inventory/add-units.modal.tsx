import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Button, Checkbox, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  BLOOD_GROUPS,
  bloodGroupSchema,
  COMPONENTS,
  CONTROL_CHARACTERS_MESSAGE,
  calendarDay,
  componentSchema,
  DEFAULT_BLOOD_GROUP,
  DEFAULT_COMPONENT,
  dayFieldSchema,
  expiryDayOf,
  isComponent,
  MESSAGES,
  type NewUnit,
  newUnitSchema,
  shelfLife,
  TEXT_LIMITS,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  DAY_TEXT,
  type FormMessage,
  type FormTextOptions,
  formTextFields,
  useFormBinding,
} from '../../components/form-fields';
import { FormSelect } from '../../components/form-select';
import { ownSubmit } from '../../components/modal-buttons';
import type { Ask } from '../../components/popup-guard';
import { popups } from '../../components/popups';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { isEmptyText, optionalText, showServerErrors, useContractForm } from '../../lib/forms';
import { cleanDigits } from '../../lib/input';
import { InventoryModal, ModalFooter } from './bag-selection';
import { useAddUnits } from './stock.api';

const REQUIRED = MESSAGES.allFiledsRequired;
const unit = newUnitSchema.shape;

/** What the contract checks without wording it for a person; the form words it. */
export const ADD_UNIT_MESSAGES = {
  volume: 'Enter the volume in whole ml, from 1 to 1000',
  mass: 'Enter the weight in whole gm, from 1 to 2000',
  expiryBeforeCollection: 'The expiry date cannot be before the collection date',
  collectionAfterToday: 'The collection date cannot be after today',
} as const;

const BAG_ID_MESSAGE = 'A bag number has only letters, digits and - / .';

/** Today on the desk's calendar, `yyyy-mm-dd`. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The add inventory form (docs/spec/part-2-operations-and-admin.md §3): every box holds text, checked by
 * the contract's field schemas; a missing required field says "All Fileds Is Required" (§5).
 */
export const addUnitFormSchema = z
  .object({
    donorId: optionalText(unit.donorId.unwrap()),
    bloodGroup: z.string().pipe(bloodGroupSchema),
    bagId: unit.bagId,
    volume: z
      .string()
      .refine((text) => !isEmptyText(text), REQUIRED)
      .refine((text) => isEmptyText(text) || unit.volume.safeParse(text).success, ADD_UNIT_MESSAGES.volume)
      .transform((text) => Number(text)),
    mass: z
      .string()
      .refine(
        (text) => isEmptyText(text) || (/^\d+$/.test(text.trim()) && unit.mass.safeParse(text).success),
        ADD_UNIT_MESSAGES.mass,
      )
      .transform((text) => (isEmptyText(text) ? undefined : Number(text))),
    component: z.string().pipe(componentSchema),
    collectionDate: unit.collectionDate.refine(
      (day) => day <= localToday(),
      ADD_UNIT_MESSAGES.collectionAfterToday,
    ),
    expiryDate: optionalText(dayFieldSchema()),
    storedIn: unit.storedIn,
    screeningDone: z.boolean(),
  })
  .refine((values) => !values.expiryDate || values.expiryDate >= values.collectionDate, {
    path: ['expiryDate'],
    message: ADD_UNIT_MESSAGES.expiryBeforeCollection,
  });

export type AddUnitFormValues = z.input<typeof addUnitFormSchema>;
type AddUnitFormOutput = z.output<typeof addUnitFormSchema>;
type AddUnitControl = Control<AddUnitFormValues, unknown, AddUnitFormOutput>;

export const EMPTY_UNIT_FORM: AddUnitFormValues = {
  donorId: '',
  bloodGroup: DEFAULT_BLOOD_GROUP,
  bagId: '',
  volume: '',
  mass: '',
  component: DEFAULT_COMPONENT,
  collectionDate: '',
  expiryDate: '',
  storedIn: '',
  screeningDone: false,
};

/** POST institution/inventory/add's unit from the checked form; nothing empty is sent. */
export function unitPayload(values: AddUnitFormOutput): NewUnit {
  return {
    bloodGroup: values.bloodGroup,
    bagId: values.bagId,
    volume: values.volume,
    component: values.component,
    collectionDate: values.collectionDate,
    storedIn: values.storedIn,
    screeningDone: values.screeningDone,
    ...(values.donorId && { donorId: values.donorId }),
    ...(values.mass !== undefined && { mass: values.mass }),
    ...(values.expiryDate && { expiryDate: values.expiryDate }),
  };
}

/** The contract's and the form's messages, each through a key of its own; a server text shows as it came. */
function unitMessage(t: TFunction): FormMessage {
  const known: Record<string, string> = {
    [REQUIRED]: t('addUnits.message.required', MESSAGES.allFiledsRequired),
    [MESSAGES.invalidDate]: t('addUnits.message.invalidDate', MESSAGES.invalidDate),
    [CONTROL_CHARACTERS_MESSAGE]: t('addUnits.message.controlCharacters', CONTROL_CHARACTERS_MESSAGE),
    [BAG_ID_MESSAGE]: t('addUnits.message.bagId', BAG_ID_MESSAGE),
    [ADD_UNIT_MESSAGES.volume]: t('addUnits.rule.volume', ADD_UNIT_MESSAGES.volume),
    [ADD_UNIT_MESSAGES.mass]: t('addUnits.rule.mass', ADD_UNIT_MESSAGES.mass),
    [ADD_UNIT_MESSAGES.expiryBeforeCollection]: t(
      'addUnits.rule.expiryBeforeCollection',
      ADD_UNIT_MESSAGES.expiryBeforeCollection,
    ),
    [ADD_UNIT_MESSAGES.collectionAfterToday]: t(
      'addUnits.rule.collectionAfterToday',
      ADD_UNIT_MESSAGES.collectionAfterToday,
    ),
  };
  return (message) => (message ? (known[message] ?? message) : undefined);
}

/** Blood group and component: always one of the list, found by typing. */
const CHOICE = {
  allowDeselect: false,
  withAsterisk: true,
  searchable: true,
  size: 'md',
  maxDropdownHeight: 280,
} as const;

/** Volume and weight: whole numbers of up to four digits. */
const FOUR_DIGITS: FormTextOptions = {
  inputMode: 'numeric',
  maxLength: 4,
  clean: (text) => cleanDigits(text, 4),
};

/** Under the expiry box: the day the unit expires on when it is left empty. */
function ExpiryHint({ control }: { control: AddUnitControl }) {
  const { t } = useTranslation();
  const [component, collection] = useWatch({ control, name: ['component', 'collectionDate'] });
  const day = calendarDay(collection);
  if (!day || !isComponent(component)) {
    return (
      <>{t('addUnits.expiryHintEmpty', 'DD/MM/YYYY. Left empty, the shelf life of the component counts.')}</>
    );
  }
  return (
    <>
      {t('addUnits.expiryHint', 'DD/MM/YYYY. Left empty: expires on {{date}} (shelf life {{days}} days).', {
        date: formatDate(expiryDayOf(component, day)),
        days: shelfLife(component).days,
      })}
    </>
  );
}

function ScreeningField({ control, message }: { control: AddUnitControl; message: FormMessage }) {
  const { t } = useTranslation();
  const field = useFormBinding(control, 'screeningDone', message);
  const done = field.value === true;
  return (
    <Paper withBorder radius="md" p="md" bg={done ? undefined : 'var(--mantine-color-yellow-0)'}>
      <Checkbox
        ref={field.ref}
        checked={done}
        onChange={(event) => field.onChange(event.currentTarget.checked)}
        onBlur={field.onBlur}
        label={t(
          'addUnits.screening',
          'Mandatory screening done and non-reactive (HIV 1 & 2, HBsAg, HCV, syphilis, malaria; ABO and Rh grouped)',
        )}
        description={
          done
            ? t('addUnits.screeningDone', 'The unit is added as available for issue.')
            : t(
                'addUnits.screeningPending',
                'Not ticked: the unit is added in quarantine and cannot be issued, transferred or processed until its screening is released.',
              )
        }
        styles={{ description: { color: 'var(--mantine-color-text)' } }}
      />
    </Paper>
  );
}

function AddUnitForm({ onClose, ask }: { onClose: () => void; ask: Ask }) {
  const { t } = useTranslation();
  const message = unitMessage(t);
  const add = useAddUnits();
  const form = useContractForm(addUnitFormSchema, { defaultValues: EMPTY_UNIT_FORM });
  const { control } = form;
  // Bag and donor numbers are short; the other boxes say their own length.
  const text = formTextFields(control, message, { maxLength: 40 });

  /**
   * `next`: the popup stays for the next bag of the same collection, its bag fields empty — and its screening
   * unticked: each bag's screening is declared for that bag, never carried over from the last one.
   */
  const send = (next: boolean) =>
    form.handleSubmit(async (values) => {
      if (add.isPending) return;
      try {
        const answer = await add.mutateAsync([unitPayload(values)]);
        const title = answer.message || t('addUnits.added', MESSAGES.added);
        if (next) {
          form.reset({
            ...form.getValues(),
            bagId: '',
            donorId: '',
            volume: '',
            mass: '',
            screeningDone: false,
          });
          await ask(popups.success({ title }));
          form.setFocus('bagId');
        } else {
          onClose();
          void popups.success({ title });
        }
      } catch (failure) {
        const fields: Record<string, keyof AddUnitFormValues> = {};
        if (failure instanceof ApiError) {
          for (const problem of failure.errors) {
            fields[problem.field] = problem.field.replace(
              /^inventories\.\d+\./,
              '',
            ) as keyof AddUnitFormValues;
          }
          // The one conflict adding a unit has: the bag number is already used here.
          if (failure.status === 409 && failure.errors.length === 0) {
            form.setError('bagId', { type: 'server', message: failure.message }, { shouldFocus: true });
            return;
          }
        }
        const general = showServerErrors(form, failure, fields);
        if (general) await ask(popups.failure({ title: message(general) ?? general }));
      }
    });

  return (
    <form noValidate onSubmit={ownSubmit(send(false))}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('addUnits.intro', 'Fields marked * are required.')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {text('bagId', t('addUnits.bagId', 'Bag no'), { required: true, 'data-autofocus': true })}
          {text('donorId', t('addUnits.donorId', 'Donor ID'))}
          <FormSelect
            control={control}
            name="bloodGroup"
            message={message}
            label={t('addUnits.bloodGroup', 'Blood group')}
            data={[...BLOOD_GROUPS]}
            {...CHOICE}
          />
          <FormSelect
            control={control}
            name="component"
            message={message}
            label={t('addUnits.component', 'Component')}
            data={[...COMPONENTS]}
            {...CHOICE}
          />
          {text('volume', t('addUnits.volume', 'Unit volume (ml)'), { required: true, ...FOUR_DIGITS })}
          {text('mass', t('addUnits.mass', 'Unit weight (gm)'), FOUR_DIGITS)}
          {text('collectionDate', t('addUnits.collectionDate', 'Collection date'), {
            required: true,
            description: t('addUnits.dateHint', 'DD/MM/YYYY'),
            ...DAY_TEXT,
          })}
          {text('expiryDate', t('addUnits.expiryDate', 'Expiry date'), {
            description: <ExpiryHint control={control} />,
            ...DAY_TEXT,
          })}
          {text('storedIn', t('addUnits.storedIn', 'Stored in'), {
            required: true,
            placeholder: t('addUnits.storedInPlaceholder', 'e.g. Refrigerator 2, shelf B'),
            maxLength: TEXT_LIMITS.name,
          })}
        </SimpleGrid>
        <ScreeningField control={control} message={message} />
      </Stack>
      <ModalFooter>
        <Button variant="default" onClick={onClose}>
          {t('addUnits.cancel', 'Cancel')}
        </Button>
        <Button variant="light" onClick={() => void send(true)()} disabled={add.isPending}>
          {t('addUnits.addAndNext', 'Add and next bag')}
        </Button>
        <Button type="submit" loading={add.isPending}>
          {t('addUnits.submit', 'Add')}
        </Button>
      </ModalFooter>
    </form>
  );
}

/** The Add to inventory popup (docs/spec/part-2-operations-and-admin.md §2, §3): one bag at a time. */
export function AddUnitsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <InventoryModal
      opened={opened}
      onClose={onClose}
      title={t('addUnits.title', 'Add to inventory')}
      size="lg"
    >
      {(ask) => <AddUnitForm onClose={onClose} ask={ask} />}
    </InventoryModal>
  );
}
