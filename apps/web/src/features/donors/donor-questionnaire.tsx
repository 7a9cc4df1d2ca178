import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Badge, Button, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  type DonorProfile,
  donorsEndpoints,
  hasFullMenu,
  QUESTIONNAIRE_ITEMS,
  type QuestionnaireItem,
  questionText,
} from '@raktsetu/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Ask } from '../../components/popup-guard';
import { popups } from '../../components/popups';
import { type ApiError, call } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useSession } from '../../lib/session';
import { DonorEligibility } from './donor-eligibility';
import { donorQueryKey } from './donor-popup-guard';

type Questionnaire = NonNullable<DonorProfile['questionnaire']>;

const isKnownItem = (key: string): key is QuestionnaireItem =>
  (QUESTIONNAIRE_ITEMS as string[]).includes(key);

/** The contract's questions in the order the app asks them; keys a newer app sends come last, as sent. */
function orderedAnswers(answers: Questionnaire['answers']) {
  const keys = Object.keys(answers);
  const known = QUESTIONNAIRE_ITEMS.filter((item) => keys.includes(item));
  const other = keys.filter((key) => !isKnownItem(key));
  return [...known, ...other].flatMap((key) => {
    const answer = answers[key];
    return answer ? [{ key, ...answer }] : [];
  });
}

function question(t: TFunction, key: string): string {
  return isKnownItem(key) ? t(`donorProfile.question.${key}`, questionText(key)) : key;
}

function ReviewState({ questionnaire }: { questionnaire: Questionnaire }) {
  const { t } = useTranslation();
  const { review } = questionnaire;
  if (!review)
    return (
      <Badge color="blue" variant="light" radius="sm" tt="none">
        {t('donorProfile.review.waiting', 'Waiting for review')}
      </Badge>
    );
  const date = formatDate(review.reviewedAt);
  if (review.status === 'Approve')
    return (
      <Badge color="green" variant="light" radius="sm" tt="none">
        {t('donorProfile.review.approved', 'Approved on {{date}}', { date })}
      </Badge>
    );
  return (
    <Badge color="red" variant="light" radius="sm" tt="none">
      {review.reason
        ? t('donorProfile.review.declinedWithReason', 'Declined on {{date}} ({{reason}})', {
            date,
            reason: review.reason,
          })
        : t('donorProfile.review.declined', 'Declined on {{date}}', { date })}
    </Badge>
  );
}

/**
 * The donor's self-assessment (docs/spec/part-1-institution-side.md §2, §4 "Donor review", §5 look-back
 * windows): every answer, the ones that defer the donor marked, and this institution's review of this
 * submission. Approve is enabled only once the reviewer ticks the confirmation; it leads to the donation
 * form. The server refuses a donor who may not give today (409) and says why: that is shown in a popup.
 */
export function DonorQuestionnaire({
  donor,
  questionnaire,
  ask,
  onBack,
  onApproved,
}: {
  donor: DonorProfile;
  questionnaire: Questionnaire;
  ask: Ask;
  onBack: () => void;
  onApproved: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  // The view replaced the profile under the keyboard's focus: start reading from its heading.
  useEffect(() => heading.current?.focus(), []);
  const [confirmed, setConfirmed] = useState(false);
  const approve = useMutation<unknown, ApiError>({
    mutationFn: () => call(donorsEndpoints.review, { donorId: donor._id, status: 'Approve' }),
  });
  const deferring = new Set(questionnaire.deferringItems);
  const answers = orderedAnswers(questionnaire.answers);

  const onApprove = async () => {
    try {
      await approve.mutateAsync();
    } catch (failure) {
      await ask(popups.failedWith(failure));
      return;
    }
    void queryClient.invalidateQueries({ queryKey: donorQueryKey(donor._id) });
    onApproved();
    // The donation is recorded at a blood centre's desk; a hospital or an NGO has approved the donor only.
    if (session?.identifier === 'institution' && hasFullMenu(session.institutionType)) {
      navigate(`/donation-form?donorId=${encodeURIComponent(donor._id)}`);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={3} fz="md" ref={heading} tabIndex={-1}>
            {t('donorProfile.questionnaire.title', 'Self-assessment questionnaire')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('donorProfile.questionnaire.submitted', 'Submitted on {{date}}', {
              date: formatDate(questionnaire.submittedAt),
            })}
          </Text>
        </Stack>
        <ReviewState questionnaire={questionnaire} />
      </Group>

      <DonorEligibility eligibility={donor.eligibility} />

      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={480} type="native">
          <Table aria-label={t('donorProfile.questionnaire.answers', 'Answers')} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('donorProfile.questionnaire.question', 'Question')}</Table.Th>
                <Table.Th>{t('donorProfile.questionnaire.answer', 'Answer')}</Table.Th>
                <Table.Th>{t('donorProfile.questionnaire.date', 'When')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {answers.map((answer) => {
                const defers = deferring.has(answer.key);
                return (
                  <Table.Tr key={answer.key} bg={defers ? 'var(--mantine-color-orange-light)' : undefined}>
                    <Table.Th scope="row" fw={defers ? 600 : 400}>
                      {question(t, answer.key)}
                      {defers && (
                        <Badge color="orange" variant="light" size="sm" radius="sm" tt="none" ms="xs">
                          {t('donorProfile.questionnaire.defers', 'Defers donation')}
                        </Badge>
                      )}
                    </Table.Th>
                    <Table.Td>
                      {answer.answer === 'yes'
                        ? t('donorProfile.questionnaire.yes', 'Yes')
                        : t('donorProfile.questionnaire.no', 'No')}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(answer.date) || '—'}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {answers.length === 0 && (
          <Text size="sm" c="dimmed" p="md">
            {t('donorProfile.questionnaire.noAnswers', 'The questionnaire holds no answers.')}
          </Text>
        )}
      </Paper>

      <Checkbox
        label={t(
          'donorProfile.questionnaire.confirm',
          "I have reviewed the donor's answers and confirm the donor may donate",
        )}
        checked={confirmed}
        onChange={(event) => setConfirmed(event.currentTarget.checked)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t('donorProfile.questionnaire.back', 'Back')}
        </Button>
        <Button
          color="green"
          disabled={!confirmed}
          loading={approve.isPending}
          onClick={() => void onApprove()}
        >
          {t('donorProfile.questionnaire.approve', 'Approve')}
        </Button>
      </Group>
    </Stack>
  );
}
