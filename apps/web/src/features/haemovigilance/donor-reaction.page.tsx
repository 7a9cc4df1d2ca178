import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Paper, Radio, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type DonorReactionForm,
  donorReactionFormSchema,
  formatDate,
  haemovigilanceEndpoints,
  type ReactionDonationRow,
  TEXT_LIMITS,
} from '@raktsetu/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call } from '../../lib/api';
import { useContractForm } from '../../lib/forms';
import { useRecordDonorReaction } from './haemovigilance.api';
import { emptyClinical, ReactionEntry, useReactionMessage } from './reaction-entry';
import { donorSeverityLabels, donorTypeLabels } from './reaction-labels';

const PICKER_SIZE = 20;

/**
 * /haemovigilance/donor-reaction (issue 17 item 6): the donation, chosen among those this blood centre took
 * (`?search=` a donor ID or bag number narrows the choice), then what happened to the donor.
 */
export function DonorReactionPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const record = useRecordDonorReaction();
  const form = useContractForm(donorReactionFormSchema, {
    defaultValues: { donationId: '', ...emptyClinical<DonorReactionForm>() },
  });
  return (
    <ReactionEntry
      back="/haemovigilance?tab=donor"
      title={t('haemovigilance.donorForm.title', 'Record donor reaction')}
      intro={t(
        'haemovigilance.donorForm.intro',
        'Choose the donation, then describe what happened to the donor during or after it.',
      )}
      form={form}
      choice={<DonationChoice form={form} initialSearch={params.get('search') ?? ''} />}
      types={donorTypeLabels(t)}
      severities={donorSeverityLabels(t)}
      actionsHint={t(
        'haemovigilance.field.donorActionsHint',
        'What was done: needle removed, legs raised, fluids, pressure on the site, a doctor called.',
      )}
      pending={record.isPending}
      send={(values, clinical) => record.mutateAsync({ donationId: values.donationId, ...clinical })}
    />
  );
}

type ReactionForm = ReturnType<typeof useContractForm<typeof donorReactionFormSchema>>;

/** The centre's donations to choose from, newest first, searched by the server. */
function DonationChoice({ form, initialSearch }: { form: ReactionForm; initialSearch: string }) {
  const { t } = useTranslation();
  const message = useReactionMessage();
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
