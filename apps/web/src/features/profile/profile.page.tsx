import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CONTACT_NUMBER_MESSAGE,
  type InstitutionProfile,
  institutionEditRequestSchema,
  PROFILE_IMAGE_TILES,
} from '@raktsetu/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { popups } from '../../components/popups';
import { checkUpload, type StoredFile, UPLOAD_MESSAGES, uploadFile } from '../../lib/files';
import { formatDate, formatPhone } from '../../lib/format';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { cleanPhone } from '../../lib/input';
import { institutionTypeLabel } from '../institutions/institution-type';
import { ImageTile } from './image-tile';
import { useEditProfile, useInstitutionProfile } from './profile.api';
import { useUnsavedChangesPrompt } from './unsaved-changes';

/** The contract's message for an empty address (institutionEditRequestSchema). */
const ADDRESS_MESSAGE = 'Enter address';

function tiles(images: InstitutionProfile['images']): (StoredFile | null)[] {
  return Array.from({ length: PROFILE_IMAGE_TILES }, (_, index) => images[index] ?? null);
}

function ReadOnlyField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text fw={500} mt={2} style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

/** /profile: the signed-in institution's profile (docs/spec/part-1-institution-side.md §2; docs/spec/part-2-operations-and-admin.md §2 "Settings and profile"). */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useInstitutionProfile();

  if (profile.isError) {
    return (
      <Alert color="red" variant="light" title={t('profile.loadFailed', 'The profile could not be loaded')}>
        {profile.error.message}
      </Alert>
    );
  }
  if (!profile.data) {
    return (
      <Stack gap="lg">
        <Skeleton h={36} w={320} />
        <Skeleton h={160} />
        <Skeleton h={200} />
      </Stack>
    );
  }
  return <ProfileView profile={profile.data} />;
}

