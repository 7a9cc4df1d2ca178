import '@mantine/core/styles/SimpleGrid.layer.css';
import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PinIcon } from '../../components/icons';
import { cleanDecimal } from '../../lib/input';
import { currentPosition } from './coordinates';
import { type FieldBinding, useFieldBinding } from './registration-fields';

interface LocationFieldsProps {
  latitude: FieldBinding;
  longitude: FieldBinding;
}

/** Latitude and longitude as numeric inputs, with a shortcut to this device's location. */
export function LocationFields({ latitude, longitude }: LocationFieldsProps) {
  const { t } = useTranslation();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const locate = async () => {
    setLocating(true);
    setProblem(null);
    try {
      const position = await currentPosition();
      latitude.onChange(position.latitude);
      longitude.onChange(position.longitude);
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

  const coordinate = (binding: FieldBinding, label: string, placeholder: string) => (
    <TextInput
      ref={binding.ref}
      label={label}
      placeholder={placeholder}
      inputMode="decimal"
      value={binding.value}
      onChange={(event) => binding.onChange(cleanDecimal(event.currentTarget.value))}
      onBlur={binding.onBlur}
      error={binding.error}
      withAsterisk
      aria-required
      autoComplete="off"
    />
  );

  return (
    <div>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {coordinate(
          latitude,
          t('registration.latitude', 'Latitude'),
          t('registration.latitudePlaceholder', 'e.g. 18.5204'),
        )}
        {coordinate(
          longitude,
          t('registration.longitude', 'Longitude'),
          t('registration.longitudePlaceholder', 'e.g. 73.8567'),
        )}
      </SimpleGrid>
      <Stack gap={0} mt={6} align="flex-start">
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          onClick={locate}
          loading={locating}
          leftSection={<PinIcon size={14} />}
        >
          {t('registration.useMyLocation', 'Use this device’s location')}
        </Button>
        <Text size="xs" c="dimmed" px={6}>
          {t('registration.useMyLocationHint', 'Only when you are at the institution.')}
        </Text>
      </Stack>
      {problem && (
        <Text size="sm" c="red" mt={4} role="alert">
          {problem}
        </Text>
      )}
    </div>
  );
}

/** Latitude and longitude bound to two fields of a contract form. */
export function LocationFormFields<T extends FieldValues, O>({
  control,
  latitude,
  longitude,
}: {
  control: Control<T, unknown, O>;
  latitude: Path<T>;
  longitude: Path<T>;
}) {
  return (
    <LocationFields
      latitude={useFieldBinding(control, latitude) as unknown as FieldBinding}
      longitude={useFieldBinding(control, longitude) as unknown as FieldBinding}
    />
  );
}
