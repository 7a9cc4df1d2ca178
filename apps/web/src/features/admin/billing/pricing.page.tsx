import '@mantine/core/styles/SimpleGrid.layer.css';
import { Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  BILLING_MESSAGES,
  billingEndpoints,
  type ComponentPrice,
  MESSAGES,
  type PriceField,
  updatePricingRequestSchema,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { formTextFields } from '../../../components/form-fields';
import { ModalButtons, ownSubmit } from '../../../components/modal-buttons';
import { PageHeader } from '../../../components/page-header';
import { popups } from '../../../components/popups';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { showServerErrors, useContractForm } from '../../../lib/forms';
import { cleanDigits } from '../../../lib/input';
import { useSession } from '../../../lib/session';
import { formatRupees, useUpdatePricing } from './billing.api';

type PriceColumn = DataTableColumn<typeof billingEndpoints.pricings>;

/** The Pricing table's price columns, in the spec's order (docs/spec/part-2-operations-and-admin.md §2). */
function priceLabels(t: TFunction): Record<PriceField, string> {
  return {
    bestPrice: t('admin.pricing.col.bestPrice', 'Best price'),
    northEast: t('admin.pricing.col.northEast', 'North East'),
    unionTerritory: t('admin.pricing.col.unionTerritory', 'UT'),
    platelets: t('admin.pricing.col.platelets', 'Platelets'),
    wholeBlood: t('admin.pricing.col.wholeBlood', 'Whole blood'),
    tlc: t('admin.pricing.col.tlc', 'TLC'),
  };
}

const FIELDS: PriceField[] = ['bestPrice', 'northEast', 'unionTerritory', 'platelets', 'wholeBlood', 'tlc'];

function pricingColumns(t: TFunction, onEdit: ((row: ComponentPrice) => void) | null): PriceColumn[] {
  const labels = priceLabels(t);
  const columns: PriceColumn[] = [
    {
      id: 'component',
      header: t('admin.pricing.col.component', 'Component'),
      sort: 'component',
      rowHeader: true,
      cell: (row) => (
        <Text size="sm" fw={600}>
          {row.component}
        </Text>
      ),
    },
    ...FIELDS.map(
      (field): PriceColumn => ({
        id: field,
        header: labels[field],
        cell: (row) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatRupees(row[field])}
          </Text>
        ),
      }),
    ),
  ];
  if (onEdit) {
    columns.push({
      id: 'edit',
      header: t('admin.pricing.col.action', 'Action'),
      cell: (row) => (
        <Button
          variant="light"
          size="compact-sm"
          onClick={() => onEdit(row)}
          aria-label={t('admin.pricing.editOne', 'Edit prices of {{component}}', {
            component: row.component,
          })}
        >
          {t('admin.pricing.edit', 'Edit')}
        </Button>
      ),
    });
  }
  return columns;
}

/**
 * /Super-Admin/Pricing (docs/spec/part-2-operations-and-admin.md §2, §6 billing): the processing charge of
 * each component by region, searched by component. An issue to a patient is charged at the best price, or
 * the North East or UT price by the issuing centre's state. Edit appears only with billing update.
 */
export function PricingPage() {
  const { t } = useTranslation();
  const session = useSession();
  const canUpdate = session?.identifier === 'admin' && session.permissions.billing.update;
  const [editing, setEditing] = useState<ComponentPrice | null>(null);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.pricing.title', 'Pricing')}
        intro={t(
          'admin.pricing.intro',
          'Processing charges per unit in rupees. Issues are charged at the North East price in the north-eastern states, the UT price in union territories and the best price elsewhere.',
        )}
      />
      <DataTable
        endpoint={billingEndpoints.pricings}
        label={t('admin.pricing.table', 'Prices of components')}
        columns={pricingColumns(t, canUpdate ? setEditing : null)}
        emptyText={t('common.noData', MESSAGES.noData)}
        search={{ placeholder: t('admin.pricing.searchPlaceholder', 'Component') }}
        rowId={(row) => row.component}
        minWidth={860}
      />
      <PricingEditModal price={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

/** The edit popup: the six prices of one component, whole rupees. Escape closes it. */
function PricingEditModal({ price, onClose }: { price: ComponentPrice | null; onClose: () => void }) {
  const { t } = useTranslation();
  // The component's name stays in the title while the popup fades out.
  const shown = useKeptWhileClosing(price);
  return (
    <Modal
      opened={price !== null}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          {t('admin.pricing.editTitle', 'Edit prices of {{component}}', {
            component: shown?.component ?? '',
          })}
        </Text>
      }
      size="lg"
    >
      {price && <PricingForm price={price} onClose={onClose} />}
    </Modal>
  );
}

function PricingForm({ price, onClose }: { price: ComponentPrice; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePricing();
  const labels = priceLabels(t);
  const form = useContractForm(updatePricingRequestSchema, {
    defaultValues: {
      component: price.component,
      ...Object.fromEntries(FIELDS.map((field) => [field, String(price[field])])),
    },
  });
  const messages: Record<string, string> = {
    [BILLING_MESSAGES.priceWhole]: t('admin.pricing.rule.whole', BILLING_MESSAGES.priceWhole),
    [BILLING_MESSAGES.priceTooHigh]: t('admin.pricing.rule.tooHigh', BILLING_MESSAGES.priceTooHigh),
  };
  const text = formTextFields(
    form.control,
    (message) => (message ? (messages[message] ?? message) : undefined),
    {
      required: true,
      inputMode: 'numeric',
      clean: (typed) => cleanDigits(typed, 7),
    },
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync(values);
      onClose();
      await popups.success({
        title: answer.message || t('admin.pricing.updated', BILLING_MESSAGES.pricingUpdated),
      });
    } catch (failure) {
      const general = showServerErrors(form, failure);
      if (general) await popups.failure({ title: general });
    }
  });

  return (
    <form noValidate onSubmit={ownSubmit(submit)}>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t(
            'admin.pricing.editHint',
            'Whole rupees per unit. Units issued from now on are charged at these prices.',
          )}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
          {FIELDS.map((field, index) => (
            <div key={field}>
              {text(field, `${labels[field]} (₹)`, index === 0 ? { 'data-autofocus': true } : {})}
            </div>
          ))}
        </SimpleGrid>
      </Stack>
      <ModalButtons>
        <Button variant="default" onClick={onClose}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('admin.pricing.save', 'Save prices')}
        </Button>
      </ModalButtons>
    </form>
  );
}
