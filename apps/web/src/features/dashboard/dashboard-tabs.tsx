import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { Anchor, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { InstitutionType } from '@raktsetu/contract';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DashboardTable } from './dashboard-table';
import { RequestTab } from './request-tab';

export const DASHBOARD_TABS = ['Request', 'Donations', 'Verify', 'Inventory', 'Camps'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The tabs each type sees, in the spec's order (docs/spec/part-1-institution-side.md §2). */
export const TABS_OF: Record<Exclude<InstitutionType, 'Hospital'>, readonly DashboardTab[]> = {
  BloodBank: ['Request', 'Donations', 'Camps'],
  Both: ['Request', 'Donations', 'Verify', 'Inventory', 'Camps'],
  NGO: ['Request', 'Camps'],
};

/** Where each tab's View All leads. */
const VIEW_ALL: Record<DashboardTab, string> = {
  Request: '/dashboard/request-viewall',
  Donations: '/dashboard/donation-viewall',
  Verify: '/dashboard/verify-request-viewall',
  Inventory: '/inventory-ageing-report',
  Camps: '/camp',
};

/** The open tab lives in the address, so Back from a View All screen returns to it. */
const TAB_PARAM = 'tab';

/**
 * Every tab but the first (Request, open on arrival) arrives when it is first opened, with the schemas it reads:
 * the dashboard is the first screen of most clerks and keeps within its budget (docs/decisions/0029-code-splitting.md).
 */
const CampsTab = lazy(() => import('./camps-tab').then((module) => ({ default: module.CampsTab })));
const DonationsTab = lazy(() =>
  import('./donations-tab').then((module) => ({ default: module.DonationsTab })),
);
const InventoryTab = lazy(() =>
  import('./inventory-tab').then((module) => ({ default: module.InventoryTab })),
);
const VerifyTab = lazy(() => import('./verify-tab').then((module) => ({ default: module.VerifyTab })));

function TabLoading() {
  const { t } = useTranslation();
  return (
    <Group justify="center" gap="xs" p="lg">
      <Loader size="sm" aria-hidden="true" />
      <Text size="sm">{t('dashboard.table.loading', 'Loading…')}</Text>
    </Group>
  );
}

/**
 * The tabbed area of a blood centre's or an NGO's dashboard (docs/spec/part-1-institution-side.md §2). Only
 * the open tab is mounted, so opening a tab loads its rows (and reloads them on coming back).
 */
export function DashboardTabs({ type }: { type: Exclude<InstitutionType, 'Hospital'> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const tabs = TABS_OF[type];
  const asked = params.get(TAB_PARAM);
  const tab = tabs.find((value) => value === asked) ?? 'Request';

  const labels: Record<DashboardTab, string> = {
    Request: t('dashboard.tabs.request', 'Request'),
    Donations: t('dashboard.tabs.donations', 'Donations'),
    Verify: t('dashboard.tabs.verify', 'Verify'),
    Inventory: t('dashboard.tabs.inventory', 'Inventory'),
    Camps: t('dashboard.tabs.camps', 'Camps'),
  };

  const content: Record<DashboardTab, () => ReactNode> = {
    Request: () => <RequestTab />,
    Donations: () => <DonationsTab />,
    Verify: () => <VerifyTab />,
    Inventory: () => <InventoryTab />,
    Camps: () => <CampsTab type={type} Table={DashboardTable} />,
  };

  const choose = (value: string | null) => {
    if (!value || value === tab) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'Request') next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Title order={2} size="h4" id={headingId} mb="sm">
        {t('dashboard.tabs.title', 'Requests and activity')}
      </Title>
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {labels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Stack gap="sm">
              <Suspense fallback={<TabLoading />}>{content[value]()}</Suspense>
              <Group justify="flex-end">
                <Anchor component={Link} to={VIEW_ALL[value]} fz="sm" fw={600}>
                  {t('dashboard.tabs.viewAll', 'View All')}
                </Anchor>
              </Group>
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
