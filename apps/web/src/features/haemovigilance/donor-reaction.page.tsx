import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Table.layer.css';
import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type DonorReactionForm,
  donorReactionFormSchema,
  formatDate,
  HAEMOVIGILANCE_MESSAGES,
  haemovigilanceEndpoints,
  onsetInstant,
  type ReactionDonationRow,
  TEXT_LIMITS,
} from '@raktsetu/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { FormSection } from '../../components/form-fields';
import { PageHeader } from '../../components/page-header';
import { popups } from '../../components/popups';
import { ApiError, call } from '../../lib/api';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { useRecordDonorReaction } from './haemovigilance.api';
import { type ClinicalForm, ReactionFields } from './reaction-fields';
import {
  donorSeverityLabels,
  donorTypeLabels,
  optionsOf,
  outcomeLabels,
  reactionMessage,
} from './reaction-labels';
import { nowInIndia } from './transfusion-reaction.page';

const PICKER_SIZE = 20;

function emptyForm(): DonorReactionForm {
  return {
    donationId: '',
    type: '' as DonorReactionForm['type'],
    otherType: '',
    severity: '' as DonorReactionForm['severity'],
    outcome: '' as DonorReactionForm['outcome'],
    actions: '',
    ...nowInIndia(),
  };
}

/**
 * /haemovigilance/donor-reaction (issue 17 item 6): the donation, chosen among those this blood centre took
 * (`?search=` a donor ID or bag number narrows the choice), then what happened to the donor.
 */
export function DonorReactionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const record = useRecordDonorReaction();
  const form = useContractForm(donorReactionFormSchema, { defaultValues: emptyForm() });
  const [general, setGeneral] = useState<string | null>(null);
  const message = (text: string | undefined) => reactionMessage(t, text);

  const submit = form.handleSubmit(async (values) => {
    if (record.isPending) return;
    setGeneral(null);
    try {
      await record.mutateAsync({
        donationId: values.donationId,
        type: values.type,
        otherType: values.otherType,
        severity: values.severity,
        outcome: values.outcome,
        actions: values.actions,
        onsetAt: onsetInstant(values.onsetDay, values.onsetTime) as string,
      });
      void popups.success({
        title: t('haemovigilance.recorded', HAEMOVIGILANCE_MESSAGES.recorded),
      });
      navigate('/haemovigilance?tab=donor');
    } catch (failure) {
      const whole =
        failure instanceof ApiError && failure.status === 409
          ? failure.message
          : showServerErrors(form, failure, { onsetAt: 'onsetTime' });
      setGeneral(whole ? (message(whole) ?? whole) : null);
    }
  });

  return (
    <Stack gap="lg">
      <BackLink to="/haemovigilance?tab=donor" label={t('haemovigilance.back', 'Back to haemovigilance')} />
      <PageHeader
        title={t('haemovigilance.donorForm.title', 'Record donor reaction')}
        intro={t(
          'haemovigilance.donorForm.intro',
          'Choose the donation, then describe what happened to the donor during or after it.',
        )}
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <DonationChoice form={form} initialSearch={params.get('search') ?? ''} message={message} />
          <FormSection title={t('haemovigilance.donorForm.reaction', 'The reaction')}>
            <ReactionFields
              // The form has the clinical fields and one more (the units or the donation).
              control={form.control as unknown as Control<ClinicalForm>}
              message={message}
              types={optionsOf(donorTypeLabels(t))}
              severities={optionsOf(donorSeverityLabels(t))}
              outcomes={optionsOf(outcomeLabels(t))}
              actionsHint={t(
                'haemovigilance.field.donorActionsHint',
                'What was done: needle removed, legs raised, fluids, pressure on the site, a doctor called.',
              )}
            />
          </FormSection>
          {general && (
            <Alert color="red" role="alert">
              {general}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate('/haemovigilance?tab=donor')}>
              {t('haemovigilance.cancel', 'Cancel')}
            </Button>
            <Button type="submit" loading={record.isPending}>
              {t('haemovigilance.save', 'Record reaction')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

type ReactionForm = ReturnType<typeof useContractForm<typeof donorReactionFormSchema>>;

/** The centre's donations to choose from, newest first, searched by the server. */
function DonationChoice({
  form,
  initialSearch,
  message,
}: {
  form: ReactionForm;
  initialSearch: string;
  message: (text: string | undefined) => string | undefined;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [search, setSearch] = useState(initialSearch);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { field, fieldState } = useController({ control: form.control, name: 'donationId' });
  const [chosen, setChosen] = useState<ReactionDonationRow | null>(null);
  const donations = useQuery({
    queryKey: ['haemovigilance', 'donations', debounced],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await call(
          haemovigilanceEndpoints.donations,
          { search: debounced || undefined, limit: PICKER_SIZE },
          { signal },
        )
      ).content,
  });
  const listed = (donations.data?.data ?? []).filter((row) => row._id !== chosen?._id);
  const rows = chosen ? [chosen, ...listed] : listed;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id={headingId}>
          {t('haemovigilance.donorForm.donation', 'The donation')}
        </Title>
        <TextInput
          label={t('haemovigilance.donorForm.search', 'Find a donation')}
          description={t('haemovigilance.donorForm.searchHint', 'Donor name, donor ID or bag number')}
          value={search}
          maxLength={TEXT_LIMITS.search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
        />
        {fieldState.error && (
          <Text size="sm" c="red.8" role="alert">
            {message(fieldState.error.message)}
          </Text>
        )}
        <Radio.Group
          value={field.value || null}
          onChange={(id) => {
            setChosen(rows.find((row) => row._id === id) ?? null);
            field.onChange(id);
          }}
          aria-labelledby={headingId}
        >
          <Table.ScrollContainer minWidth={700}>
            <Table fz="sm" highlightOnHover aria-labelledby={headingId} aria-busy={donations.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <VisuallyHidden>{t('haemovigilance.transfusionForm.choose', 'Choose')}</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>{t('haemovigilance.col.donor', 'Donor')}</Table.Th>
                  <Table.Th>{t('haemovigilance.col.donatedOn', 'Donated on')}</Table.Th>
                  <Table.Th>{t('haemovigilance.col.bag', 'Bag')}</Table.Th>
                  <Table.Th>{t('haemovigilance.col.place', 'Where')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <Table.Tr key={row._id}>
                    <Table.Td>
                      <Radio
                        value={row._id}
                        ref={index === 0 ? field.ref : undefined}
                        aria-label={t('haemovigilance.donorForm.chooseDonation', '{{donor}}, {{day}}', {
                          donor: row.donorName,
                          day: formatDate(row.donatedOn),
                        })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {row.donorName}
                      </Text>
                      {row.donorCode && (
                        <Text size="xs" c="gray.7" ff="monospace">
                          {row.donorCode}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.donatedOn)}</Table.Td>
                    <Table.Td ff="monospace">{row.bagId ?? '—'}</Table.Td>
                    <Table.Td>{row.place}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Radio.Group>
        {donations.data && rows.length === 0 && (
          <Text size="sm" c="gray.7">
            {t('haemovigilance.donorForm.none', 'No donation matches.')}
          </Text>
        )}
        {donations.isError && (
          <Alert color="red">
            {t('haemovigilance.donorForm.failed', 'The donations could not be loaded')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
