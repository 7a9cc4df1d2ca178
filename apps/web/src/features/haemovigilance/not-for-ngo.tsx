import '@mantine/core/styles/Alert.layer.css';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session';

/** Whether the signed-in institution is an NGO, which neither transfuses nor bleeds donors. */
export function useIsNgo(): boolean {
  const session = useSession();
  return session?.identifier === 'institution' && session.institutionType === 'NGO';
}

/**
 * What an NGO finds at a haemovigilance address (the menu does not lead it there, the API refuses it): why
 * there is nothing for it, under the screen's own title, without calling anything.
 */
export function NotForNgo({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={title} />
      <Alert color="blue">
        {t(
          'haemovigilance.notForNgo',
          'Haemovigilance is kept by the hospitals that transfuse and the blood centres that collect blood.',
        )}
      </Alert>
    </Stack>
  );
}
