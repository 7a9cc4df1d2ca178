import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import {
  type AddPlanRequest,
  addPlanRequestSchema,
  BILLING_MESSAGES,
  billingEndpoints,
  MESSAGES,
  PLAN_LIMITS,
  TEXT_LIMITS,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import {
  DAY_TEXT,
  DESCRIPTION_BELOW,
  type FieldMessage,
  formTextFields,
} from '../../../components/form-fields';
import { ModalButtons, ownSubmit } from '../../../components/modal-buttons';
import { PageHeader } from '../../../components/page-header';
import { popups } from '../../../components/popups';
import { formatDate } from '../../../lib/format';
import { showServerErrors, useContractForm } from '../../../lib/forms';
import { cleanDigits } from '../../../lib/input';
import { useSession } from '../../../lib/session';
import { formatRupees, useAddPlan } from './billing.api';

type PlanColumn = DataTableColumn<typeof billingEndpoints.plans>;

function planColumns(t: TFunction): PlanColumn[] {
  return [
    {
      id: 'planName',
      header: t('admin.plans.col.planName', 'Plan Name'),
      sort: 'planName',
      rowHeader: true,
      cell: (row) => (
        <>
          <Text size="sm" fw={600}>
            {row.planName}
          </Text>
          <Text size="xs" c="gray.7">
            {row.description}
          </Text>
        </>
      ),
    },
    {
      id: 'price',
      header: t('admin.plans.col.price', 'Price (₹)'),
      sort: 'price',
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatRupees(row.price)}
        </Text>
      ),
    },
    {
      id: 'quantity',
      header: t('admin.plans.col.quantity', 'Quantity'),
      cell: (row) => <Text size="sm">{row.quantity}</Text>,
    },
    {
      id: 'bonus',
      header: t('admin.plans.col.bonus', 'Bonus'),
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('admin.plans.bonusFor', '{{quantity}} for {{days}} days', {
            quantity: row.bonusQuantity,
            days: row.bonusPeriod,
          })}
        </Text>
      ),
    },
    {
      id: 'condition',
      header: t('admin.plans.col.condition', 'Condition'),
      cell: (row) => <Text size="sm">{row.condition}</Text>,
    },
    {
      id: 'validity',
      header: t('admin.plans.col.validity', 'Valid'),
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('admin.plans.validity', '{{from}} to {{to}}', {
            from: formatDate(row.fromDate),
            to: formatDate(row.toDate),
          })}
        </Text>
      ),
    },
    {
      id: 'addedAt',
      header: t('admin.plans.col.addedAt', 'Added'),
      sort: 'addedAt',
      cell: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(row.addedAt)}
        </Text>
      ),
    },
  ];
}

/**
 * /Super-Admin/Subcription-plan (docs/spec/part-2-operations-and-admin.md §2, §5, §6): "Subscription Plans
 * (INDIA)", searched, sorted and paged by the server; Add Plan, only with subscription write, opens the
 * popup of the nine fields.
 */
export function SubscriptionPlansPage() {
  const { t } = useTranslation();
  const session = useSession();
  const canAdd = session?.identifier === 'admin' && session.permissions.subscription.write;
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeader
          title={t('admin.plans.title', 'Subscription Plans (INDIA)')}
          intro={t(
            'admin.plans.intro',
            'Plans institutions buy to cover the processing charges of the units they issue.',
          )}
        />
        {canAdd && <Button onClick={() => setAdding(true)}>{t('admin.plans.add', 'Add Plan')}</Button>}
      </Group>
      <DataTable
        endpoint={billingEndpoints.plans}
        label={t('admin.plans.table', 'Subscription plans')}
        columns={planColumns(t)}
        emptyText={t('common.noData', MESSAGES.noData)}
        search={{ placeholder: t('admin.plans.searchPlaceholder', 'Plan name or description') }}
        minWidth={960}
      />
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={
          <Text component="span" fw={700} fz="lg">
            {t('admin.plans.addTitle', 'Add Plan')}
          </Text>
        }
        size="lg"
      >
        {/* Mounted only while open, so every opening starts from an empty form. */}
        {adding && <AddPlanForm onClose={() => setAdding(false)} />}
      </Modal>
    </Stack>
  );
}

const EMPTY_PLAN: Record<keyof AddPlanRequest, string> = {
  planName: '',
  description: '',
  price: '',
  quantity: '',
  bonusQuantity: '',
  condition: '',
  bonusPeriod: '',
  from: '',
  to: '',
};

