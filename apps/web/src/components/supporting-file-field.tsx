import { Button, CloseButton, FileButton, Group, Input, Paper, Text } from '@mantine/core';
import { MESSAGES } from '@raktsetu/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCEPT, checkUpload, type StoredFile, UPLOAD_MESSAGES, uploadFile } from '../lib/files';
import type { FormMessage } from './form-fields';

/**
 * An optional supporting file (a doctor's note, a complaint): picked, checked for kind and size, uploaded at
 * once, and shown by name with a way to remove it. Only a file its sender uploaded is accepted by the server.
 */
export function SupportingFileField<T extends FieldValues, O>({
  control,
  name,
  message,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  /** Shows a message of the form's checks in the form's words. */
  message: FormMessage;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const upload = useMutation({ mutationFn: uploadFile });
  const [uploadError, setUploadError] = useState<string | null>(null);
  const reset = useRef<() => void>(null);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = `${useId()}-error`;
  const attachRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const { ref } = field;
  const value = field.value as StoredFile | undefined;

  useEffect(() => {
    ref({ focus: () => (removeRef.current ?? attachRef.current)?.focus() });
  }, [ref]);

  const pick = async (file: File | null) => {
    // Picking the same file again after removing it must fire again.
    reset.current?.();
    if (!file) return;
    const problem = checkUpload(file, 'certificate');
    if (problem) {
      setUploadError(t(`upload.${problem}`, UPLOAD_MESSAGES[problem]));
      return;
    }
    setUploadError(null);
    try {
      field.onChange(await upload.mutateAsync(file));
    } catch (failure) {
      setUploadError(failure instanceof Error ? failure.message : MESSAGES.somethingWentWrong);
    }
  };

  const shownError = uploadError ?? message(fieldState.error?.message);
  const describedBy = [labelId, descriptionId, shownError ? errorId : null].filter(Boolean).join(' ');

  return (
    <div>
      <Input.Label id={labelId} component="div">
        {t('supportingFile.label', 'Supporting file (optional)')}
      </Input.Label>
      <Input.Description id={descriptionId} mb={8}>
        {t('supportingFile.hint', 'PDF, PNG or JPEG, at most 10 MB')}
      </Input.Description>
      {value ? (
        <Paper withBorder radius="md" px="md" py="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={500} truncate>
              {value.name}
            </Text>
            <CloseButton
              ref={removeRef}
              aria-label={t('supportingFile.remove', 'Remove {{name}}', { name: value.name })}
              aria-describedby={shownError ? errorId : undefined}
              onClick={() => {
                field.onChange(undefined);
                // Focus would be lost with the button; the attach button takes its place.
                requestAnimationFrame(() => attachRef.current?.focus());
              }}
            />
          </Group>
        </Paper>
      ) : (
        <FileButton onChange={pick} accept={ACCEPT.certificate} resetRef={reset}>
          {(props) => (
            <Button
              {...props}
              ref={attachRef}
              variant="default"
              loading={upload.isPending}
              aria-describedby={describedBy}
              aria-invalid={shownError ? true : undefined}
            >
              {t('supportingFile.attach', 'Attach file')}
            </Button>
          )}
        </FileButton>
      )}
      {shownError && (
        <Input.Error id={errorId} mt={6} role={uploadError ? 'alert' : undefined}>
          {shownError}
        </Input.Error>
      )}
    </div>
  );
}
