import '@mantine/core/styles/Anchor.layer.css';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { MESSAGES, REVIEW_MESSAGES } from '@raktsetu/contract';
import { useEffect, useRef } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FormControl, type FormValues, missingFields } from './donation-form.schema';

/**
 * While `bar` is on the screen, scrolling the page (Tab, or focus moved to the first problem) keeps a field
 * that takes focus above it: the page's scroll padding is the bar's height (WCAG 2.2 "Focus Not Obscured").
 */
function useRoomAbove<E extends HTMLElement>() {
  const bar = useRef<E>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const page = document.documentElement;
    const observer = new ResizeObserver(() => {
      page.style.scrollPaddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      page.style.scrollPaddingBottom = '';
    };
  }, []);
  return bar;
}

/**
 * Under the form, kept in view at the bottom of the window: Approve, disabled until every field is filled and
 * while the donor may not give today, and what stands in the way. Fields left empty or wrong turn red as they
 * are left, and the spec's line says where to look (§5): "Please fill on the Details and Questions". It watches
 * the whole form itself, so typing re-renders this bar and the field, not every section.
 */
export function SubmitBar({
  control,
  mayGive,
  pending,
  onShowMissing,
  onCancel,
}: {
  control: FormControl;
  mayGive: boolean;
  pending: boolean;
  onShowMissing: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const bar = useRoomAbove<HTMLElement>();
  const values = useWatch({ control }) as Partial<FormValues>;
  const { errors } = useFormState({ control });
  const missing = missingFields(values);
  const mismatch = errors.confirmAadharNo?.message === MESSAGES.aadharMismatch;
  const otherProblems = Object.keys(errors).some((name) => name !== 'confirmAadharNo' || !mismatch);

  return (
    <Paper
      ref={bar}
      withBorder
      radius="md"
      p="md"
      shadow="sm"
      style={{ position: 'sticky', bottom: 0, zIndex: 2 }}
      aria-label={t('donationForm.approveBar', 'Approve the donation')}
      component="section"
    >
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          {!mayGive && (
            <Text size="sm" c="red" fw={600}>
              {t('donationForm.notEligible', REVIEW_MESSAGES.notEligible)}
            </Text>
          )}
          {otherProblems && (
            <Text size="sm" c="red" fw={600} role="alert">
              {t('donationForm.fillDetails', MESSAGES.fillDetailsAndQuestions)}
            </Text>
          )}
          {mismatch && (
            <Text size="sm" c="red" fw={600} role="alert">
              {t('donationForm.message.aadharMismatch', MESSAGES.aadharMismatch)}
            </Text>
          )}
          {mayGive && missing.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('donationForm.stillEmpty', 'Still to fill: {{number}}.', { number: missing.length })}{' '}
              <Anchor component="button" type="button" size="sm" onClick={onShowMissing}>
                {t('donationForm.showMissing', 'Show them')}
              </Anchor>
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel', 'Cancel')}
          </Button>
          <Button type="submit" disabled={!mayGive || missing.length > 0} loading={pending} miw={120}>
            {t('donationForm.approve', 'Approve')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