/** A missing field is only marked: the form says "All Fields required !" once, above its buttons. */
function planMessage(t: TFunction): FieldMessage {
  const known: Record<string, string> = {
    [BILLING_MESSAGES.wholeNumber]: t('admin.plans.rule.wholeNumber', BILLING_MESSAGES.wholeNumber),
    [BILLING_MESSAGES.notNegative]: t('admin.plans.rule.notNegative', BILLING_MESSAGES.notNegative),
    [BILLING_MESSAGES.quantityAtLeastOne]: t(
      'admin.plans.rule.quantity',
      BILLING_MESSAGES.quantityAtLeastOne,
    ),
    [MESSAGES.toAfterFrom]: t('admin.plans.rule.toAfterFrom', MESSAGES.toAfterFrom),
    [MESSAGES.invalidDate]: t('admin.plans.rule.invalidDate', MESSAGES.invalidDate),
  };
  return (message) => {
    if (!message) return undefined;
    if (message === MESSAGES.planFieldsRequired) return true;
    return known[message] ?? message;
  };
}

function AddPlanForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddPlan();
  const form = useContractForm(addPlanRequestSchema, { defaultValues: EMPTY_PLAN });
  const { control } = form;
  const message = planMessage(t);
  const text = formTextFields(control, message, { required: true });
  const number = (max: number) => ({
    required: true,
    inputMode: 'numeric' as const,
    clean: (typed: string) => cleanDigits(typed, String(max).length),
  });
  const missing = Object.values(form.formState.errors).some(
    (error) => error?.message === MESSAGES.planFieldsRequired,
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await add.mutateAsync(values);
      onClose();
      await popups.success({ title: answer.message || t('admin.plans.added', MESSAGES.planAdded) });
    } catch (failure) {
      const general = showServerErrors(form, failure);
      if (general) await popups.failure({ title: general });
    }
  });

  return (
    <form noValidate onSubmit={ownSubmit(submit)}>
      <Stack gap="md">
        {text('planName', t('admin.plans.field.planName', 'Plan Name'), {
          maxLength: PLAN_LIMITS.planName,
          'data-autofocus': true,
        })}
        <PlanTextarea
          control={control}
          name="description"
          label={t('admin.plans.field.description', 'Description')}
          maxLength={PLAN_LIMITS.description}
          message={message}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {text('price', t('admin.plans.field.price', 'Price (₹)'), number(PLAN_LIMITS.price))}
          {text(
            'quantity',
            t('admin.plans.field.quantity', 'Quantity (units)'),
            number(PLAN_LIMITS.quantity),
          )}
          {text(
            'bonusQuantity',
            t('admin.plans.field.bonusQuantity', 'Bonus Quantity (units)'),
            number(PLAN_LIMITS.quantity),
          )}
          {text(
            'bonusPeriod',
            t('admin.plans.field.bonusPeriod', 'Bonus Period (days)'),
            number(PLAN_LIMITS.bonusPeriod),
          )}
        </SimpleGrid>
        <PlanTextarea
          control={control}
          name="condition"
          label={t('admin.plans.field.condition', 'Condition')}
          maxLength={PLAN_LIMITS.condition}
          message={message}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {text('from', t('admin.plans.field.from', 'From'), {
            ...DAY_TEXT,
            required: true,
            placeholder: 'dd/mm/yyyy',
          })}
          {text('to', t('admin.plans.field.to', 'To'), {
            ...DAY_TEXT,
            required: true,
            placeholder: 'dd/mm/yyyy',
          })}
        </SimpleGrid>
        {missing && (
          <Alert color="red" variant="light" role="alert" p="sm">
            {t('admin.plans.rule.required', MESSAGES.planFieldsRequired)}
          </Alert>
        )}
      </Stack>
      <ModalButtons>
        <Button variant="default" onClick={onClose}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit" loading={add.isPending}>
          {t('admin.plans.submit', 'Add Plan')}
        </Button>
      </ModalButtons>
    </form>
  );
}

/** A text of several lines, bound to the form, with its mark or message under it. */
function PlanTextarea({
  control,
  name,
  label,
  maxLength,
  message,
}: {
  control: Control<AddPlanRequest, unknown, z.output<typeof addPlanRequestSchema>>;
  name: 'description' | 'condition';
  label: string;
  maxLength: number;
  message: FieldMessage;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Textarea
      ref={field.ref}
      name={field.name}
      label={label}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={message(fieldState.error?.message)}
      maxLength={Math.min(maxLength, TEXT_LIMITS.paragraph)}
      rows={3}
      withAsterisk
      aria-required
      inputWrapperOrder={DESCRIPTION_BELOW}
    />
  );
}
