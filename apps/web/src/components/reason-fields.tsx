import '@mantine/core/styles/Combobox.layer.css';
import { Select, Textarea } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from './form-fields';

/**
 * Why something is done, chosen from a list, and a comment that becomes required when the reason is the
 * list's "other" (a donor's block, a disposal): then it is marked required and its hint, which says so,
 * gives way to the message. Both fields of a react-hook-form form; `withComment={false}` leaves the comment out.
 */
export function ReasonFields<T extends FieldValues, O>({
  control,
  reasonName,
  commentName,
  reasons,
  otherReason,
  commentHint,
  commentMax,
  message,
  withComment = true,
}: {
  control: Control<T, unknown, O>;
  reasonName: Path<T>;
  commentName: Path<T>;
  reasons: readonly { value: string; label: string }[];
  /** The reason that needs a comment. */
  otherReason: string;
  /** Under the comment while it is not required: when it is. */
  commentHint: string;
  commentMax: number | undefined;
  message: FormMessage;
  withComment?: boolean;
}) {
  const { t } = useTranslation();
  const reason = useController({ control, name: reasonName });
  const comment = useController({ control, name: commentName });
  const commentNeeded = withComment && reason.field.value === otherReason;
  return (
    <>
      <Select
        ref={reason.field.ref}
        label={t('reasonFields.reason', 'Reason')}
        placeholder={t('reasonFields.reasonPlaceholder', 'Choose a reason')}
        data={reasons}
        value={reason.field.value || null}
        onChange={(value) => {
          reason.field.onChange(value ?? '');
          reason.field.onBlur();
        }}
        onBlur={reason.field.onBlur}
        error={message(reason.fieldState.error?.message)}
        allowDeselect={false}
        withAsterisk
        aria-required
        comboboxProps={{ withinPortal: true }}
      />
      {withComment && (
        <Textarea
          ref={comment.field.ref}
          name={comment.field.name}
          label={t('reasonFields.comment', 'Comment')}
          description={commentNeeded ? undefined : commentHint}
          value={comment.field.value ?? ''}
          onChange={(event) => comment.field.onChange(event.currentTarget.value)}
          onBlur={comment.field.onBlur}
          error={message(comment.fieldState.error?.message)}
          withAsterisk={commentNeeded}
          aria-required={commentNeeded || undefined}
          maxLength={commentMax}
          rows={2}
          resize="vertical"
        />
      )}
    </>
  );
}
