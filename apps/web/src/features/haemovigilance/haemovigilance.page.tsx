import '@mantine/core/styles/Tabs.layer.css';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { hasFullMenu } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PlusIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session';
import { useReactionReport } from './haemovigilance.api';
import { NotForNgo } from './not-for-ngo';
import { DonorReactionList, TransfusionReactionList } from './reaction-lists';
import { ReactionReport } from './reaction-report';

type Tab = 'recorded' | 'issued' | 'donor' | 'report';

/** The issuing centre's count of reactions to its units this month, on its tab: it is told without a mail. */
function IssuedTabLabel({ label }: { label: string }) {
  const report = useReactionReport({});
  const count = report.data?.issued?.reduce((sum, cell) => sum + cell.count, 0) ?? 0;
  return count > 0 ? `${label} (${count})` : label;
}

/**
 * /haemovigilance (issue 17 item 6): the transfusion reactions this institution recorded, for a blood centre
 * also those recorded against units it issued and its donors' reactions, and the counts by type and severity
 * over a period. The tab and each list's filters are in the address.
 */
export function HaemovigilancePage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const type = session?.identifier === 'institution' ? session.institutionType : null;
  const centre = type !== null && hasFullMenu(type);
  const tabs: Tab[] = centre ? ['recorded', 'issued', 'donor', 'report'] : ['recorded', 'report'];
  const asked = params.get('tab');
  const tab = tabs.find((one) => one === asked) ?? 'recorded';

  if (type === 'NGO') return <NotForNgo title={t('haemovigilance.title', 'Haemovigilance')} />;

  const labels: Record<Tab, string> = {
    recorded: t('haemovigilance.tab.recorded', 'Transfusion reactions'),
    issued: t('haemovigilance.tab.issued', 'Reactions to units we issued'),
    donor: t('haemovigilance.tab.donor', 'Donor reactions'),
    report: t('haemovigilance.tab.report', 'Report'),
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeader
          title={t('haemovigilance.title', 'Haemovigilance')}
          intro={t(
            'haemovigilance.intro',
            'Adverse reactions to transfusions and donations, as the Haemovigilance Programme of India classifies them. A transfusion reaction shows in the history of every unit it names.',
          )}
        />
        <Group gap="sm">
          <Button
            component={Link}
            to="/haemovigilance/transfusion-reaction"
            leftSection={<PlusIcon size={16} />}
          >
            {t('haemovigilance.recordTransfusion', 'Record transfusion reaction')}
          </Button>
          {centre && (
            <Button
              component={Link}
              to="/haemovigilance/donor-reaction"
              variant="light"
              leftSection={<PlusIcon size={16} />}
            >
              {t('haemovigilance.recordDonor', 'Record donor reaction')}
            </Button>
          )}
        </Group>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) =>
          value &&
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set('tab', value);
            return next;
          })
        }
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((one) => (
            <Tabs.Tab key={one} value={one}>
              {one === 'issued' ? <IssuedTabLabel label={labels.issued} /> : labels[one]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="recorded" pt="md">
          <TransfusionReactionList scope="recorded" linkUnits={centre} />
        </Tabs.Panel>
        {centre && (
          <Tabs.Panel value="issued" pt="md">
            <TransfusionReactionList scope="issued" linkUnits />
          </Tabs.Panel>
        )}
        {centre && (
          <Tabs.Panel value="donor" pt="md">
            <DonorReactionList />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="report" pt="md">
          <ReactionReport />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
