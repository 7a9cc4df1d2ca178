import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Alert, Button, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  bagIdSchema,
  COMPONENTS,
  CONTROL_CHARACTERS_MESSAGE,
  type Component,
  dayFieldSchema,
  expiryDayOf,
  formatInputDate,
  type InventoryUnit,
  indiaToday,
  MESSAGES,
  stockUpdateEntrySchema,
  TEXT_LIMITS,
} from '@raktsetu/contract';
import { useMemo, useRef } from 'react';
import { type Control, type FieldPath, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { cleanDateText, DESCRIPTION_BELOW } from '../../components/form-fields';
import { ModalButtons, ownSubmit } from '../../components/modal-buttons';
import { formatDate } from '../../lib/format';
import { useContractForm } from '../../lib/forms';
import { cleanDigits } from '../../lib/input';

/** A component made from a unit in processing, not yet saved (contract stockUpdateEntrySchema, days yyyy-mm-dd). */
export interface DraftComponent {
  /** The draft's own key in the list. */
  key: string;
  parentId: string;
  bagId: string;
  component: Component;
  volume: number;
  storedIn: string;
  processedDate: string;
  expiryDate: string;
}

const REQUIRED = MESSAGES.allFiledsRequired;
const ALREADY_LISTED = 'This bag number is already in the list';
const WHOLE_ML = 'Volume is whole millilitres, at most 1000';
const EXPIRY_BEFORE_PROCESSING = 'The expiry date cannot be before the processed date';
const PROCESSED_BEFORE_COLLECTION = 'The processed date cannot be before the collection date';
const PROCESSED_IN_FUTURE = 'The processed date cannot be after today';
const BAG_FORMAT = 'A bag number has only letters, digits and - / .';

/** Whole blood is what is split, never what a split makes. */
export const PROCESSED_COMPONENTS = COMPONENTS.filter((component) => component !== 'Whole Blood') as [
  Component,
  ...Component[],
];

/** A short code per component for the default bag number of a component: parent bag, "-", code. */
export const COMPONENT_CODES: Record<Component, string> = {
  Cryoprecipitate: 'CRYO',
  'Granulocyte Concentrates Irradiated': 'GRAN',
  'Haematopoetic Stem Cells': 'HSC',
  'Plasma Apheresis Single Donor': 'APP',
  'Plasma Convalescent': 'CCP',
  'Plasma Cryo Poor': 'CPP',
  'Plasma Fresh Frozen': 'FFP',
  'Platelets Apheresis Single Donor': 'SDP',
  'Platelets Irradiated': 'IPC',
  'Platelets Leukoreduced': 'LRPC',
  'Platelets Random Donor': 'RDP',
  'Red Cells Apheresis Single Donor': 'ARC',
  'Red Cells Leukoreduced': 'LRRC',
  'Red Cells Packed': 'PRC',
  'Red Cells Packed Irradiated': 'IPRC',
  'Whole Blood': 'WB',
};

const requiredText = () => z.string({ error: REQUIRED }).trim().min(1, REQUIRED);
/** Empty is the form's one message; a date typed wrong says so. */
const requiredDay = () => requiredText().pipe(dayFieldSchema());

function entryFormSchema(parents: readonly InventoryUnit[], takenBagIds: readonly string[]) {
  const collectedOn = (parentId: string) =>
    parents.find((unit) => unit._id === parentId)?.collectionDate ?? '';
  return z
    .object({
      parentId: requiredText(),
      component: z.enum(PROCESSED_COMPONENTS, { error: REQUIRED }),
      bagId: bagIdSchema.refine((bagId) => !takenBagIds.includes(bagId), ALREADY_LISTED),
      volume: requiredText()
        .transform(Number)
        .pipe(z.number({ error: WHOLE_ML }).int(WHOLE_ML).min(1, REQUIRED).max(1000, WHOLE_ML)),
      storedIn: stockUpdateEntrySchema.shape.storedIn,
      processedDate: requiredDay(),
      expiryDate: requiredDay(),
    })
    .refine((entry) => entry.processedDate >= collectedOn(entry.parentId), {
      path: ['processedDate'],
      message: PROCESSED_BEFORE_COLLECTION,
    })
    .refine((entry) => entry.processedDate <= indiaToday(), {
      path: ['processedDate'],
      message: PROCESSED_IN_FUTURE,
    })
    .refine((entry) => entry.expiryDate >= entry.processedDate, {
      path: ['expiryDate'],
      message: EXPIRY_BEFORE_PROCESSING,
    });
}

type EntrySchema = ReturnType<typeof entryFormSchema>;
type EntryValues = z.input<EntrySchema>;
type EntryControl = Control<EntryValues, unknown, z.output<EntrySchema>>;
type TextFieldName = 'bagId' | 'volume' | 'storedIn' | 'processedDate' | 'expiryDate';

const defaultBagId = (parent: InventoryUnit | undefined, component: Component | undefined) =>
  parent && component ? `${parent.bagId}-${COMPONENT_CODES[component]}`.slice(0, 40) : '';

const defaultExpiry = (parent: InventoryUnit | undefined, component: Component | undefined) =>
  parent && component ? formatInputDate(expiryDayOf(component, parent.collectionDate)) : '';

/**
 * The Update inventory popup of Update Stock (docs/spec/part-2-operations-and-admin.md §2, §3 stock update
 * entry, §5): one component made from one of the parent units. Group and collection day are the parent's;
 * the bag number and the expiry are proposed from the parent and the component, and stay as typed once the
 * clerk changes them. Every field is required ("All Fileds Is Required").
 */
export function UpdateInventoryModal({
  opened,
  parents,
  takenBagIds,
  onClose,
  onAdd,
}: {
  opened: boolean;
  parents: InventoryUnit[];
  /** Bag numbers already in the draft list. */
  takenBagIds: readonly string[];
  onClose: () => void;
  onAdd: (draft: DraftComponent) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          {t('updateStock.popupTitle', 'Update inventory')}
        </Text>
      }
      size="lg"
    >
      {opened && <EntryForm parents={parents} takenBagIds={takenBagIds} onClose={onClose} onAdd={onAdd} />}
    </Modal>
  );
}

