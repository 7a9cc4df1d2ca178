import { Anchor, Stack } from '@mantine/core';
import type { StoredFile } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../lib/files';
import { popups } from './popups';

/** Files attached to a record (a request's prescription, a camp's papers), each downloaded with the token under its own name. */
export function FileLinks({ files }: { files: readonly StoredFile[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  const open = async (file: StoredFile) => {
    try {
      await downloadFile(file);
    } catch (failure) {
      await popups.failedWith(failure);
    }
  };
  return (
    <Stack component="span" gap={4} align="flex-start">
      {files.map((file) => (
        <Anchor
          key={file.location}
          component="button"
          type="button"
          size="sm"
          onClick={() => void open(file)}
          aria-label={t('files.download', 'Download {{name}}', { name: file.name })}
        >
          {file.name}
        </Anchor>
      ))}
    </Stack>
  );
}
