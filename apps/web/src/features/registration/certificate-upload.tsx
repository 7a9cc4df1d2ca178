import { Button, CloseButton, FileButton, Group, Input, Paper, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPT, checkUpload, type StoredFile, UPLOAD_MESSAGES } from '../../lib/files';
import { useUploadCertificate } from './registration.api';

interface CertificateUploadProps {
  value: StoredFile | null;
  onChange: (file: StoredFile | null) => void;
  label: string;
  description: string;
}

/** The certificate attachment: picked, uploaded at once (POST /api/generic/file), shown by name. */
export function CertificateUpload({ value, onChange, label, description }: CertificateUploadProps) {
  const { t } = useTranslation();
  const upload = useUploadCertificate();
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const descriptionId = useId();

  const handleFile = async (file: File | null) => {
    if (!file) return;
    const problem = checkUpload(file, 'certificate');
    if (problem) {
      setError(t(`upload.${problem}`, UPLOAD_MESSAGES[problem]));
      return;
    }
    setError(null);
    try {
      onChange(await upload.mutateAsync(file));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <div>
      <Input.Label id={labelId} component="div" size="md">
        {label}
      </Input.Label>
      <Input.Description id={descriptionId} mb={8}>
        {description}
      </Input.Description>
      {value ? (
        <Paper withBorder radius="md" px="md" py="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={500} truncate>
              {value.name}
            </Text>
            <CloseButton
              aria-label={t('registration.removeCertificate', 'Remove {{name}}', { name: value.name })}
              onClick={() => onChange(null)}
            />
          </Group>
        </Paper>
      ) : (
        <FileButton onChange={handleFile} accept={ACCEPT.certificate}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={upload.isPending}
              aria-describedby={`${labelId} ${descriptionId}`}
            >
              {t('registration.attachCertificate', 'Attach certificate')}
            </Button>
          )}
        </FileButton>
      )}
      {error && (
        <Input.Error mt={6} role="alert">
          {error}
        </Input.Error>
      )}
    </div>
  );
}
