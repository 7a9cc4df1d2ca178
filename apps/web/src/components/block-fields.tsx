import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import { Group, Radio, TextInput } from '@mantine/core';
import {
  BLOCK_TYPE_VALUES,
  type BlockType,
  DONOR_BLOCK_REASONS,
  type DonorBlockReason,
} from '@raktsetu/contract';
import { useEffect, useRef } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cleanDigits } from '../lib/input';
import type { FormMessage } from './form-fields';
import { ReasonFields } from './reason-fields';
import { SupportingFileField } from './supporting-file-field';

/**
 * The block of a donor, by an institution or by the platform (docs/spec/part-2-operations-and-admin.md §5):
 * permanently, for 1–182 days or till recovery; one of the seven reasons, a comment when it is "Others"; an
 * optional supporting file. The form's schema names them as blockDonorSchema does (blockType, blockPeriod, reason,
 * comment, file).
 */
export function BlockFields<T extends FieldValues, O>({
  control,
  message,
  commentMax,
}: {
  control: Control<T, unknown, O>;
  message: FormMessage;
  commentMax: number | undefined;
}) {
  const { t } = useTranslation();
  const blockType = useController({ control, name: 'blockType' as Path<T> });
  const period = useController({ control, name: 'blockPeriod' as Path<T> });
  const typeGroup = useRef<HTMLDivElement>(null);
  const typeRef = blockType.field.ref;
  useEffect(() => {
    typeRef({ focus: () => typeGroup.current?.querySelector<HTMLInputElement>('input:checked')?.focus() });
  }, [typeRef]);

  const typeLabels: Record<BlockType, string> = {
    permanently: t('blockDonor.types.permanently', 'Permanently'),
    temporarily: t('blockDonor.types.temporarily', 'Temporarily'),
    recovery: t('blockDonor.types.recovery', 'Till recovery'),
  };
  const reasonLabels = useBlockReasonLabels();

  return (
    <>
      <Radio.Group
        ref={typeGroup}
        label={t('blockDonor.typeLabel', 'Block')}
        value={blockType.field.value}
        onChange={(value) => blockType.field.onChange(value as BlockType)}
        withAsterisk
      >
        <Group gap="lg" mt={6}>
          {BLOCK_TYPE_VALUES.map((value) => (
            <Radio key={value} value={value} label={typeLabels[value]} />
          ))}
        </Group>
      </Radio.Group>
      {blockType.field.value === 'temporarily' && (
        <TextInput
          ref={period.field.ref}
          name={period.field.name}
          label={t('blockDonor.days', 'Days')}
          description={t('blockDonor.daysHint', 'Whole days, from 1 to 182 (six months)')}
          value={String(period.field.value ?? '')}
          onChange={(event) => period.field.onChange(cleanDigits(event.currentTarget.value, 3))}
          onBlur={period.field.onBlur}
          error={message(period.fieldState.error?.message)}
          inputMode="numeric"
          autoComplete="off"
          withAsterisk
          aria-required
          w={{ base: '100%', xs: 200 }}
        />
      )}
      <ReasonFields
        control={control}
        reasonName={'reason' as Path<T>}
        commentName={'comment' as Path<T>}
        reasons={DONOR_BLOCK_REASONS.map((value) => ({ value, label: reasonLabels[value] }))}
        otherReason={'Others (please specify)' satisfies DonorBlockReason}
        commentHint={t('blockDonor.commentHint', 'Required when the reason is Others')}
        commentMax={commentMax}
        message={message}
      />
      <SupportingFileField control={control} name={'file' as Path<T>} message={message} />
    </>
  );
}

/** The spec's seven reasons in its wording, each through a key of its own. */
export function useBlockReasonLabels(): Record<DonorBlockReason, string> {
  const { t } = useTranslation();
  return {
    'Medically unfit donate': t('blockDonor.reasons.medicallyUnfit', 'Medically unfit donate'),
    'Asked money for donation': t('blockDonor.reasons.askedMoney', 'Asked money for donation'),
    'Under Antibiotics/Prescribed Medication': t(
      'blockDonor.reasons.medication',
      'Under Antibiotics/Prescribed Medication',
    ),
    'Unruly behaviour': t('blockDonor.reasons.unruly', 'Unruly behaviour'),
    'Drug/Alcohol abuse': t('blockDonor.reasons.drugAlcohol', 'Drug/Alcohol abuse'),
    'False Declaration': t('blockDonor.reasons.falseDeclaration', 'False Declaration'),
    'Others (please specify)': t('blockDonor.reasons.others', 'Others (please specify)'),
  };
}
