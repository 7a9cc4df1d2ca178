import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Button, MultiSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  COMPONENTS,
  type Component,
  MESSAGES,
  PROCESS_QUANTITY_STEP,
  processQuantityOptions,
  processVolumeLimit,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { popups } from '../../components/popups';
import { formatCount } from '../../lib/format';
import { cleanDigits } from '../../lib/input';
import {
  BagSelection,
  type CellFlowProps,
  CellModal,
  CellSummary,
  ModalFooter,
  moveRefusalText,
  PopupStep,
  type StockCell,
} from './bag-selection';
import { useChangeStatus } from './stock.api';

/** What a unit of this component may be separated into: any other component but whole blood. */
export const preparableFrom = (component: Component): Component[] =>
  COMPONENTS.filter((other) => other !== 'Whole Blood' && other !== component);

interface ProcessPlan {
  units: number;
  components: Component[];
  /** Typed ml per chosen component. */
  volumes: Partial<Record<Component, string>>;
  approximate: string;
}

/**
 * The client's checks of an issue to process (docs/spec/part-2-operations-and-admin.md §5): every figure
 * given, units in sixes, and the planned volumes within 90 % of the blood in the bags. Null when fine.
 */
export function processProblem(t: TFunction, plan: ProcessPlan): string | null {
  const approximate = Number(plan.approximate);
  const volumes = plan.components.map((component) => Number(plan.volumes[component] ?? ''));
  if (
    plan.units === 0 ||
    plan.components.length === 0 ||
    !(approximate > 0) ||
    volumes.some((volume) => !(volume > 0))
  ) {
    return t('processUnits.message.fillAll', MESSAGES.fillAllInformation);
  }
  if (plan.units % PROCESS_QUANTITY_STEP !== 0) {
    return t(
      'processUnits.message.sixes',
      'Units go to processing in sixes: choose {{step}}, {{double}} or more.',
      {
        step: PROCESS_QUANTITY_STEP,
        double: PROCESS_QUANTITY_STEP * 2,
      },
    );
  }
  const limit = processVolumeLimit(plan.units, approximate);
  const planned = volumes.reduce((sum, volume) => sum + volume, 0);
  if (planned > limit) {
    return t('processUnits.message.exceeds', 'You cannot exceeds more than {{total}} ml.', { total: limit });
  }
  return null;
}

function ProcessFlow({ cell, ask, onClose }: CellFlowProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string[]>([]);
  const [components, setComponents] = useState<Component[]>([]);
  const [volumes, setVolumes] = useState<Partial<Record<Component, string>>>({});
  const [approximate, setApproximate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const process = useChangeStatus();

  const plan: ProcessPlan = { units: selected.length, components, volumes, approximate };
  const approx = Number(approximate);
  const limit = selected.length > 0 && approx > 0 ? processVolumeLimit(selected.length, approx) : null;
  const planned = components.reduce((sum, component) => sum + (Number(volumes[component] ?? '') || 0), 0);

  const send = async () => {
    if (process.isPending) return;
    const found = processProblem(t, plan);
    setProblem(found);
    if (found) return;
    try {
      const answer = await process.mutateAsync({
        type: 'process',
        inventoryIds: selected,
        volumes: components.map((component) => ({ component, volume: Number(volumes[component]) })),
        approximateVolume: approx,
      });
      onClose();
      void popups.success({
        title: answer.message || t('processUnits.done', 'Sent to processing'),
        text: t(
          'processUnits.doneText',
          'The units are listed under In Process until their components are added.',
        ),
      });
    } catch (failure) {
      await ask(popups.failedWith(failure));
    }
  };

  return (
    <>
      <Stack gap="lg">
        <CellSummary cell={cell} />
        <PopupStep number={1} title={t('processUnits.step.bags', 'Bags')}>
          <BagSelection
            cell={cell}
            refusal={(unit) => moveRefusalText(t, unit)}
            selected={selected}
            onSelect={(ids) => {
              setSelected(ids);
              setProblem(null);
            }}
            quantity={{ kind: 'steps', options: processQuantityOptions(cell.available) }}
            quantityHint={t('processUnits.quantityHint', 'In sixes')}
          />
        </PopupStep>
        <PopupStep number={2} title={t('processUnits.step.components', 'Components to prepare')}>
          <MultiSelect
            label={t('processUnits.components', 'Components')}
            placeholder={
              components.length === 0
                ? t('processUnits.componentsPlaceholder', 'Choose one or more')
                : undefined
            }
            data={preparableFrom(cell.component)}
            value={components}
            onChange={(value) => {
              setComponents(value as Component[]);
              setProblem(null);
            }}
            withAsterisk
            searchable
            hidePickedOptions
            size="md"
            maxDropdownHeight={260}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {components.map((component) => (
              <TextInput
                key={component}
                label={t('processUnits.volumeOf', 'Volume of {{component}} (ml)', { component })}
                withAsterisk
                inputMode="numeric"
                value={volumes[component] ?? ''}
                onChange={(event) => {
                  const value = cleanDigits(event.currentTarget.value, 6);
                  setVolumes((current) => ({ ...current, [component]: value }));
                  setProblem(null);
                }}
                autoComplete="off"
              />
            ))}
            <TextInput
              label={t('processUnits.approximate', 'Approximate volume per bag (ml)')}
              withAsterisk
              inputMode="numeric"
              value={approximate}
              onChange={(event) => {
                setApproximate(cleanDigits(event.currentTarget.value, 4));
                setProblem(null);
              }}
              autoComplete="off"
            />
          </SimpleGrid>
          {limit !== null && (
            <Text size="sm" aria-live="polite">
              {t(
                'processUnits.planned',
                'Planned {{planned}} ml of at most {{limit}} ml (90% of {{units}} bags × {{approx}} ml).',
                {
                  planned: formatCount(planned),
                  limit: formatCount(limit),
                  units: selected.length,
                  approx: formatCount(approx),
                },
              )}
            </Text>
          )}
        </PopupStep>
      </Stack>
      <ModalFooter
        hint={
          problem ? (
            <Text size="sm" c="red" fw={600} role="alert">
              {problem}
            </Text>
          ) : (
            selected.length === 0 && (
              <Text size="sm">{t('processUnits.missing.bags', 'Choose the bags to process.')}</Text>
            )
          )
        }
      >
        <Button variant="default" onClick={onClose}>
          {t('processUnits.cancel', 'Cancel')}
        </Button>
        {/* Process needs only a chosen bag to be pressed (§5); pressing it checks the rest. */}
        <Button onClick={() => void send()} disabled={selected.length === 0} loading={process.isPending}>
          {t('processUnits.submit', 'Send to processing')}
        </Button>
      </ModalFooter>
    </>
  );
}

/**
 * The Issue to process popup (docs/spec/part-2-operations-and-admin.md §2, §5): six bags or a multiple,
 * first-expiring first, the components to prepare with their planned volumes and the approximate volume
 * of one bag. The units then wait at /inventory-in-process.
 */
export function ProcessModal({ cell, onClose }: { cell: StockCell | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <CellModal cell={cell} onClose={onClose} title={t('processUnits.title', 'Issue to process')}>
      {(flow) => <ProcessFlow {...flow} />}
    </CellModal>
  );
}
