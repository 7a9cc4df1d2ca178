import '@mantine/core/styles/Tabs.layer.css';
import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../auth/public-layout';
import { FacilitatorRegistrationForm } from './facilitator-registration.form';
import { InstitutionRegistrationForm } from './institution-registration.form';

type Tab = 'BloodBank' | 'Hospital' | 'Facilitator';

/**
 * /signup and /register (spec part 1 §2): tabs Blood Bank, Hospital and Facilitator. Changing tab
 * resets the form: each tab's form is mounted afresh (the facilitator's draft comes back from storage).
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('BloodBank');

  return (
    <PublicLayout size="md">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 40 }}>
        <Stack gap="lg">
          <div>
            <Title order={1} fz={28}>
              {t('auth.register.title', 'Register your institution')}
            </Title>
            <Text c="dimmed" mt={6}>
              {t(
                'registration.intro',
                'RaktSetu verifies every institution before it can sign in. Keep your licence or registration certificate ready.',
              )}
            </Text>
          </div>
          <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
            <Tabs.List grow>
              <Tabs.Tab value="BloodBank">{t('registration.tab.bloodBank', 'Blood Bank')}</Tabs.Tab>
              <Tabs.Tab value="Hospital">{t('registration.tab.hospital', 'Hospital')}</Tabs.Tab>
              <Tabs.Tab value="Facilitator">{t('registration.tab.facilitator', 'Facilitator')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="BloodBank" pt="lg">
              <InstitutionRegistrationForm key="BloodBank" tab="BloodBank" />
            </Tabs.Panel>
            <Tabs.Panel value="Hospital" pt="lg">
              <InstitutionRegistrationForm key="Hospital" tab="Hospital" />
            </Tabs.Panel>
            <Tabs.Panel value="Facilitator" pt="lg">
              <FacilitatorRegistrationForm />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Paper>
    </PublicLayout>
  );
}