let draftCount = 0;

function EntryForm({
  parents,
  takenBagIds,
  onClose,
  onAdd,
}: {
  parents: InventoryUnit[];
  takenBagIds: readonly string[];
  onClose: () => void;
  onAdd: (draft: DraftComponent) => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => entryFormSchema(parents, takenBagIds), [parents, takenBagIds]);
  const onlyParent = parents.length === 1 ? parents[0] : undefined;
  const form = useContractForm(schema, {
    defaultValues: {
      parentId: onlyParent?._id ?? '',
      bagId: '',
      volume: '',
      storedIn: '',
      processedDate: formatInputDate(new Date()),
      expiryDate: '',
    },
  });
  const { control, setValue, formState } = form;
  // Once the clerk types a bag number or an expiry, a change of parent or component no longer replaces it.
  const edited = useRef({ bagId: false, expiryDate: false });

  const parentId = useWatch({ control, name: 'parentId' });
  const parent = parents.find((unit) => unit._id === parentId);

  const propose = (nextParent: InventoryUnit | undefined, component: Component | undefined) => {
    if (!edited.current.bagId) setValue('bagId', defaultBagId(nextParent, component));
    if (!edited.current.expiryDate) setValue('expiryDate', defaultExpiry(nextParent, component));
  };

  const messageText = (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const known: Record<string, string> = {
      [ALREADY_LISTED]: t('updateStock.message.alreadyListed', ALREADY_LISTED),
      [WHOLE_ML]: t('updateStock.message.wholeMl', WHOLE_ML),
      [EXPIRY_BEFORE_PROCESSING]: t('updateStock.message.expiryBefore', EXPIRY_BEFORE_PROCESSING),
      [PROCESSED_BEFORE_COLLECTION]: t('updateStock.message.beforeCollection', PROCESSED_BEFORE_COLLECTION),
      [PROCESSED_IN_FUTURE]: t('updateStock.message.future', PROCESSED_IN_FUTURE),
      [BAG_FORMAT]: t('updateStock.message.bagFormat', BAG_FORMAT),
      [MESSAGES.invalidDate]: t('updateStock.message.invalidDate', MESSAGES.invalidDate),
      [CONTROL_CHARACTERS_MESSAGE]: t('updateStock.message.controlCharacters', CONTROL_CHARACTERS_MESSAGE),
    };
    return known[message] ?? message;
  };
  /** A missing field is marked, and the one message under the form says what is wrong. */
  const errorOf = (name: FieldPath<EntryValues>): string | boolean | undefined => {
    const message = formState.errors[name]?.message;
    if (!message) return undefined;
    return message === REQUIRED ? true : messageText(message);
  };
  const missing = Object.values(formState.errors).some((error) => error?.message === REQUIRED);

  const parentField = useController({ control, name: 'parentId' });
  const componentField = useController({ control, name: 'component' });

  const textField = (
    name: TextFieldName,
    label: string,
    options: { clean?: (text: string) => string; description?: string; maxLength?: number } = {},
  ) => (
    <EntryTextField
      control={control}
      name={name}
      label={label}
      error={errorOf(name)}
      onTyped={() => {
        if (name === 'bagId' || name === 'expiryDate') edited.current[name] = true;
      }}
      {...options}
    />
  );

  const submit = form.handleSubmit(async (values) => {
    draftCount += 1;
    onAdd({
      key: `draft-${draftCount}`,
      parentId: values.parentId,
      bagId: values.bagId,
      component: values.component,
      volume: values.volume,
      storedIn: values.storedIn,
      processedDate: values.processedDate,
      expiryDate: values.expiryDate,
    });
  });

  const dateHint = t('updateStock.dateHint', 'dd/mm/yyyy');
  return (
    <form noValidate onSubmit={ownSubmit(submit)}>
      <Stack gap="md">
        <Select
          ref={parentField.field.ref}
          label={t('updateStock.parent', 'Parent unit')}
          placeholder={t('updateStock.parentPlaceholder', 'Choose the bag it was made from')}
          data={parents.map((unit) => ({ value: unit._id, label: `${unit.bagId} · ${unit.bloodGroup}` }))}
          value={parentField.field.value || null}
          onChange={(value) => {
            parentField.field.onChange(value ?? '');
            parentField.field.onBlur();
            propose(
              parents.find((unit) => unit._id === value),
              form.getValues('component'),
            );
          }}
          error={errorOf('parentId')}
          allowDeselect={false}
          searchable
          withAsterisk
          aria-required
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('updateStock.group', 'Blood Group')}
            value={parent?.bloodGroup ?? ''}
            readOnly
            variant="filled"
            description={t('updateStock.fromParent', 'From the parent unit')}
            inputWrapperOrder={DESCRIPTION_BELOW}
          />
          <TextInput
            label={t('updateStock.collected', 'Collected on')}
            value={formatDate(parent?.collectionDate)}
            readOnly
            variant="filled"
            description={t('updateStock.fromParent', 'From the parent unit')}
            inputWrapperOrder={DESCRIPTION_BELOW}
          />
        </SimpleGrid>
        <Select
          ref={componentField.field.ref}
          label={t('updateStock.component', 'Component')}
          placeholder={t('updateStock.componentPlaceholder', 'Choose the component made')}
          data={PROCESSED_COMPONENTS}
          value={componentField.field.value ?? null}
          onChange={(value) => {
            const component = (value ?? undefined) as Component | undefined;
            componentField.field.onChange(component);
            componentField.field.onBlur();
            propose(parent, component);
          }}
          error={errorOf('component')}
          allowDeselect={false}
          searchable
          withAsterisk
          aria-required
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {textField('bagId', t('updateStock.bagId', 'Bag ID'), {
            description: t(
              'updateStock.bagIdHint',
              'Proposed from the parent bag; change it to the printed label',
            ),
            maxLength: 40,
          })}
          {textField('volume', t('updateStock.volume', 'Volume (ml)'), {
            clean: (text) => cleanDigits(text, 4),
          })}
          {textField('storedIn', t('updateStock.storedIn', 'Stored in'), { maxLength: TEXT_LIMITS.name })}
          {textField('processedDate', t('updateStock.processedDate', 'Processed date'), {
            clean: cleanDateText,
            description: dateHint,
          })}
          {textField('expiryDate', t('updateStock.expiryDate', 'Expiry date'), {
            clean: cleanDateText,
            description: t('updateStock.expiryHint', 'dd/mm/yyyy; proposed from the component’s shelf life'),
          })}
        </SimpleGrid>
        {missing && (
          <Alert color="red" variant="light" role="alert" p="sm">
            {t('updateStock.required', MESSAGES.allFiledsRequired)}
          </Alert>
        )}
      </Stack>
      <ModalButtons>
        <Button variant="default" onClick={onClose}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit">{t('updateStock.addToList', 'Add')}</Button>
      </ModalButtons>
    </form>
  );
}

/** A text box of the popup; `clean` keeps only what fits (digits, a date's digits) as the clerk types. */
function EntryTextField({
  control,
  name,
  label,
  error,
  clean,
  description,
  maxLength,
  onTyped,
}: {
  control: EntryControl;
  name: TextFieldName;
  label: string;
  error: string | boolean | undefined;
  clean?: (text: string) => string;
  description?: string;
  maxLength?: number;
  onTyped: () => void;
}) {
  const { field } = useController({ control, name });
  return (
    <TextInput
      ref={field.ref}
      name={field.name}
      label={label}
      description={description}
      inputWrapperOrder={DESCRIPTION_BELOW}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => {
        const text = event.currentTarget.value;
        field.onChange(clean ? clean(text) : text);
        onTyped();
      }}
      onBlur={field.onBlur}
      maxLength={maxLength}
      error={error}
      withAsterisk
      aria-required
      autoComplete="off"
    />
  );
}
