import { Facts } from '../../components/facts';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Alert, Button, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type CampDonor,
  type CampDonorChangeStatus,
  type DonationOutcome,
  MESSAGES,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { type Control, type FieldValues, type Path, type UseFormReturn, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { FieldMessage } from '../../components/form-fields';
import { ModalButtons } from '../../components/modal-buttons';
import { popups } from '../../components/popups';
import { useKeptWhileClosing } from '../../components/use-kept-while-closing';
import { showServerErrors } from '../../lib/forms';
import { useChangeCampDonorStatus, useReloadCampLater } from './camp-donors.api';
import { personName } from './camp-text';
import { donationRuleTexts } from './donation-fields';
import { DeferredView } from './donation-outcome';

/*
 * What the camp donor popups (Donor Data, its approval, Assign Donors) are made of
 * (docs/spec/part-1-institution-side.md §2 "Camps", §4, §5): their frame, the required-first check that makes a
 * half-filled form say "All fileds are Required", the donor's facts, and the sending of a step of the donation
 * with its answer — the donor bled, or deferred at screening with the reasons.
 */

/** The contract's message for any empty required field of the two camp forms, in the spec's spelling. */
const REQUIRED = MESSAGES.donorDataFiledsRequired;

/**
 * `form` checked for empty required fields first: each empty one gets REQUIRED (marked, no text of its own).
 * Piped into the contract's schema, that schema checks ranges and formats and makes the payload only when none
 * is empty: a half-filled form says "All fileds are Required" rather than "must be at least 50".
 */
export function requiredFirst<F extends z.ZodObject>(form: F, required: readonly string[]): F {
  return form.superRefine((values, ctx) => {
    for (const field of required) {
      const value = (values as Record<string, unknown>)[field];
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
        ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED });
      }
    }
  });
}

/**
 * `contract` as the second half of a pipe after `form`: it takes the form's texts (its numbers are coerced),
 * which zod's typing cannot see, since the contract's schema accepts more than the form gives.
 */
export const contractAfter = <F extends z.ZodType, C extends z.ZodType>(_form: F, contract: C) =>
  contract as unknown as z.ZodType<z.output<C>, z.output<F>>;

/** A field's message: empty is only marked (the form's one line says it), the rest translated where known. */
export function campFieldMessage(t: TFunction): FieldMessage {
  const known = donationRuleTexts(t);
  return (message) => {
    if (!message) return undefined;
    if (message === REQUIRED) return true;
    // The contract's ranges ("Height in cm must be at least 50") show as they came.
    return known[message] ?? message;
  };
}

/** Puts the server's refusal of a `sample.x` field on the form's `x`; anything else shows in a failure popup. */
function showRefusal<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, failure: unknown): void {
  const fields = Object.fromEntries(
    Object.keys(form.getValues()).map((key) => [`sample.${key}`, key as Path<T>]),
  );
  const left = showServerErrors(form, failure, fields);
  if (left) void popups.failure({ title: left });
}

/** Phones get the whole screen, so the fields and the buttons under them fit. */
const PHONE = '(max-width: 36em)';

/** The frame of the camp donor popups: titled, full screen on phones; Escape and the close button close it. */
export function CampDonorFrame({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const isPhone = useMediaQuery(PHONE) ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          {title}
        </Text>
      }
      size="48rem"
      fullScreen={isPhone}
      padding={isPhone ? 'md' : 'lg'}
    >
      {children}
    </Modal>
  );
}

type Person = Pick<CampDonor, 'firstName' | 'lastName' | 'donorId' | 'bloodGroup'>;

/** Who a popup is about, as facts: name, donor ID and blood group. */
export function donorFactItems(t: TFunction, donor: Person): [string, ReactNode][] {
  return [
    [t('campDonorData.name', 'Name'), personName(donor)],
    [t('campDonorData.donorId', 'Donor ID'), donor.donorId],
    [t('campDonorData.bloodGroup', 'Blood Group'), donor.bloodGroup],
  ];
}

export function DonorFacts({ donor }: { donor: Person }) {
  const { t } = useTranslation();
  return <Facts items={donorFactItems(t, donor)} />;
}

