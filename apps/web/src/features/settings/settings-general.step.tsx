import '@mantine/core/styles/SimpleGrid.layer.css';
import { SimpleGrid, Stack } from '@mantine/core';
import { BLOOD_CENTRE_SECTORS, DEFAULT_OPEN_TIME, TEXT_LIMITS } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { DAY_TEXT, type FormMessage, FormTickField, formTextFields } from '../../components/form-fields';
import { sectorLabels } from './settings.schemas';
import { ChoiceField, type SettingsControl } from './settings-fields';

/**
 * Step 0, general: how the blood centre runs — its hours, who runs it, its licence (Form 28-C of the Drugs and
 * Cosmetics Rules), the medical officer in charge and the facilities it has.
 */
export function GeneralStep({ control, message }: { control: SettingsControl; message: FormMessage }) {
  const { t } = useTranslation();
  const text = formTextFields(control, message);
  const sectors = sectorLabels(t);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        {text('general.openTime', t('settings.general.openTime', 'Opening hours'), {
          maxLength: 60,
          description: t(
            'settings.general.openTimeHint',
            'As donors and hospitals see them, e.g. {{example}}',
            {
              example: DEFAULT_OPEN_TIME,
            },
          ),
        })}
        <ChoiceField
          control={control}
          name="general.sector"
          message={message}
          label={t('settings.general.sector', 'Sector')}
          description={t('settings.general.sectorHint', 'Who runs the blood centre')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          placeholder={t('settings.general.sectorPlaceholder', 'Choose the sector')}
          data={BLOOD_CENTRE_SECTORS.map((sector) => ({ value: sector, label: sectors[sector] }))}
          clearable
          allowDeselect
        />
        {text(
          'general.licenceNumber',
          t('settings.general.licenceNumber', 'Drug licence number (Form 28-C)'),
          {
            maxLength: 60,
            description: t('settings.general.licenceNumberHint', 'The licence to operate a blood centre'),
          },
        )}
        {text('general.licenceValidUntil', t('settings.general.licenceValidUntil', 'Licence valid until'), {
          ...DAY_TEXT,
          description: t('settings.general.licenceValidUntilHint', 'Last day of the licence, dd/mm/yyyy'),
        })}
        {text('general.medicalOfficer', t('settings.general.medicalOfficer', 'Medical officer in charge'), {
          maxLength: TEXT_LIMITS.name,
          description: t('settings.general.medicalOfficerHint', "Signs the blood centre's reports"),
        })}
      </SimpleGrid>
      <Stack gap="md">
        <FormTickField
          control={control}
          name="general.open24x7"
          label={t('settings.general.open24x7', 'Open 24×7 for emergencies')}
          description={t('settings.general.open24x7Hint', 'Blood is issued round the clock in an emergency')}
        />
        <FormTickField
          control={control}
          name="general.componentSeparation"
          label={t('settings.general.componentSeparation', 'Component separation facility')}
          description={t(
            'settings.general.componentSeparationHint',
            'Whole blood is separated into red cells, plasma and platelets here',
          )}
        />
        <FormTickField
          control={control}
          name="general.apheresis"
          label={t('settings.general.apheresis', 'Apheresis facility')}
          description={t(
            'settings.general.apheresisHint',
            'Platelets or plasma are collected from a donor by apheresis',
          )}
        />
      </Stack>
    </Stack>
  );
}
