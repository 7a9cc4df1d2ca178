import { Button, CloseButton, FileButton, Group, Input, Paper, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { Control, FieldValues, Path, RefCallBack } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCEPT, checkUpload, type StoredFile, UPLOAD_MESSAGES } from '../../lib/files';
import { useUploadCertificate } from './registration.api';
import { type FieldBinding, useFieldBinding } from './registration-fields';

interface CertificateUploadProps {
  value: StoredFile | null;
  onChange: (file: StoredFile | null) => void;
  label: string;
  description: string;
  /** The form's message (already translated), such as the server refusing the file. */
  error?: string;
  /** Told how to put focus here when the certificate is the first problem. */
  focusRef?: RefCallBack;
}

/**
 * The certificate attachment: picked, uploaded at once (POST /api/generic/file), shown by name. Only a file
 * uploaded this way is accepted by the server, and only by one registration.
 */
export function CertificateUpload({
  value,
  onChange,
  label,
  description,
  error,
  focusRef,
}: CertificateUploadProps) {
  const { t } = useTranslation();
  const upload = useUploadCertificate();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = `${useId()}-error`;
  const attachRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    focusRef?.({ focus: () => (removeRef.current ?? attachRef.current)?.focus() });
  }, [focusRef]);

  const handleFile = async (file: File | null) => {
    if (!file) return;
    const problem = checkUpload(file, 'certificate');
    if (problem) {
      setUploadError(t(`upload.${problem}`, UPLOAD_MESSAGES[problem]));
      return;
    }
    setUploadError(null);
    try {
      onChange(await upload.mutateAsync(file));
    } catch (failure) {
      setUploadError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const shownError = uploadError ?? error;
  const describedBy = [labelId, descriptionId, shownError ? errorId : null].filter(Boolean).join(' ');

  return (
    <div>
      <Input.Label id={labelId} component="div" size="md" required>
        {label}
      </Input.Label>
      <Input.Description id={descriptionId} size="md" mb={8}>
        {description}
      </Input.Description>
      {value ? (
        <Paper withBorder radius="md" px="md" py="xs" maw={480}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={500} truncate>
              {value.name}
            </Text>
            <CloseButton
              ref={removeRef}
              aria-label={t('registration.removeCertificate', 'Remove {{name}}', { name: value.name })}
              aria-describedby={shownError ? errorId : undefined}
              onClick={() => onChange(null)}
            />
          </Group>
        </Paper>
      ) : (
        <FileButton onChange={handleFile} accept={ACCEPT.certificate}>
          {(props) => (
            <Button
              {...props}
              ref={attachRef}
              variant="default"
              color={shownError ? 'red' : undefined}
              loading={upload.isPending}
              aria-describedby={describedBy}
              aria-invalid={shownError ? true : undefined}
            >
              {t('registration.attachCertificate', 'Attach certificate')}
            </Button>
          )}
        </FileButton>
      )}
      {shownError && (
        <Input.Error id={errorId} size="md" mt={6} role={uploadError ? 'alert' : undefined}>
          {shownError}
        </Input.Error>
      )}
    </div>
  );
}

/** The certificate as a field of a contract form: the form's message at it, focus on it when first. */
export function CertificateField<T extends FieldValues, O>({
  control,
  name,
  label,
  description,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  description: string;
}) {
  const field = useFieldBinding(control, name) as unknown as FieldBinding<StoredFile | null>;
  return (
    <CertificateUpload
      label={label}
      description={description}
      value={field.value}
      onChange={(file) => {
        field.onChange(file);
        field.onBlur();
      }}
      error={field.error}
      focusRef={field.ref}
    />
  );
}
