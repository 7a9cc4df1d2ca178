import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Button, SimpleGrid, Stack, Table, Textarea, TextInput } from '@mantine/core';
import { type DeliveryMode, MESSAGES, TEXT_LIMITS } from '@raktsetu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { popups } from '../../components/popups';
import { formatNumber } from '../../lib/format';
import {
  BagSelection,
  type CellFlowProps,
  CellModal,
  CellSummary,
  ChoiceTable,
  DeliveryModeField,
  MissingList,
  ModalFooter,
  moveRefusalText,
  PopupStep,
  type StockCell,
  useChoiceSearch,
} from './bag-selection';
import { useChangeStatus, useTransferTargets } from './stock.api';

/** The blood banks a unit may go to, nearest first (GET auth/nearby?type=bloodbank), searched by name. */
function TargetPicker({ chosen, onChoose }: { chosen: string | null; onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  const search = useChoiceSearch();
  const { term } = search;
  const targets = useTransferTargets(term);
  const rows = targets.data?.data ?? [];
  const label = t('transferUnits.targetsLabel', 'Blood banks to transfer to');

  return (
    <ChoiceTable
      search={{
        label: t('transferUnits.search', 'Search blood banks'),
        placeholder: t('transferUnits.searchPlaceholder', 'Name of the blood bank or hospital'),
        ...search,
      }}
      label={label}
      minWidth={640}
      maxHeight={280}
      query={targets}
      rows={rows}
      headers={
        <>
          <Table.Th>{t('transferUnits.col.name', 'Name')}</Table.Th>
          <Table.Th>{t('transferUnits.col.registration', 'Registration number')}</Table.Th>
          <Table.Th>{t('transferUnits.col.city', 'City')}</Table.Th>
          <Table.Th ta="right">{t('transferUnits.col.distance', 'Distance')}</Table.Th>
        </>
      }
      cells={(target) => (
        <>
          <Table.Th scope="row" fw={600}>
            {target.institutionName}
          </Table.Th>
          <Table.Td ff="monospace" fz="sm">
            {target.registrationNumber}
          </Table.Td>
          <Table.Td>{target.location.city || target.location.description || '—'}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {target.distanceKm === null
              ? '—'
              : t('transferUnits.distanceKm', '{{km}} km', {
                  km: formatNumber(target.distanceKm, 1),
                })}
          </Table.Td>
        </>
      )}
      radioLabel={(target) =>
        t('transferUnits.chooseTarget', 'Transfer to {{name}}', { name: target.institutionName })
      }
      chosen={chosen}
      onChoose={(target) => onChoose(target._id)}
      loading={t('transferUnits.loading', 'Loading the blood banks…')}
      empty={
        term
          ? t('transferUnits.noMatch', 'No blood bank matches “{{term}}”.', { term })
          : t('transferUnits.none', 'No other blood bank is registered yet.')
      }
    />
  );
}

function TransferFlow({ cell, ask, onClose }: CellFlowProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [delivery, setDelivery] = useState<DeliveryMode | null>(null);
  const [details, setDetails] = useState('');
  const [comments, setComments] = useState('');
  const transfer = useChangeStatus();

  const missing = [
    !target && t('transferUnits.missing.target', 'Choose the blood bank.'),
    selected.length === 0 && t('transferUnits.missing.bags', 'Choose at least one bag.'),
    !delivery && t('transferUnits.missing.delivery', 'Choose a delivery mode.'),
  ].filter((item): item is string => Boolean(item));

  const send = async () => {
    if (!target || !delivery || selected.length === 0 || transfer.isPending) return;
    try {
      const answer = await transfer.mutateAsync({
        type: 'transfer',
        institutionId: target,
        inventoryIds: selected,
        comments: comments.trim(),
        details: details.trim(),
        deliveryType: delivery,
      });
      onClose();
      void popups.success({ title: answer.message || t('transferUnits.done', MESSAGES.transferred) });
    } catch (failure) {
      await ask(popups.failedWith(failure));
    }
  };

  return (
    <>
      <Stack gap="lg">
        <CellSummary cell={cell} />
        <PopupStep number={1} title={t('transferUnits.step.target', 'Transfer to')}>
          <TargetPicker chosen={target} onChoose={setTarget} />
        </PopupStep>
        <PopupStep number={2} title={t('transferUnits.step.bags', 'Bags')}>
          <BagSelection
            cell={cell}
            refusal={(unit) => moveRefusalText(t, unit)}
            selected={selected}
            onSelect={setSelected}
            quantity={{ kind: 'count', max: null }}
          />
        </PopupStep>
        <PopupStep number={3} title={t('transferUnits.step.delivery', 'Delivery')}>
          <DeliveryModeField value={delivery} onChange={setDelivery} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('transferUnits.details', 'Details')}
              description={t('transferUnits.detailsHint', 'Vehicle, courier or the person carrying the bags')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={details}
              onChange={(event) => setDetails(event.currentTarget.value)}
              maxLength={TEXT_LIMITS.line}
            />
            <Textarea
              label={t('transferUnits.comments', 'Comments')}
              value={comments}
              onChange={(event) => setComments(event.currentTarget.value)}
              rows={3}
              size="md"
              maxLength={1000}
            />
          </SimpleGrid>
        </PopupStep>
      </Stack>
      <ModalFooter hint={<MissingList items={missing} />}>
        <Button variant="default" onClick={onClose}>
          {t('transferUnits.cancel', 'Cancel')}
        </Button>
        <Button onClick={() => void send()} disabled={missing.length > 0} loading={transfer.isPending}>
          {t('transferUnits.submit', 'Transfer')}
        </Button>
      </ModalFooter>
    </>
  );
}

/**
 * The Transfer popup (docs/spec/part-2-operations-and-admin.md §2, §5): a blood bank, the bags (only
 * available ones; the others greyed out with the reason) and the delivery mode. The units stay this
 * institution's, in transfer, until the receiver accepts them.
 */
export function TransferModal({ cell, onClose }: { cell: StockCell | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <CellModal cell={cell} onClose={onClose} title={t('transferUnits.title', 'Transfer')}>
      {(flow) => <TransferFlow {...flow} />}
    </CellModal>
  );
}
