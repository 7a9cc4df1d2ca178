import '@mantine/core/styles/Tabs.layer.css';
import { Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session';
import { InstitutionList } from './institution-list';
import { InstitutionProfileModal } from './institution-profile.modal';
import type { ReviewTab } from './institution-review.api';

/**
 * /Super-Admin/Instituions (spec part 2 §2): tabs Register and Pending For Verification, each searched,
 * sorted and paged by the server; a row opens the profile popup with Approve and Decline.
 */
export function InstitutionsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const canUpdate = session?.identifier === 'admin' && session.permissions.instituteManagement.update;
  const [tab, setTab] = useState<ReviewTab>('pending');
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.institutions.title', 'Institutions')}
        intro={t(
          'admin.institutions.intro',
          'Blood banks, hospitals and facilitators on RaktSetu. Verify new registrations against their certificate before approving.',
        )}
      />
      <Tabs value={tab} onChange={(value) => value && setTab(value as ReviewTab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="registered">{t('admin.institutions.tab.register', 'Register')}</Tabs.Tab>
          <Tabs.Tab value="pending">
            {t('admin.institutions.tab.pending', 'Pending For Verification')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="registered" pt="md">
          <InstitutionList tab="registered" onOpen={setOpenId} />
        </Tabs.Panel>
        <Tabs.Panel value="pending" pt="md">
          <InstitutionList tab="pending" onOpen={setOpenId} />
        </Tabs.Panel>
      </Tabs>
      <InstitutionProfileModal tab={tab} id={openId} canUpdate={canUpdate} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
