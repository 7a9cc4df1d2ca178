import '@mantine/core/styles/SimpleGrid.layer.css';
import { Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinIcon } from '../../components/icons';
import { cleanDecimal } from '../../lib/input';
import { currentPosition } from './coordinates';

interface LocationFieldsProps {
  latitude: string;
  longitude: string;
  onChange: (value: { latitude?: string; longitude?: string }) => void;
  latitudeError?: boolean | string;
  longitudeError?: boolean | string;
}

/** Latitude and longitude as numeric inputs, with a shortcut to this device's location. */
export function LocationFields({
  latitude,
  longitude,
  onChange,
  latitudeError,
  longitudeError,
}: LocationFieldsProps) {
  const { t } = useTranslation();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const locate = async () => {
    setLocating(true);
    setProblem(null);
    try {
      onChange(await currentPosition());
    } catch {
      setProblem(
        t(
          'registration.locationUnavailable',
          'This device could not tell its location. Type the coordinates from a map instead.',
        ),
      );
    } finally {
      setLocating(false);
    }
  };

  return (
    <div>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('registration.latitude', 'Latitude')}
          placeholder={t('registration.latitudePlaceholder', 'e.g. 18.5204')}
          inputMode="decimal"
          value={latitude}
          onChange={(event) => onChange({ latitude: cleanDecimal(event.currentTarget.value) })}
          error={latitudeError}
          autoComplete="off"
        />
        <TextInput
          label={t('registration.longitude', 'Longitude')}
          placeholder={t('registration.longitudePlaceholder', 'e.g. 73.8567')}
          inputMode="decimal"
          value={longitude}
          onChange={(event) => onChange({ longitude: cleanDecimal(event.currentTarget.value) })}
          error={longitudeError}
          autoComplete="off"
        />
      </SimpleGrid>
      <Group gap="xs" mt={6}>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          onClick={locate}
          loading={locating}
          leftSection={<PinIcon size={14} />}
        >
          {t('registration.useMyLocation', 'Use this device’s location (when you are at the institution)')}
        </Button>
      </Group>
      {problem && (
        <Text size="sm" c="red" mt={4} role="alert">
          {problem}
        </Text>
      )}
    </div>
  );
}
