import '@mantine/core/styles/PinInput.layer.css';
import { Input, PinInput } from '@mantine/core';
import { OTP_LENGTH } from '@raktsetu/contract';
import { type ClipboardEvent, useId } from 'react';
import { type Control, Controller, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface OtpInputProps {
  /** The visible label above the boxes, already translated. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** An error text shown under the boxes (and every box marked invalid). */
  error?: string | null;
  autoFocus?: boolean;
  disabled?: boolean;
}

/**
 * Six single-digit boxes (docs/spec/part-1-institution-side.md §2 and §9): typing a digit moves to the next box, Backspace goes
 * back, and pasting a code fills every box. A pasted text is reduced to its digits, so "Your code is
 * 482 913" pastes as 482913. Used for the password-reset code and for donor verification.
 */
export function OtpInput({ label, value, onChange, error, autoFocus, disabled }: OtpInputProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text/plain').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (!digits) return;
    onChange(digits);
    const boxes = event.currentTarget.closest('[role="group"]')?.querySelectorAll('input');
    boxes?.[Math.min(digits.length, OTP_LENGTH - 1)]?.focus();
  };

  return (
    <div>
      <Input.Label id={labelId} component="div" mb={6} size="md">
        {label}
      </Input.Label>
      <PinInput
        aria-labelledby={labelId}
        length={OTP_LENGTH}
        type="number"
        size="lg"
        gap="sm"
        oneTimeCode
        placeholder=""
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        autoFocus={autoFocus}
        disabled={disabled}
        getInputProps={(index) => ({
          'aria-label': t('otp.digit', 'Digit {{n}} of {{total}}', { n: index + 1, total: OTP_LENGTH }),
          'aria-describedby': error ? errorId : undefined,
          onPaste: handlePaste,
        })}
      />
      {error && (
        <Input.Error id={errorId} mt={6} role="alert">
          {error}
        </Input.Error>
      )}
    </div>
  );
}

/**
 * The six boxes as the `otp` field of a form: a problem found on Save puts focus on the first box, and
 * typing again clears the problem shown.
 */
export function OtpFormField<T extends { otp: string }, O>({
  control,
  label,
  error,
  onEdit,
}: {
  control: Control<T, unknown, O>;
  label: string;
  error?: string | null;
  /** Told of every change, after the form has it (the screens clear their message). */
  onEdit?: () => void;
}) {
  return (
    <Controller
      control={control}
      name={'otp' as Path<T>}
      render={({ field }) => (
        <div
          ref={(element) => {
            field.ref(element ? { focus: () => element.querySelector('input')?.focus() } : null);
          }}
        >
          <OtpInput
            label={label}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              onEdit?.();
            }}
            error={error}
            autoFocus
          />
        </div>
      )}
    />
  );
}
