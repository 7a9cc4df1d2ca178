import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Button, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  type BLOOD_GROUPS,
  type BloodRequestRow,
  type COMPONENTS,
  editRequestSchema,
  MESSAGES,
  REQUEST_UNITS,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_BELOW, type FormMessage, FormTextField } from '../../components/form-fields';
import { ModalButtons, ownSubmit } from '../../components/modal-buttons';
import { popups } from '../../components/popups';
import { useKeptWhileClosing } from '../../components/use-kept-while-closing';
import { formatDate, formatPhone } from '../../lib/format';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { cleanDigits } from '../../lib/input';
import { BloodGroupSelect, ComponentSelect } from './request-fields';
import { requestMoved, requestPatientName } from './request-text';
import { useEditRequest } from './requests.api';

/** What the clerk may change (docs/spec/part-1-institution-side.md §5); the rest of the request is shown read-only. */
const editFormSchema = editRequestSchema.omit({ id: true });

const UNITS = {
  missing: 'Enter the units needed',
  whole: 'Units are whole numbers',
  fewest: `Ask for at least ${REQUEST_UNITS.min} unit`,
  most: `Ask for at most ${REQUEST_UNITS.max} units`,
} as const;

/** The contract's messages, each through a key of its own; a server text shows as it came. */
function editMessage(t: TFunction): FormMessage {
  const known: Record<string, string> = {
    [UNITS.missing]: t('requestEdit.rule.unitsMissing', UNITS.missing),
    [UNITS.whole]: t('requestEdit.rule.unitsWhole', UNITS.whole),
    [UNITS.fewest]: t('requestEdit.rule.unitsFewest', UNITS.fewest),
    [UNITS.most]: t('requestEdit.rule.unitsMost', UNITS.most, { max: REQUEST_UNITS.max }),
  };
  return (message) => (message ? (known[message] ?? message) : undefined);
}

export interface RequestEditModalProps {
  /** The request to edit; the popup is open while there is one. */
  request: BloodRequestRow | null;
  /** Cancel, Escape: back to the request as it was. */
  onClose: () => void;
  /** Saved: the request as the server now has it. */
  onSaved: (request: BloodRequestRow) => void;
  /** Decided or removed meanwhile by someone else: there is nothing left to edit. */
  onGone: () => void;
}

/**
 * The "Request Blood" popup in its edit form (docs/spec/part-1-institution-side.md §2, §5): units, blood group
 * and component change; the patient, hospital, day and comments are the raiser's and stay as they are.
 */
export function RequestEditModal({ request, onClose, onSaved, onGone }: RequestEditModalProps) {
  const { t } = useTranslation();
  const shown = useKeptWhileClosing(request);
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      size="lg"
      title={
        <Text component="span" fw={700} fz="lg">
          {t('requestEdit.title', 'Request Blood')}
        </Text>
      }
    >
      {request && shown && (
        <EditForm key={shown._id} request={shown} onClose={onClose} onSaved={onSaved} onGone={onGone} />
      )}
    </Modal>
  );
}

function EditForm({
  request,
  onClose,
  onSaved,
  onGone,
}: {
  request: BloodRequestRow;
  onClose: () => void;
  onSaved: (request: BloodRequestRow) => void;
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const edit = useEditRequest();
  const message = editMessage(t);
  const form = useContractForm(editFormSchema, {
    defaultValues: {
      units: String(request.units),
      bloodGroup: request.bloodGroup as (typeof BLOOD_GROUPS)[number],
      component: request.component as (typeof COMPONENTS)[number],
    },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await edit.mutateAsync({ id: request._id, ...values });
      onSaved(answer.content.data);
      void popups.success({ title: answer.message || t('requestEdit.done', MESSAGES.edited) });
    } catch (failure) {
      if (requestMoved(failure)) {
        onGone();
        await popups.failedWith(failure);
        return;
      }
      const left = showServerErrors(form, failure);
      if (left) await popups.failure({ title: left });
    }
  });

  return (
    <form noValidate onSubmit={ownSubmit(submit)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <ReadOnly
            label={t('requestEdit.patientName', 'Patient name')}
            value={requestPatientName(request)}
          />
          <ReadOnly label={t('requestEdit.patientId', 'Patient ID')} value={request.patientId} />
          <ReadOnly
            label={t('requestEdit.mobile', 'Mobile No')}
            value={formatPhone(request.details.mobileNumber)}
          />
          <ReadOnly label={t('requestEdit.hospital', 'Hospital')} value={request.hospitalName} />
          <ReadOnly
            label={t('requestEdit.requiredBy', 'Required By')}
            value={formatDate(request.requiredBy)}
          />
          <FormTextField
            control={form.control}
            name="units"
            message={message}
            label={t('requestEdit.units', 'Units')}
            description={t('requestEdit.unitsHint', 'From {{min}} to {{max}}', REQUEST_UNITS)}
            inputWrapperOrder={DESCRIPTION_BELOW}
            inputMode="numeric"
            maxLength={2}
            clean={(text) => cleanDigits(text, 2)}
            autoComplete="off"
            required
            data-autofocus
          />
          <BloodGroupSelect
            control={form.control}
            name="bloodGroup"
            message={message}
            label={t('requestEdit.bloodGroup', 'Blood Group')}
          />
          <ComponentSelect
            control={form.control}
            name="component"
            message={message}
            label={t('requestEdit.component', 'Component')}
          />
        </SimpleGrid>
        <Textarea
          label={t('requestEdit.comments', 'Comments')}
          value={request.comments || '—'}
          readOnly
          variant="filled"
          size="md"
          rows={2}
        />
      </Stack>
      <ModalButtons>
        <Button variant="default" onClick={onClose} disabled={form.formState.isSubmitting}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('requestEdit.save', 'Save')}
        </Button>
      </ModalButtons>
    </form>
  );
}

/** A part of the request the raiser gave and the hospital may not change. */
function ReadOnly({ label, value }: { label: string; value: string }) {
  return <TextInput label={label} value={value || '—'} readOnly variant="filled" />;
}
