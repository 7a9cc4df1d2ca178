import '@mantine/core/styles/Image.layer.css';
import {
  Box,
  Button,
  Center,
  FileButton,
  Group,
  Image,
  Loader,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '../../components/icons';
import { ACCEPT, type StoredFile, useFileObjectUrl } from '../../lib/files';
import classes from './profile.module.css';

interface ImageTileProps {
  index: number;
  file: StoredFile | null;
  busy: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/** One of the five profile image tiles: empty (click to add), or the image with Replace and Remove. */
export function ImageTile({ index, file, busy, onPick, onRemove }: ImageTileProps) {
  const { t } = useTranslation();
  const { url, failed } = useFileObjectUrl(file?.location);
  const n = index + 1;
  const pick = (picked: File | null) => {
    if (picked) onPick(picked);
  };

  if (!file) {
    return (
      <FileButton onChange={pick} accept={ACCEPT.image} disabled={busy}>
        {(props) => (
          <UnstyledButton
            {...props}
            className={classes.emptyTile}
            aria-label={t('profile.images.add', 'Add image {{n}}', { n })}
          >
            <Stack align="center" gap={4}>
              {busy ? <Loader size="sm" /> : <PlusIcon size={24} />}
              {/* The kinds of file are said once above the tiles: words here must all be in the name. */}
              <Text size="sm" fw={500}>
                {t('profile.images.addShort', 'Add image')}
              </Text>
            </Stack>
          </UnstyledButton>
        )}
      </FileButton>
    );
  }

  return (
    <Stack gap={6}>
      <Box className={classes.imageTile}>
        {url ? (
          <Image
            src={url}
            alt={t('profile.images.alt', 'Image {{n}}: {{name}}', { n, name: file.name })}
            h="100%"
            fit="cover"
          />
        ) : (
          <Center h="100%">
            {failed ? (
              <Text size="xs" c="dimmed" ta="center" px="xs">
                {t('profile.images.failed', 'The image could not be loaded')}
              </Text>
            ) : (
              <Loader size="sm" />
            )}
          </Center>
        )}
      </Box>
      <Group gap={4} justify="center" wrap="nowrap">
        <FileButton onChange={pick} accept={ACCEPT.image} disabled={busy}>
          {(props) => (
            <Button
              {...props}
              variant="subtle"
              size="compact-xs"
              aria-label={t('profile.images.replace', 'Replace image {{n}}', { n })}
            >
              {t('profile.images.replaceShort', 'Replace')}
            </Button>
          )}
        </FileButton>
        <Button
          variant="subtle"
          color="red"
          size="compact-xs"
          onClick={onRemove}
          disabled={busy}
          aria-label={t('profile.images.remove', 'Remove image {{n}}', { n })}
        >
          {t('profile.images.removeShort', 'Remove')}
        </Button>
      </Group>
    </Stack>
  );
}
