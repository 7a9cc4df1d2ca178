import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import { Alert, Button, Checkbox, Divider, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@raktsetu/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type CheckItem, checkText } from './registration-lists';

/** A titled part of the registration form. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section">
      <Divider />
      <div>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed" mt={2}>
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

/** Every box of a checklist must be ticked; each is a labelled checkbox. */
export function CheckList({
  label,
  prefix,
  items,
  value,
  onChange,
}: {
  label: string;
  prefix: string;
  items: readonly CheckItem[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group label={label} value={value} onChange={onChange} size="md">
      <Stack gap="xs" mt={6}>
        {items.map((item) => (
          <Checkbox key={item.key} value={item.key} label={checkText(t, prefix, item)} size="sm" />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

export const allTicked = (items: readonly CheckItem[], value: string[]) =>
  items.every((item) => value.includes(item.key));

/**
 * The register button, disabled until the form is complete (spec part 1 §2), with what is still missing
 * written under it so nobody wonders why it does not work. When only the declarations are left, the
 * spec's own text says so: "Please check Declaration & Undertaking".
 */
export function SubmitBar({
  missing,
  declarationsTicked,
  error,
  pending,
  label,
}: {
  /** Names of what is still empty or unticked, declarations excluded. */
  missing: string[];
  declarationsTicked: boolean;
  /** The message of the last attempt (Enter or click), shown as an alert. */
  error: string | null;
  pending: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const complete = missing.length === 0 && declarationsTicked;
  const declarationText = t('registration.checkDeclaration', MESSAGES.checkDeclaration);
  return (
    <Stack gap="xs">
      <Divider />
      {error && (
        <Alert color="red" variant="light" role="alert" py="xs">
          {error}
        </Alert>
      )}
      <Button type="submit" size="md" disabled={!complete} loading={pending}>
        {label}
      </Button>
      {!complete && missing.length > 0 && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('registration.stillNeeded', 'Still needed: {{list}}', {
            list: [
              ...missing,
              ...(declarationsTicked ? [] : [t('registration.declarations', 'Declaration & Undertaking')]),
            ].join(', '),
          })}
        </Text>
      )}
      {!complete && missing.length === 0 && error !== declarationText && (
        <Text size="sm" c="red" aria-live="polite">
          {declarationText}
        </Text>
      )}
    </Stack>
  );
}
