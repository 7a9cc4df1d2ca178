import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinIcon } from '../../components/icons';
import type { Position } from './availability-search';
import { askPosition, type PositionFailure } from './visitor-position';

type Status = 'off' | 'asking' | 'on' | PositionFailure;

export interface VisitorLocation {
  status: Status;
  /** Set while the visitor lets the page use their position. */
  position: Position | null;
  ask: () => Promise<void>;
  stop: () => void;
}

/**
 * The visitor's position for this visit only: kept out of the address, so a link they share does not say where
 * they are, and forgotten on leaving.
 */
export function useVisitorLocation(): VisitorLocation {
  const [state, setState] = useState<{ status: Status; position: Position | null }>({
    status: 'off',
    position: null,
  });
  return {
    ...state,
    ask: async () => {
      setState({ status: 'asking', position: null });
      try {
        setState({ status: 'on', position: await askPosition() });
      } catch (failure) {
        setState({ status: failure === 'refused' ? 'refused' : 'unavailable', position: null });
      }
    },
    stop: () => setState({ status: 'off', position: null }),
  };
}

/** "Use my location", and a calm word on what came of it: the search works the same without it. */
export function VisitorLocationControl({ location }: { location: VisitorLocation }) {
  const { t } = useTranslation();
  const notes: Record<Status, string> = {
    off: '',
    asking: t('availability.location.asking', 'Asking your browser for your location…'),
    on: t('availability.location.on', 'Nearest first, measured from about where you are.'),
    refused: t(
      'availability.location.refused',
      'Your location was not shared, so the centres are not sorted by distance. The search works as before.',
    ),
    unavailable: t(
      'availability.location.unavailable',
      'Your location could not be found. The search works as before.',
    ),
  };
  return (
    <Group gap="sm" wrap="wrap" align="center">
      {location.status === 'on' ? (
        <Button variant="default" onClick={location.stop}>
          {t('availability.location.stop', 'Stop using my location')}
        </Button>
      ) : (
        <Button
          variant="default"
          leftSection={<PinIcon size={18} />}
          loading={location.status === 'asking'}
          onClick={() => void location.ask()}
        >
          {t('availability.location.use', 'Use my location')}
        </Button>
      )}
      <Text size="sm" c="gray.7" role="status" style={{ flex: '1 1 16rem' }}>
        {notes[location.status]}
      </Text>
    </Group>
  );
}
