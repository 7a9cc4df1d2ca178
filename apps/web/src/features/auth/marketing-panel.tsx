import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Box, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/brand';
import { CheckIcon } from '../../components/icons';
import { formatCount } from '../../lib/format';

/** Static figures of the login pages' marketing panel (spec part 1 §1). Not live data. */
export const MARKETING_FIGURES = {
  bloodBanks: 3023,
  donors: 57298,
  hospitals: 12978,
  patientsServed: 78635,
} as const;

export function MarketingPanel() {
  const { t } = useTranslation();
  const figures: { key: keyof typeof MARKETING_FIGURES; label: string }[] = [
    { key: 'bloodBanks', label: t('auth.marketing.bloodBanks', 'Blood banks') },
    { key: 'donors', label: t('auth.marketing.donors', 'Donors') },
    { key: 'hospitals', label: t('auth.marketing.hospitals', 'Hospitals') },
    { key: 'patientsServed', label: t('auth.marketing.patientsServed', 'Patients served') },
  ];
  const purposes = [
    t('auth.marketing.purposeConnect', 'Connect willing, free volunteer donors with requests for blood.'),
    t('auth.marketing.purposeTime', 'Cut the time from a request to blood being available.'),
    t('auth.marketing.purposeWaste', 'Reduce excess stock and the disposal of units.'),
  ];

  return (
    <Box
      component="aside"
      aria-label={t('auth.marketing.label', 'About RaktSetu')}
      p={{ base: 'xl', lg: 56 }}
      c="white"
      style={{
        // White text stays at 4.5:1 or more everywhere on it, the translucent figure tiles included: the
        // lightest red is blood.6 (5.7:1), not blood.5 (4.5:1, and under it once a tile lightens it).
        background: 'linear-gradient(155deg, #9a111d 0%, #b01623 55%, #c81e2c 100%)',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        minHeight: '100%',
      }}
    >
      <Brand inverted size="lg" />
      <Stack gap="xl" maw={520} my="xl">
        <Title order={2} c="white" fz={{ base: 28, lg: 34 }} lh={1.2}>
          {t('auth.marketing.headline', 'A bridge between voluntary donors and every request for blood')}
        </Title>
        <List
          spacing="sm"
          size="md"
          icon={
            <ThemeIcon size={22} radius="xl" color="white" c="blood.7">
              <CheckIcon size={14} />
            </ThemeIcon>
          }
        >
          {purposes.map((purpose) => (
            <List.Item key={purpose}>{purpose}</List.Item>
          ))}
        </List>
        <SimpleGrid cols={2} spacing="md" mt="md">
          {figures.map((figure) => (
            <Box
              key={figure.key}
              p="md"
              style={{ background: 'rgba(255,255,255,0.12)', borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Text fz={28} fw={700} lh={1.1}>
                {formatCount(MARKETING_FIGURES[figure.key])}
              </Text>
              <Text fz="sm">{figure.label}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
      <Text fz="sm">
        {t(
          'auth.marketing.mobileApp',
          'Donors, patients and social workers: please use the RaktSetu mobile app. This website is for blood banks, hospitals and NGOs.',
        )}
      </Text>
    </Box>
  );
}
