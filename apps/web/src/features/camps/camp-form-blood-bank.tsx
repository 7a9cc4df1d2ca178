import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from '../../components/form-fields';
import { InstitutionPicker } from '../institutions/institution-picker';
import { useRegisteredBloodBanks } from './camps.api';

/**
 * The NGO form's participating blood bank (docs/spec/part-1-institution-side.md §2, §3): found by typing a few
 * letters of its name (GET institution/registered/list?name=&type=bloodBank) and chosen from the list, which
 * sets `idName` (institutionId). Typing again forgets the choice.
 */
export function CampBloodBankField<T extends FieldValues, O>({
  control,
  idName,
  textName,
  message,
  label,
}: {
  control: Control<T, unknown, O>;
  idName: Path<T>;
  textName: Path<T>;
  message: FormMessage;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <InstitutionPicker
      control={control}
      idName={idName}
      textName={textName}
      message={message}
      useSearch={useRegisteredBloodBanks}
      label={label}
      placeholder={t('campForm.bloodBankPlaceholder', 'Type a few letters of the blood bank’s name')}
      description={t(
        'campForm.bloodBankHint',
        'The blood bank that runs the camp with you; it schedules or declines it.',
      )}
      clearLabel={t('campForm.bloodBankClear', 'Clear the blood bank')}
      notFound={t('campForm.bloodBankNotFound', 'No registered blood bank by that name')}
      required
    />
  );
}
