import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import { Alert, Anchor, Button, Flex, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { bmi, type DonorProfile, type DonorRow, MESSAGES } from '@raktsetu/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailText } from '../../components/email-text';
import { FormSection } from '../../components/form-fields';
import { formatPhone } from '../../lib/format';
import { personName } from '../camps/camp-text';
import { useFindDonorById } from './donation-form.api';
import { DonorEligibility } from './donor-eligibility';

/*
 * Whom the donation form is for (docs/spec/part-1-institution-side.md §2 "Donation form"): a walk-in found by
 * the donor ID they read out, then the facts the clerk checks against the person in front of them.
 */

/** Whether the donor may give today: fit, and not blocked by this institution. */
export const mayGiveToday = (donor: DonorProfile) =>
  donor.eligibility.eligibleToday && !donor.isBlocked && donor.status !== 'Blocked';

/** A walk-in reads out their donor ID; the donor must be on this institution's list. */
export function DonorLookup({ onFound }: { onFound: (row: DonorRow) => void }) {
  const { t } = useTranslation();
  const find = useFindDonorById();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notFound, setNotFound] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotFound(null);
    if (typed.trim() === '') {
      setProblem(t('donationForm.lookup.empty', 'Enter the donor ID'));
      return;
    }
    setProblem(null);
    try {
      const row = await find.mutateAsync(typed);
      if (row) onFound(row);
      else setNotFound(typed.trim());
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : MESSAGES.somethingWentWrong);
    }
  };

  return (
    <FormSection
      title={t('donationForm.lookup.title', 'Find the donor')}
      description={t(
        'donationForm.lookup.description',
        'A walk-in donor: type the donor ID on their card or in the app.',
      )}
    >
      <form noValidate onSubmit={submit} aria-label={t('donationForm.lookup.title', 'Find the donor')}>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('donationForm.lookup.donorId', 'Donor ID')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={problem}
            maxLength={40}
            autoComplete="off"
            w={{ base: '100%', sm: 280 }}
          />
          <Button type="submit" loading={find.isPending} mt={{ base: 0, sm: 25 }}>
            {t('donationForm.lookup.find', 'Find donor')}
          </Button>
        </Group>
      </form>
      {notFound && (
        <Alert color="orange" variant="light" role="alert">
          <Text size="sm">
            {t('donationForm.lookup.notFound', 'No donor with donor ID {{donorId}} is on your donor list.', {
              donorId: notFound,
            })}{' '}
            <Anchor component={Link} to="/add-donor" size="sm" fw={600}>
              {t('donationForm.lookup.addDonor', 'Add a donor')}
            </Anchor>
          </Text>
        </Alert>
      )}
    </FormSection>
  );
}

/**
 * One fact of the summary, as wide as its value: facts wrap whole onto the next line rather than break their
 * words, and one too long for any line (an e-mail) breaks where its value allows.
 */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ flex: '0 1 auto', minWidth: '5rem', maxWidth: '100%' }}>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'break-word' }}>
        {children === null || children === undefined || children === '' ? '—' : children}
      </Text>
    </div>
  );
}

function useGenderText() {
  const { t } = useTranslation();
  return (gender: string) =>
    ({
      Male: t('donationForm.genders.male', 'Male'),
      Female: t('donationForm.genders.female', 'Female'),
      Other: t('donationForm.genders.other', 'Other'),
    })[gender] ?? gender;
}

/** Who is giving: the facts the clerk checks against the person in front of them, and their fitness today. */
export function DonorSummary({
  donor,
  scheduled,
  onFindAnother,
}: {
  donor: DonorProfile;
  scheduled: boolean;
  onFindAnother: () => void;
}) {
  const { t } = useTranslation();
  const genderText = useGenderText();
  const name = personName(donor);
  const index = donor.bmi ?? (donor.height && donor.weight ? bmi(donor.weight, donor.height) : null);
  const phone = formatPhone(donor.mobileNumber, donor.countryCode);
  const blockedWithoutReason = !mayGiveToday(donor) && donor.eligibility.reasons.length === 0;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={name}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="lg">
              {name}
            </Title>
            {scheduled && (
              <Text size="sm" c="dimmed">
                {t('donationForm.scheduled', 'Giving for a blood request')}
              </Text>
            )}
          </div>
          <Anchor component="button" type="button" size="sm" fw={600} onClick={onFindAnother}>
            {t('donationForm.findAnother', 'Find another donor')}
          </Anchor>
        </Group>
        <Flex component="dl" wrap="wrap" columnGap="xl" rowGap="sm" m={0}>
          <Fact label={t('donationForm.fact.donorId', 'Donor ID')}>
            <Text span size="sm" ff="monospace">
              {donor.donorId}
            </Text>
          </Fact>
          <Fact label={t('donationForm.fact.bloodGroup', 'Blood group')}>{donor.bloodGroup}</Fact>
          <Fact label={t('donationForm.fact.gender', 'Gender')}>{genderText(donor.gender)}</Fact>
          <Fact label={t('donationForm.fact.age', 'Age')}>
            {donor.age === null ? null : t('donationForm.ageYears', '{{count}} years', { count: donor.age })}
          </Fact>
          <Fact label={t('donationForm.fact.bmi', 'BMI')}>{index === null ? null : index.toFixed(2)}</Fact>
          <Fact label={t('donationForm.fact.mobile', 'Mobile')}>
            {/* A number reads as one: never split after its country code. */}
            {phone && (
              <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
                {phone}
              </Text>
            )}
          </Fact>
          <Fact label={t('donationForm.fact.email', 'E-mail')}>
            {donor.email && <EmailText email={donor.email} />}
          </Fact>
        </Flex>
        <DonorEligibility eligibility={donor.eligibility} />
        {blockedWithoutReason && (
          <Text size="sm">
            {donor.block?.reason ?? t('donationForm.blocked', 'Blocked by this institution')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
