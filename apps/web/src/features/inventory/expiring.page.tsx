import '@mantine/core/styles/SegmentedControl.layer.css';
import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { EXPIRING_WINDOWS } from '@raktsetu/contract';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { useAskedFor } from '../../components/lazy-popup';
import { CampFormModal, prefetchCampForm } from '../camps/camp-popups';
import { componentToolbar, UnitsHeader, unitColumns, unitListProps } from './unit-columns';
import { expiringList } from './unit-lists.api';

/**
 * /inventory-expiring (docs/spec/part-2-operations-and-admin.md §2, docs/decisions/0044): available units
 * expiring within 1, 3 or 7 days (3 unless chosen), first-expiring first. Organise Camp opens the camp form of
 * the inventory screens (docs/spec/part-2-operations-and-admin.md §5), to plan collections before stock runs low.
 */
export function ExpiringPage() {
  const { t } = useTranslation();
  const col = unitColumns(t);
  const windowLabel = useId();
  const [organising, setOrganising] = useState(false);
  const formAsked = useAskedFor(organising);
  return (
    <Stack gap="lg">
      <UnitsHeader
        title={t('inventory.expiring.title', 'Expiring Units')}
        intro={t(
          'unitLists.expiring.intro',
          'Available units that expire soon: issue them first, or transfer them to where they will be used.',
        )}
      >
        <Button
          variant="light"
          onClick={() => setOrganising(true)}
          onPointerEnter={prefetchCampForm}
          onFocus={prefetchCampForm}
        >
          {t('unitLists.expiring.organiseCamp', 'Organise Camp')}
        </Button>
      </UnitsHeader>
      <DataTable
        endpoint={expiringList}
        params={{ type: 'expiring' }}
        label={t('inventory.expiring.title', 'Expiring Units')}
        columns={[col.bag, col.group, col.component, col.expiry, col.volume, col.storedIn, col.state]}
        emptyText={t('unitLists.expiring.empty', 'No units expire within these days')}
        {...unitListProps(t)}
        filters={['component', 'days']}
        toolbar={(list) => (
          <>
            {componentToolbar(list)}
            <Stack gap={4}>
              <Text id={windowLabel} size="sm" fw={500}>
                {t('unitLists.expiring.window', 'Expiring within')}
              </Text>
              <SegmentedControl
                aria-labelledby={windowLabel}
                data={EXPIRING_WINDOWS.map((days) => ({
                  value: String(days),
                  label:
                    days === 1
                      ? t('unitLists.expiring.oneDay', '1 day')
                      : t('unitLists.expiring.days', '{{n}} days', { n: days }),
                }))}
                value={String(list.query.days)}
                onChange={(days) => list.update({ days: Number(days) })}
                size="sm"
              />
            </Stack>
          </>
        )}
      />
      <Suspense fallback={null}>
        {formAsked && (
          <CampFormModal opened={organising} kind="inventory" onClose={() => setOrganising(false)} />
        )}
      </Suspense>
    </Stack>
  );
}