/**
 * The end of a step's form: "All fileds are Required", said once for the whole form after a try found an empty
 * required field (each is marked), then Cancel and the step's button.
 */
export function CampStepButtons<T extends FieldValues, O>({
  control,
  pending,
  onClose,
  children,
}: {
  control: Control<T, unknown, O>;
  pending: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { submitCount, errors } = useFormState({ control });
  const emptyRequired = Object.values(errors).some((error) => error?.message === REQUIRED);
  return (
    <>
      {submitCount > 0 && emptyRequired && (
        <Alert color="red" variant="light" role="alert" mt="md">
          {t('campDonorData.required', REQUIRED)}
        </Alert>
      )}
      <ModalButtons>
        <Button variant="default" onClick={onClose}>
          {t('common.cancel', 'Cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {children}
        </Button>
      </ModalButtons>
    </>
  );
}

/** The popup's props: the donor whose Donate was pressed (open while there is one) and the camp. */
export interface CampDonorPopupProps {
  donor: CampDonor | null;
  campId: string;
  onClose: () => void;
}

/**
 * A popup of one step of a camp donor's donation (Donor Data, the approval): the step's form, `children`, until
 * the server defers the donor; then the reasons. Every opening starts on the form, not on a last deferral.
 */
export function CampDonorStepPopup({
  donor,
  onClose,
  title,
  children,
}: {
  donor: CampDonor | null;
  onClose: () => void;
  title: string;
  children: (donor: CampDonor, onDeferred: (reasons: string[]) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const shown = useKeptWhileClosing(donor);
  const [deferred, setDeferred] = useState<string[] | null>(null);
  const [openedFor, setOpenedFor] = useState(donor);
  if (donor !== openedFor) {
    setOpenedFor(donor);
    if (donor) setDeferred(null);
  }
  return (
    <CampDonorFrame
      opened={donor !== null}
      onClose={onClose}
      title={deferred ? t('campDonorData.deferredTitle', 'Donor deferred') : title}
    >
      {shown &&
        (deferred ? (
          <DeferredView donor={shown} reasons={deferred} onClose={onClose} />
        ) : (
          children(shown, setDeferred)
        ))}
    </CampDonorFrame>
  );
}

/** What the form of a step is given: the donor and the camp, how to close, and where a deferral goes. */
export interface CampDonorStepProps {
  donor: CampDonor;
  campId: string;
  onClose: () => void;
  onDeferred: (reasons: string[]) => void;
}

/** A step as sent, without the donor and the camp the popup is for. */
type CampDonorStep = CampDonorChangeStatus extends infer Body
  ? Body extends CampDonorChangeStatus
    ? Omit<Body, 'donorId' | 'campId'>
    : never
  : never;

/**
 * Sends a step of `donor`'s donation at the camp and takes the answer as both popups do: a refusal goes on the
 * form's fields (or into a failure popup) and the form stays; otherwise the donors reload `reloadAfterMs` later
 * (the spec's pause), a deferral shows its reasons in the popup, and anything else closes it and calls `done`.
 */
export function useCampDonorStep<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  { donor, campId, onClose, onDeferred }: CampDonorStepProps,
  reloadAfterMs: number,
) {
  const change = useChangeCampDonorStatus();
  const reloadLater = useReloadCampLater();
  const send = async (step: CampDonorStep, done: (outcome: DonationOutcome, message: string) => void) => {
    if (change.isPending) return;
    let answer: Awaited<ReturnType<typeof change.mutateAsync>>;
    try {
      answer = await change.mutateAsync({
        ...step,
        donorId: donor.personId,
        campId,
      } as CampDonorChangeStatus);
    } catch (failure) {
      showRefusal(form, failure);
      return;
    }
    reloadLater(campId, reloadAfterMs);
    const outcome = answer.content.data;
    if (outcome.outcome === 'deferred') {
      onDeferred(outcome.reasons);
      return;
    }
    onClose();
    done(outcome, answer.message);
  };
  return { send, pending: change.isPending };
}
