import { Button } from '@mantine/core';
import { haemovigilanceEndpoints } from '@raktsetu/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../lib/api';

/**
 * "Record transfusion reaction" on an issued unit's page (issue 17 item 6), shown only when the bag went to a
 * patient of this institution: a bag issued to a hospital's patient is that hospital's to report.
 */
export function RecordReactionLink({ bagId }: { bagId: string }) {
  const { t } = useTranslation();
  const ours = useQuery({
    queryKey: ['haemovigilance', 'issued-units', bagId, 'unit-page'],
    queryFn: async ({ signal }) =>
      (
        await call(haemovigilanceEndpoints.issuedUnits, { search: bagId, limit: 10 }, { signal })
      ).content.data.some((unit) => unit.bagId.toLowerCase() === bagId.toLowerCase()),
  });
  if (!ours.data) return null;
  return (
    <Button
      component={Link}
      to={`/haemovigilance/transfusion-reaction?bag=${encodeURIComponent(bagId)}`}
      variant="light"
      color="red"
      size="xs"
    >
      {t('unitPage.recordReaction', 'Record transfusion reaction')}
    </Button>
  );
}
