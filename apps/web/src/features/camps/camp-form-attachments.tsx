import { Button, CloseButton, FileButton, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@raktsetu/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from '../../components/form-fields';
import { ACCEPT, checkUpload, type StoredFile, UPLOAD_MESSAGES, uploadFile } from '../../lib/files';

/** docs/spec/part-1-institution-side.md §3: a camp carries its attachments; the contract takes five at most. */
export const MAX_CAMP_FILES = 5;

/**
 * "Attach Files" of the camp forms: each picked file is checked, uploaded at once (POST generic/file) and
 * listed by name with a button to remove it; five at most. The field's value is the uploaded files.
 */
export function CampAttachmentsField<T extends FieldValues, O>({
  control,
  name,
  message,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  message: FormMessage;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const files = (field.value as StoredFile[] | undefined) ?? [];
  const upload = useMutation({ mutationFn: uploadFile });
  const [uploadError, setUploadError] = useState<string | null>(null);
  const reset = useRef<() => void>(null);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = `${useId()}-error`;
  const attachRef = useRef<HTMLButtonElement>(null);
  const { ref } = field;

  useEffect(() => {
    ref({ focus: () => attachRef.current?.focus() });
  }, [ref]);

  const pick = async (picked: File[]) => {
    // Picking the same file again after removing it must fire again.
    reset.current?.();
    if (picked.length === 0) return;
    const room = MAX_CAMP_FILES - files.length;
    if (picked.length > room) {
      setUploadError(t('campForm.files.tooMany', 'Attach at most {{max}} files', { max: MAX_CAMP_FILES }));
      return;
    }
    for (const file of picked) {
      const problem = checkUpload(file, 'certificate');
      if (problem) {
        setUploadError(t(`upload.${problem}`, UPLOAD_MESSAGES[problem]));
        return;
      }
    }
    setUploadError(null);
    const saved: StoredFile[] = [];
    try {
      for (const file of picked) saved.push(await upload.mutateAsync(file));
    } catch (failure) {
      setUploadError(failure instanceof Error ? failure.message : MESSAGES.somethingWentWrong);
    }
    if (saved.length > 0) {
      field.onChange([...files, ...saved]);
      field.onBlur();
    }
  };

  const remove = (location: string) => {
    field.onChange(files.filter((file) => file.location !== location));
    setUploadError(null);
    requestAnimationFrame(() => attachRef.current?.focus());
  };

  const shownError = uploadError ?? message(fieldState.error?.message);
  const describedBy = [labelId, descriptionId, shownError ? errorId : null].filter(Boolean).join(' ');
  const full = files.length >= MAX_CAMP_FILES;

  return (
    <div>
      <Input.Label id={labelId} component="div">
        {t('campForm.files.label', 'Attachments')}
      </Input.Label>
      <Input.Description id={descriptionId} mb={8}>
        {t('campForm.files.hint', 'PDF, PNG or JPEG, at most 10 MB each, up to {{max}} files', {
          max: MAX_CAMP_FILES,
        })}
      </Input.Description>
      <Stack gap="xs">
        {files.length > 0 && (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {files.map((file) => (
              <Paper key={file.location} component="li" withBorder radius="md" px="md" py={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={500} truncate>
                    {file.name}
                  </Text>
                  <CloseButton
                    aria-label={t('campForm.files.remove', 'Remove {{name}}', { name: file.name })}
                    onClick={() => remove(file.location)}
                  />
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <FileButton onChange={pick} accept={ACCEPT.certificate} resetRef={reset} multiple disabled={full}>
          {(props) => (
            <Button
              {...props}
              ref={attachRef}
              variant="default"
              w="fit-content"
              loading={upload.isPending}
              disabled={full}
              aria-describedby={describedBy}
              aria-invalid={shownError ? true : undefined}
            >
              {t('campForm.files.attach', 'Attach Files')}
            </Button>
          )}
        </FileButton>
      </Stack>
      {shownError && (
        <Input.Error id={errorId} mt={6} role={uploadError ? 'alert' : undefined}>
          {shownError}
        </Input.Error>
      )}
    </div>
  );
}
