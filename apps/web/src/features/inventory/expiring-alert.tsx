import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import { Alert, Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStock } from './stock.api';

/** The units expiring within 1, 3 and 7 days, each a link to the expiring view of that window. */
export function ExpiringAlert({
  expiring,
}: {
  expiring: { within1: number; within3: number; within7: number };
}) {
  const { t } = useTranslation();
  if (expiring.within7 === 0) return null;
  const windows = [
    {
      days: 1,
      count: expiring.within1,
      text: t('stock.expiring.within1', '{{count}} within 1 day', { count: expiring.within1 }),
    },
    {
      days: 3,
      count: expiring.within3,
      text: t('stock.expiring.within3', '{{count}} within 3 days', { count: expiring.within3 }),
    },
    {
      days: 7,
      count: expiring.within7,
      text: t('stock.expiring.within7', '{{count}} within 7 days', { count: expiring.within7 }),
    },
  ].filter((window) => window.count > 0);
  return (
    <Alert color="orange" variant="light" title={t('stock.expiring.title', 'Units expiring soon')}>
      <Group gap="lg" wrap="wrap">
        {windows.map((window) => (
          <Anchor
            key={window.days}
            component={Link}
            to={`/inventory-expiring?days=${window.days}`}
            fz="sm"
            fw={600}
          >
            {window.text}
          </Anchor>
        ))}
      </Group>
    </Alert>
  );
}

/** The dashboard's flag of a blood centre's units about to expire (docs/decisions/0044); nothing when none are. */
export function ExpiringUnitsFlag() {
  const stock = useStock();
  return stock.data ? <ExpiringAlert expiring={stock.data.expiring} /> : null;
}
