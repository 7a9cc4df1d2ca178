import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Alert, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatPhone } from '../../lib/format';
import { useSession } from '../../lib/session';
import { institutionTypeLabel } from '../institutions/institution-type';
import { useInstitutionProfile } from '../institutions/institutions.api';
import { ExpiringUnitsFlag } from '../inventory/expiring-alert';
import { VerificationList } from '../requests/verification-list';

/**
 * `/`: the institution dashboard. It says whose dashboard this is (GET /api/institution/get); a hospital's
 * holds its verification list (docs/spec/part-1-institution-side.md §2). For the other types it says,
 * honestly, that tiles, tables and charts come with the dashboard issue. Nothing here is sample data.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const profile = useInstitutionProfile();
  const [searchParams] = useSearchParams();
  const wantsRequestBlood = searchParams.get('requestBlood') === 'true';

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

      {wantsRequestBlood && (
        <Alert variant="light" color="blue" title={t('dashboard.requestBlood.title', 'Request Blood')}>
          {t(
            'dashboard.requestBlood.notYet',
            'Requesting blood from this screen is not available yet; it arrives with the blood requests issue.',
          )}
        </Alert>
      )}

      {type === 'Hospital' ? (
        <VerificationList />
      ) : (
        <Paper withBorder radius="md" p="lg">
          <Text fw={600}>{t('dashboard.notYet.title', 'The dashboard is being built')}</Text>
          <Text c="dimmed" size="sm" mt={4}>
            {t(
              'dashboard.notYet.text',
              'Tiles, request and donation tables and charts arrive with the dashboard issue. Nothing on this page is sample data.',
            )}
          </Text>
        </Paper>
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
