import { Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { INDIA_STATES, type IndiaState, indiaStateOf } from '@raktsetu/contract';
import indiaShapes from '@svg-maps/india';
import { type PointerEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import classes from './india-map.module.css';

/**
 * The choropleth of donations by state (docs/decisions/0050). The shapes are @svg-maps/india (CC BY 4.0),
 * shipped with the app: no map tiles come from the internet. Its shapes predate 2019 and 2020: the Jammu and
 * Kashmir shape also holds Ladakh, and Dadra and Nagar Haveli and Daman and Diu are two shapes of one territory,
 * so those show the figures of the territories they hold.
 */

interface Shape {
  id: string;
  path: string;
  /** The states and territories whose figures the shape shows. */
  states: IndiaState[];
  label: string;
}

// The package's types name a types package it does not bring; its shape is this.
const india = indiaShapes as unknown as {
  viewBox: string;
  locations: { id: string; name: string; path: string }[];
};

const MERGED: Record<string, IndiaState[]> = {
  'Jammu and Kashmir': ['Jammu and Kashmir', 'Ladakh'],
  'Dadra and Nagar Haveli': ['Dadra and Nagar Haveli and Daman and Diu'],
  'Daman and Diu': ['Dadra and Nagar Haveli and Daman and Diu'],
};

const SHAPES: Shape[] = india.locations.map((location) => {
  const states = MERGED[location.name] ?? [indiaStateOf(location.name)].filter((state) => state !== null);
  return { id: location.id, path: location.path, states, label: states.join(' and ') || location.name };
});

/** Five shades of blood red, lightest first, and a grey for none: each class at least twice the one before. */
const SHADES = ['#fde2e2', '#f9b4b4', '#f07b7b', '#d63a3a', '#8f1414'] as const;
const NONE = '#eef0f2';

function shadeOf(value: number, max: number): string {
  if (value <= 0 || max <= 0) return NONE;
  const index = Math.min(SHADES.length - 1, Math.floor((value / max) * SHADES.length));
  return SHADES[index] ?? NONE;
}

interface Hovered {
  shape: Shape;
  value: number;
  x: number;
  y: number;
}

export function IndiaMap({ donations }: { donations: Record<string, number> }) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState<Hovered | null>(null);
  const figures = useMemo(
    () =>
      new Map(
        SHAPES.map((shape) => [
          shape.id,
          shape.states.reduce((sum, state) => sum + (donations[state] ?? 0), 0),
        ]),
      ),
    [donations],
  );
  const figureOf = (shape: Shape) => figures.get(shape.id) ?? 0;
  const max = Math.max(0, ...figures.values());
  const ranked = INDIA_STATES.filter((state) => (donations[state] ?? 0) > 0).sort(
    (a, b) => (donations[b] ?? 0) - (donations[a] ?? 0) || a.localeCompare(b),
  );

  function hover(shape: Shape, event: PointerEvent<SVGPathElement>) {
    const box = event.currentTarget.ownerSVGElement?.parentElement?.getBoundingClientRect();
    if (!box) return;
    setHovered({ shape, value: figureOf(shape), x: event.clientX - box.left, y: event.clientY - box.top });
  }

  const figure = (value: number) =>
    t('admin.dashboard.map.donations', '{{figure}} donations', { figure: formatCount(value) });

  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Stack gap="xs" className={classes.mapColumn}>
        <Box className={classes.frame} onPointerLeave={() => setHovered(null)}>
          <svg
            viewBox={india.viewBox}
            role="img"
            aria-label={t(
              'admin.dashboard.map.label',
              'Map of India shaded by donations per state; the figures are listed beside it',
            )}
            className={classes.map}
          >
            {SHAPES.map((shape) => (
              <path
                key={shape.id}
                d={shape.path}
                fill={shadeOf(figureOf(shape), max)}
                className={
                  hovered?.shape.id === shape.id ? `${classes.state} ${classes.active}` : classes.state
                }
                onPointerMove={(event) => hover(shape, event)}
              >
                <title>{`${shape.label}: ${formatCount(figureOf(shape))}`}</title>
              </path>
            ))}
          </svg>
          {hovered && (
            <Paper
              shadow="sm"
              withBorder
              p={6}
              className={classes.tip}
              style={{ left: hovered.x + 12, top: hovered.y + 12 }}
              aria-hidden
            >
              <Text size="sm" fw={600}>
                {hovered.shape.label}
              </Text>
              <Text size="sm">{figure(hovered.value)}</Text>
            </Paper>
          )}
        </Box>
        <Group gap={6} aria-hidden>
          <Text size="xs" c="dimmed">
            {t('admin.dashboard.map.fewer', 'Fewer')}
          </Text>
          {SHADES.map((shade) => (
            <span key={shade} className={classes.swatch} style={{ background: shade }} />
          ))}
          <Text size="xs" c="dimmed">
            {t('admin.dashboard.map.more', 'More donations')}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('admin.dashboard.map.credit', 'State shapes: svg-maps by Victor Cazanave, CC BY 4.0')}
        </Text>
      </Stack>
      <Box className={classes.ranking}>
        <Table
          striped
          withTableBorder
          fz="sm"
          aria-label={t('admin.dashboard.map.tableLabel', 'Donations by state')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.dashboard.map.state', 'State')}</Table.Th>
              <Table.Th ta="right">{t('admin.dashboard.map.count', 'Donations')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ranked.map((state) => (
              <Table.Tr key={state}>
                <Table.Td>{state}</Table.Td>
                <Table.Td ta="right">{formatCount(donations[state] ?? 0)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Group>
  );
}
