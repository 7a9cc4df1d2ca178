import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Alert, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAskedFor } from '../../components/lazy-popup';
import { formatPhone } from '../../lib/format';
import { useSession } from '../../lib/session';
import { institutionTypeLabel } from '../institutions/institution-type';
import { useInstitutionProfile } from '../institutions/institutions.api';
import { ExpiringUnitsFlag } from '../inventory/expiring-alert';
import { RequestBloodModal } from '../requests/request-blood-popup';
import { hasFullDashboard, InstitutionDashboard } from './institution-dashboard';

// A hospital's dashboard is its verification list, with the shared table; blood centres and NGOs never load it.
const VerificationList = lazy(() =>
  import('../requests/verification-list').then((module) => ({ default: module.VerificationList })),
);

/**
 * `/`: the institution dashboard (docs/spec/part-1-institution-side.md §2). It says whose dashboard this is
 * (GET /api/institution/get); a hospital's holds its verification list, a blood bank's, a Both's and an NGO's
 * their tiles, tabs and charts. `?requestBlood=true` (the sidebar's Request Blood) opens the Request Blood popup.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const profile = useInstitutionProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  const wantsRequestBlood = searchParams.get('requestBlood') === 'true';
  const requestBloodAsked = useAskedFor(wantsRequestBlood);
  // Closing the popup takes the flag out of the address, so a reload or Back does not open it again.
  const closeRequestBlood = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('requestBlood');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const name =
    profile.data?.institutionName ?? (session?.identifier === 'institution' ? session.institutionName : '');
  const type =
    profile.data?.institutionType ?? (session?.identifier === 'institution' ? session.institutionType : '');
  const address = profile.data?.address;

  return (
    <Stack gap="lg">
      <div>
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {name}
          </Title>
          {type && (
            <Badge variant="light" size="lg" radius="sm">
              {institutionTypeLabel(t, type)}
            </Badge>
          )}
        </Group>
        <Text c="dimmed" mt={4}>
          {t('dashboard.title', 'Dashboard')}
        </Text>
      </div>

      {(type === 'BloodBank' || type === 'Both') && <ExpiringUnitsFlag />}

      {type === 'Hospital' ? (
        <Suspense fallback={<Skeleton h={360} radius="md" />}>
          <VerificationList />
        </Suspense>
      ) : (
        hasFullDashboard(type) && <InstitutionDashboard type={type} />
      )}

      {profile.isError && (
        <Alert color="red" variant="light" role="alert">
          {profile.error.message}
        </Alert>
      )}

      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="md">
          {t('dashboard.institution.title', 'Your institution')}
        </Title>
        {profile.isPending ? (
          <Stack gap="xs">
            <Skeleton h={16} w="60%" />
            <Skeleton h={16} w="40%" />
          </Stack>
        ) : profile.data ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <Field label={t('dashboard.institution.address', 'Address')} value={address?.description} />
            <Field
              label={t('dashboard.institution.email', 'Contact e-mail')}
              value={profile.data.contactEmail}
            />
            <Field
              label={t('dashboard.institution.number', 'Contact number')}
              value={formatPhone(profile.data.contactNumber, profile.data.countryCode)}
            />
          </SimpleGrid>
        ) : null}
      </Paper>

      {/* The Request Blood popup is the requests feature's (features/requests/request-blood-popup.tsx). */}
      <Suspense fallback={null}>
        {requestBloodAsked && <RequestBloodModal opened={wantsRequestBlood} onClose={closeRequestBlood} />}
      </Suspense>
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text mt={2}>{value || '—'}</Text>
    </div>
  );
}
