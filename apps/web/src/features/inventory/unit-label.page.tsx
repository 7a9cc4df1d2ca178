import { Button, Group, Stack } from '@mantine/core';
import { displayUnitNumber, type ScreeningState } from '@raktsetu/contract';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import printAlone from '../../components/print-alone.module.css';
import { RecordState } from '../../components/record-state';
import { DATE_INPUT_FORMAT } from '../../lib/format';
import { Code128Barcode } from './code128-barcode';
import { UnitsHeader } from './unit-columns';
import classes from './unit-label.module.css';
import { useUnit } from './unit-lists.api';

type Unit = NonNullable<ReturnType<typeof useUnit>['data']>['data'];

/** Label printers take 100 × 60 mm labels; the page is that size only while a label is open to print. */
const PAGE_SIZE = '@page { size: 100mm 60mm; margin: 0; }';

/** Dates on a bag are written the way they are typed, dd/mm/yyyy: nothing to misread between languages. */
function labelDate(value: string | null): string {
  const day = value ? dayjs(value) : null;
  return day?.isValid() ? day.format(DATE_INPUT_FORMAT) : '—';
}

/** What the label says about screening; anything not cleared for use is a warning. */
function screeningLine(t: TFunction, screening: ScreeningState): { text: string; warning: boolean } {
  switch (screening) {
    case 'released':
      return { text: t('inventory.label.screened', 'Screened: non-reactive'), warning: false };
    case 'declared':
      return {
        text: t('inventory.label.declared', 'Screened: non-reactive (declared on entry)'),
        warning: false,
      };
    case 'pending':
      return { text: t('inventory.label.pending', 'Not yet screened — QUARANTINE'), warning: true };
    case 'reactive':
      return { text: t('inventory.label.reactive', 'REACTIVE — DO NOT USE'), warning: true };
  }
}

/**
 * /inventory/unit/:id/label (issue 17): the unit's bag label, 100 × 60 mm. Its barcode is the unit number
 * (ISBT 128-shaped, docs/decisions/0012), or the bag number for a unit that has none, so the scanner at any
 * inventory screen's "Find a unit" opens this unit again. Print sends the label alone to the printer.
 */
export function UnitLabelPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const unit = useUnit(id);

  return (
    <Stack gap="lg">
      <BackLink to={`/inventory/unit/${id}`} label={t('inventory.label.back', 'Back to the unit')} />
      <UnitsHeader
        title={t('inventory.label.title', 'Unit label')}
        intro={t(
          'inventory.label.intro',
          'The bag label at its printed size (100 × 60 mm). Print sends the label alone to the printer.',
        )}
      />
      <RecordState
        query={unit}
        loading={t('unitPage.loading', 'Loading the unit…')}
        failed={t('unitPage.failed', 'The unit could not be loaded')}
        missing={{
          title: t('unitPage.notFound', 'No such unit'),
          text: t(
            'unitPage.notFoundText',
            'No unit of this institution has this number. Check the bag label, or find the unit from the inventory.',
          ),
          to: '/inventory',
          action: t('unitPage.toInventory', 'Go to inventory'),
        }}
      >
        {(details) => (
          <Stack gap="md" align="flex-start">
            <style>{PAGE_SIZE}</style>
            <Group>
              <Button onClick={() => window.print()}>{t('inventory.label.print', 'Print')}</Button>
            </Group>
            <UnitLabel unit={details.data} />
          </Stack>
        )}
      </RecordState>
    </Stack>
  );
}

/** The label itself, in millimetres and black on white, as it comes out of the printer. */
export function UnitLabel({ unit }: { unit: Unit }) {
  const { t } = useTranslation();
  const code = unit.unitNumber ?? unit.bagId;
  const readable = unit.unitNumber ? displayUnitNumber(unit.unitNumber) : unit.bagId;
  const screening = screeningLine(t, unit.screening);
  return (
    <section
      className={`${classes.sheet} ${printAlone.alone}`}
      aria-label={t('inventory.label.region', 'Label of unit {{code}}', { code: readable })}
    >
      <div className={classes.code}>
        <Code128Barcode
          value={code}
          label={t('inventory.label.barcode', 'Barcode {{code}}', { code })}
          unprintable={t(
            'inventory.label.unprintable',
            'This number has characters a Code 128 barcode cannot carry.',
          )}
        />
        <p className={classes.number}>{readable}</p>
      </div>
      <dl className={classes.facts}>
        <div>
          <dt>{t('inventory.label.component', 'Component')}</dt>
          <dd>{unit.component}</dd>
        </div>
        {unit.unitNumber && (
          <div>
            <dt>{t('inventory.label.bag', 'Bag no')}</dt>
            <dd>{unit.bagId}</dd>
          </div>
        )}
        <div>
          <dt>{t('inventory.label.collected', 'Collected')}</dt>
          <dd>{labelDate(unit.collectionDate)}</dd>
        </div>
        <div>
          <dt>{t('inventory.label.expires', 'Expires')}</dt>
          <dd>{labelDate(unit.expiryDate)}</dd>
        </div>
        <div>
          <dt>{t('inventory.label.volume', 'Volume')}</dt>
          <dd>{t('inventory.label.millilitres', '{{volume}} ml', { volume: unit.volume })}</dd>
        </div>
      </dl>
      <p className={classes.group}>{unit.bloodGroup}</p>
      <p className={screening.warning ? `${classes.screening} ${classes.warning}` : classes.screening}>
        {screening.text}
      </p>
      <p className={classes.bank}>{unit.heldBy}</p>
    </section>
  );
}
