import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../lib/format';
import { useDashboardCounts, useNgoDashboard } from './dashboard.api';
import classes from './dashboard.module.css';
import { LoadFailed } from './load-failed';

/**
 * A donor tile's figure. The API stops counting donors around at `cap` (a count past it would cost a full scan
 * of the donors around), so a count there says "1000+": at least that many, not exactly.
 */
export function tileCount(count: number, cap: number): string {
  return count >= cap ? `${cap}+` : formatCount(count);
}

/** Five boxes while the counts load, so the tiles do not push the page down when they arrive. */
const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e'] as const;

interface TileSpec {
  id: string;
  label: string;
  count: number;
  /** The screen the tile opens; a figure with no screen of its own is a plain card. */
  to?: string;
  /** A count of donors around, which the API stops at `cap`; the others are exact. */
  capped?: boolean;
}

function Tile({ tile, cap }: { tile: TileSpec; cap: number }) {
  const body = (
    // The figures line up along the bottom even when a label takes two lines.
    <Stack gap={4} h="100%" justify="space-between">
      <Text size="sm" fw={600} c="dimmed" lh={1.3}>
        {tile.label}
      </Text>{' '}
      <Text component="span" fz={28} fw={700} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {tile.capped ? tileCount(tile.count, cap) : formatCount(tile.count)}
      </Text>
    </Stack>
  );
  return tile.to ? (
    <Paper component={Link} to={tile.to} withBorder radius="md" p="md" className={classes.tile}>
      {body}
    </Paper>
  ) : (
    <Paper withBorder radius="md" p="md" className={`${classes.tile} ${classes.plainTile}`}>
      {body}
    </Paper>
  );
}

/**
 * The "Counts" tiles of a dashboard's answer: `tilesOf` says which, once it has come (boxes meanwhile); a
 * failure says so, with Try again.
 */
function TileGrid<D extends { countCap: number }>({
  query,
  tilesOf,
}: {
  query: {
    data: D | undefined;
    status: 'pending' | 'error' | 'success';
    error: Error | null;
    refetch: () => unknown;
  };
  tilesOf: (data: D) => TileSpec[];
}) {
  const { t } = useTranslation();
  const { data, status } = query;
  if (status === 'error') {
    return (
      <LoadFailed
        title={t('dashboard.tiles.failed', 'The counts could not be loaded')}
        message={query.error?.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <SimpleGrid
      component="section"
      aria-label={t('dashboard.tiles.label', 'Counts')}
      aria-busy={status === 'pending'}
      cols={{ base: 2, sm: 3, lg: 5 }}
      spacing="md"
    >
      {data
        ? tilesOf(data).map((tile) => <Tile key={tile.id} tile={tile} cap={data.countCap} />)
        : SKELETON_KEYS.map((key) => <Skeleton key={key} h={92} radius="md" />)}
    </SimpleGrid>
  );
}

/**
 * A blood centre's five tiles (docs/spec/part-1-institution-side.md §2, §3 "Dashboard data"), each opening
 * the list it counts.
 */
export function BloodCentreTiles() {
  const { t } = useTranslation();
  const counts = useDashboardCounts();
  return (
    <TileGrid
      query={counts}
      tilesOf={(data) => [
        {
          id: 'nearby',
          label: t('dashboard.tiles.nearbyDonors', 'Donors Nearby'),
          count: data.nearByDonorsCount,
          to: '/nearby-donors',
          capped: true,
        },
        {
          id: 'available',
          label: t('dashboard.tiles.availableForDonation', 'Available for Donation'),
          count: data.activeDonorsCount,
          to: '/available-for-donation',
          capped: true,
        },
        {
          id: 'received',
          label: t('dashboard.tiles.received', 'Received'),
          count: data.recievedCount,
          to: '/received',
        },
        {
          id: 'issued',
          label: t('dashboard.tiles.issued', 'Issued'),
          count: data.issuedCount,
          to: '/inventory-issued',
        },
        {
          id: 'inventory',
          label: t('dashboard.tiles.inventory', 'Inventory'),
          count: data.inventoryCount.inventory,
          to: '/inventory',
        },
      ]}
    />
  );
}

/**
 * An NGO's five tiles (docs/spec/part-1-institution-side.md §2, §3 "Dashboard data, NGO"). Donations so far and
 * repeat donations have no list of their own yet, so they are figures, not links.
 */
export function NgoTiles() {
  const { t } = useTranslation();
  // The default period: the same answer the charts load first, so the tiles cost no call of their own.
  const ngo = useNgoDashboard('Monthly');
  return (
    <TileGrid
      query={ngo}
      tilesOf={(data) => [
        {
          id: 'myDonors',
          label: t('dashboard.tiles.myDonors', 'My Donors'),
          count: data.activeDonorsCount,
          to: '/people',
        },
        {
          id: 'available',
          label: t('dashboard.tiles.availableForDonation', 'Available for Donation'),
          count: data.nearByDonorsCount,
          to: '/available-for-donation',
          capped: true,
        },
        {
          id: 'donated',
          label: t('dashboard.tiles.donatedSoFar', 'Donated so far'),
          count: data.donetedSoFarCount,
        },
        {
          id: 'repeat',
          label: t('dashboard.tiles.repeatDonations', 'Repeat Donations'),
          count: data.repeatDonationsCount,
        },
        {
          id: 'camps',
          label: t('dashboard.tiles.campsOrganised', 'Camps Organised'),
          count: data.campOrgnisedCount,
          to: '/camp',
        },
      ]}
    />
  );
}
