import '@mantine/core/styles/Tabs.layer.css';
import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../auth/public-layout';
import { FacilitatorRegistrationForm } from './facilitator-registration.form';
import { InstitutionRegistrationForm } from './institution-registration.form';
import { RegistrationReceived } from './registration-received';
import type { Registered } from './submit-registration';

type Tab = 'BloodBank' | 'Hospital' | 'Facilitator';

/**
 * /signup and /register (docs/spec/part-1-institution-side.md §2): tabs Blood Bank, Hospital and
 * Facilitator. Changing tab resets the form: each tab's form is mounted afresh (the facilitator's draft
 * comes back from storage). Once registered, the page says what happens next instead of showing the form.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('BloodBank');
  const [registered, setRegistered] = useState<Registered | null>(null);

  return (
    <PublicLayout size="md">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 40 }}>
        <Stack gap="lg">
          <div>
            <Title order={1} fz={28}>
              {t('registration.title', 'Register your institution')}
            </Title>
            {!registered && (
              <Text c="dimmed" mt={6}>
                {t(
                  'registration.intro',
                  'RaktSetu verifies every institution before it can sign in. Keep your licence or registration certificate ready. Every field is needed.',
                )}
              </Text>
            )}
          </div>
          {registered ? (
            <RegistrationReceived registered={registered} onRegisterAnother={() => setRegistered(null)} />
          ) : (
            <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
              <Tabs.List grow>
                <Tabs.Tab value="BloodBank">{t('registration.tab.bloodBank', 'Blood Bank')}</Tabs.Tab>
                <Tabs.Tab value="Hospital">{t('registration.tab.hospital', 'Hospital')}</Tabs.Tab>
                <Tabs.Tab value="Facilitator">{t('registration.tab.facilitator', 'Facilitator')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="BloodBank" pt="lg">
                <InstitutionRegistrationForm key="BloodBank" tab="BloodBank" onRegistered={setRegistered} />
              </Tabs.Panel>
              <Tabs.Panel value="Hospital" pt="lg">
                <InstitutionRegistrationForm key="Hospital" tab="Hospital" onRegistered={setRegistered} />
              </Tabs.Panel>
              <Tabs.Panel value="Facilitator" pt="lg">
                <FacilitatorRegistrationForm onRegistered={setRegistered} />
              </Tabs.Panel>
            </Tabs>
          )}
        </Stack>
      </Paper>
    </PublicLayout>
  );
}
