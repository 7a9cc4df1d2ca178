import '@mantine/core/styles/SimpleGrid.layer.css';
import { SimpleGrid, Stack } from '@mantine/core';
import { BAG_TYPES, DONOR_DATA_REQUIRED_FIELDS, donorDataSchema } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formTextFields } from '../../components/form-fields';
import { ownSubmit } from '../../components/modal-buttons';
import { popups } from '../../components/popups';
import { useContractForm } from '../../lib/forms';
import {
  type CampDonorPopupProps,
  CampDonorStepPopup,
  type CampDonorStepProps,
  CampStepButtons,
  campFieldMessage,
  contractAfter,
  DonorFacts,
  requiredFirst,
  useCampDonorStep,
} from './camp-donor-popup';
import { RELOAD_AFTER_DONOR_DATA_MS } from './camp-donors.api';
import { personName } from './camp-text';
import { BagTypeField, useDonationBoxes } from './donation-fields';

/*
 * The Donor Data popup of the camp donors screen (Donate; docs/spec/part-1-institution-side.md §2 "Camps", §3
 * "Donation sample record", §4, §5): the measures before the needle, the bag and the three sample tubes. An
 * empty field is marked and "All fileds are Required" said before anything is sent; the server then either
 * sends the donor to the chair (DonationInProcess) or defers them at screening, with its reasons.
 */

const text = z.string();

/** The Donor Data form as typed: texts and the bag type, checked required-first, then by the contract. */
const donorDataForm = requiredFirst(
  z.object({
    height: text,
    weight_1: text,
    hb: text,
    bp: text,
    kitNumber: text,
    bagId: text,
    bagType: z.enum(BAG_TYPES),
    sampleId_1: text,
    sampleId_2: text,
    sampleId_3: text,
  }),
  DONOR_DATA_REQUIRED_FIELDS,
);
export const donorDataFormSchema = donorDataForm.pipe(contractAfter(donorDataForm, donorDataSchema));

const EMPTY_DONOR_DATA: z.input<typeof donorDataFormSchema> = {
  height: '',
  weight_1: '',
  hb: '',
  bp: '',
  kitNumber: '',
  bagId: '',
  bagType: 'single',
  sampleId_1: '',
  sampleId_2: '',
  sampleId_3: '',
};

/**
 * Donor Data (Donate): open while there is a donor. Measures, bag and samples; on sending, the donor goes to
 * the chair (a success popup, the donors reload 400 ms later) or is deferred (the popup lists the reasons).
 */
export function CampDonorDataModal({ donor, campId, onClose }: CampDonorPopupProps) {
  const { t } = useTranslation();
  return (
    <CampDonorStepPopup donor={donor} onClose={onClose} title={t('campDonorData.title', 'Donor Data')}>
      {(shown, onDeferred) => (
        <DonorDataForm
          key={shown._id}
          donor={shown}
          campId={campId}
          onClose={onClose}
          onDeferred={onDeferred}
        />
      )}
    </CampDonorStepPopup>
  );
}

function DonorDataForm(props: CampDonorStepProps) {
  const { donor, onClose } = props;
  const { t } = useTranslation();
  const form = useContractForm(donorDataFormSchema, { defaultValues: EMPTY_DONOR_DATA });
  const { control } = form;
  const message = campFieldMessage(t);
  const box = useDonationBoxes(control, message);
  const own = formTextFields(control, message, { required: true, maxLength: 40 });
  const step = useCampDonorStep(form, props, RELOAD_AFTER_DONOR_DATA_MS);

  const submit = form.handleSubmit((sample) =>
    step.send({ status: 'DonationInProcess', sample }, (_outcome, answer) => {
      void popups.success({
        title: answer || t('campDonorData.done', 'Donor data saved'),
        text: t('campDonorData.doneText', '{{name}} may now donate. Press Proceed once the bag is filled.', {
          name: personName(donor),
        }),
      });
    }),
  );

  return (
    <form noValidate onSubmit={ownSubmit(submit)}>
      <Stack gap="md">
        <DonorFacts donor={donor} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {box('height', { 'data-autofocus': true })}
          {box('weight_1')}
          {box('hb')}
          {box('bp')}
          {box('kitNumber')}
          {own('bagId', t('campDonorData.bagId', 'Bag ID'))}
        </SimpleGrid>
        <BagTypeField control={control} name="bagType" message={message} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          {box('sampleId_1')}
          {box('sampleId_2')}
          {box('sampleId_3')}
        </SimpleGrid>
      </Stack>
      <CampStepButtons control={control} pending={step.pending} onClose={onClose}>
        {t('campDonorData.submit', 'Submit')}
      </CampStepButtons>
    </form>
  );
}