function ProfileView({ profile }: { profile: InstitutionProfile }) {
  const { t } = useTranslation();
  const place = [
    profile.address.city,
    [profile.address.state, profile.address.zipcode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <Stack gap="lg">
      <div>
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {profile.institutionName}
          </Title>
          <Badge variant="light" size="lg" radius="sm">
            {institutionTypeLabel(t, profile.institutionType)}
          </Badge>
        </Group>
        <Text c="dimmed" mt={4}>
          {[profile.address.description, place].filter(Boolean).join(', ')}
        </Text>
        <Text c="dimmed" size="sm">
          {profile.contactEmail} · {formatPhone(profile.contactNumber, profile.countryCode)}
        </Text>
      </div>

      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              {t('profile.registered.title', 'Registered details')}
            </Title>
            <Text size="sm" c="dimmed" mt={2}>
              {t(
                'profile.registered.readOnly',
                'Read-only: these were verified when RaktSetu approved the institution. To change them, contact RaktSetu.',
              )}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <ReadOnlyField label={t('profile.institutionName', 'Institution name')}>
              {profile.institutionName}
            </ReadOnlyField>
            <ReadOnlyField label={t('profile.institutionType', 'Institution type')}>
              {institutionTypeLabel(t, profile.institutionType)}
            </ReadOnlyField>
            <ReadOnlyField label={t('profile.registrationNumber', 'Registration number')}>
              {profile.registrationNumber}
            </ReadOnlyField>
            <ReadOnlyField label={t('profile.contactEmail', 'Contact e-mail')}>
              {profile.contactEmail}
            </ReadOnlyField>
            <ReadOnlyField label={t('profile.place', 'City, state and PIN code')}>{place}</ReadOnlyField>
            <ReadOnlyField label={t('profile.joined', 'Registered on')}>
              {formatDate(profile.addedAt)}
            </ReadOnlyField>
          </SimpleGrid>
        </Stack>
      </Paper>

      <ContactForm profile={profile} />
      <ImagesSection profile={profile} />

      <Group>
        <Anchor component={Link} to="/changePassword">
          {t('profile.changePassword', 'Change password')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/**
 * The part of POST /api/institution/edit this form changes, both fields required here: the form always
 * holds both, and sends only the ones that differ from the profile.
 */
const contactFormSchema = z.object({
  contactNumber: institutionEditRequestSchema.shape.contactNumber.unwrap(),
  address: institutionEditRequestSchema.shape.address.unwrap(),
});

const contactValues = (profile: InstitutionProfile) => ({
  contactNumber: profile.contactNumber,
  address: { description: profile.address.description },
});

function ContactForm({ profile }: { profile: InstitutionProfile }) {
  const { t } = useTranslation();
  const edit = useEditProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useContractForm(contactFormSchema, { defaultValues: contactValues(profile) });
  const { errors, isDirty } = form.formState;

  // Another save (the images) or a refetch brought new values: show them, but keep what the person is
  // typing in a field they changed.
  useEffect(() => {
    form.reset(contactValues(profile), { keepDirtyValues: true });
  }, [form, profile]);

  useUnsavedChangesPrompt(
    isDirty,
    t('profile.unsaved.contact', 'Your changes to the contact number and address are not saved yet.'),
  );

  // Messages come from the contract in English; the two it has for this form are shown through i18n keys.
  const text = (message: string | undefined) => {
    if (message === CONTACT_NUMBER_MESSAGE) return t('profile.phoneInvalid', CONTACT_NUMBER_MESSAGE);
    if (message === ADDRESS_MESSAGE) return t('profile.addressEmpty', ADDRESS_MESSAGE);
    return message;
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const changes = {
      ...(values.contactNumber !== profile.contactNumber ? { contactNumber: values.contactNumber } : {}),
      ...(values.address.description !== profile.address.description ? { address: values.address } : {}),
    };
    if (Object.keys(changes).length === 0) {
      form.reset(contactValues(profile));
      return;
    }
    try {
      const { message, profile: saved } = await edit.mutateAsync(changes);
      form.reset(contactValues(saved));
      await popups.success({ title: message || t('profile.saved', 'Profile updated successfully') });
    } catch (failure) {
      setFormError(showServerErrors(form, failure));
    }
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-contact-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" id="profile-contact-title">
              {t('profile.contact.title', 'Contact number and address')}
            </Title>
            <Text size="sm" c="dimmed" mt={2}>
              {t('profile.contact.hint', 'Blood banks and donors see these to reach you.')}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="contactNumber"
              render={({ field }) => (
                <TextInput
                  label={t('profile.contactNumber', 'Contact number')}
                  required
                  description={t(
                    'registration.contactNumberHint',
                    '10-digit mobile, or 11-digit landline with 0',
                  )}
                  inputMode="numeric"
                  leftSection={<Text size="sm">+91</Text>}
                  leftSectionWidth={44}
                  autoComplete="tel-national"
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(cleanPhone(event.currentTarget.value))}
                  error={text(errors.contactNumber?.message)}
                />
              )}
            />
            <TextInput
              label={t('profile.address', 'Address')}
              required
              description={t('registration.addressHint', 'Building, street and area')}
              autoComplete="street-address"
              error={text(errors.address?.description?.message)}
              {...form.register('address.description')}
            />
          </SimpleGrid>
          {formError && (
            <Alert color="red" variant="light" role="alert" py="xs">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            {isDirty && (
              <Text size="sm" c="dimmed" mr="auto">
                {t('profile.unsaved.note', 'Unsaved changes')}
              </Text>
            )}
            <Button
              variant="default"
              disabled={!isDirty}
              onClick={() => {
                form.reset(contactValues(profile));
                setFormError(null);
              }}
            >
              {t('profile.undo', 'Undo changes')}
            </Button>
            <Button type="submit" disabled={!isDirty} loading={edit.isPending}>
              {t('profile.save', 'Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function ImagesSection({ profile }: { profile: InstitutionProfile }) {
  const { t } = useTranslation();
  const edit = useEditProfile();
  const [busyIndex, setBusyIndex] = useState<number | null>(null);
  const current = tiles(profile.images);

  const saveImages = async (images: (StoredFile | null)[], index: number) => {
    setBusyIndex(index);
    try {
      await edit.mutateAsync({ images });
    } finally {
      setBusyIndex(null);
    }
  };

  const handlePick = async (index: number, file: File) => {
    const problem = checkUpload(file, 'image');
    if (problem) {
      await popups.failure({ title: t(`upload.${problem}`, UPLOAD_MESSAGES[problem]) });
      return;
    }
    setBusyIndex(index);
    try {
      const saved = await uploadFile(file);
      const images = [...current];
      images[index] = saved;
      await saveImages(images, index);
    } catch (failure) {
      setBusyIndex(null);
      await popups.failedWith(failure);
    }
  };

  const handleRemove = async (index: number) => {
    const confirmed = await popups.confirm({
      title: t('profile.images.removeConfirm', 'Remove this image from the profile?'),
      confirmLabel: t('profile.images.removeShort', 'Remove'),
    });
    if (!confirmed) return;
    const images = [...current];
    images[index] = null;
    try {
      await saveImages(images, index);
    } catch (failure) {
      await popups.failedWith(failure);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-images-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="profile-images-title">
            {t('profile.images.title', 'Images')}
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            {t(
              'profile.images.hint',
              'Up to five photos of the institution: the building, the entrance, the donation hall. PNG or JPEG, at most 10 MB each.',
            )}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
          {current.map((file, index) => (
            <ImageTile
              // biome-ignore lint/suspicious/noArrayIndexKey: the five tiles are fixed positions.
              key={index}
              index={index}
              file={file}
              busy={busyIndex === index}
              onPick={(picked) => void handlePick(index, picked)}
              onRemove={() => void handleRemove(index)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
