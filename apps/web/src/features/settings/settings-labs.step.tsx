import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Table.layer.css';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  type AddKeyMember,
  addKeyMemberSchema,
  KEY_MEMBER_MESSAGES,
  type LabMember,
  TEXT_LIMITS,
} from '@raktsetu/contract';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailText } from '../../components/email-text';
import { EmptyState } from '../../components/empty-state';
import { formTextFields } from '../../components/form-fields';
import { TrashIcon } from '../../components/icons';
import { lazyPopup, prefetch, useAskedFor } from '../../components/lazy-popup';
import { popups } from '../../components/popups';
import { ApiError } from '../../lib/api';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { notify } from '../lab/lab-notify';
import { useAddLabMember, useDeleteLabMember, useLabMembers } from './settings.api';
import { settingsMessage } from './settings.schemas';

// The criteria popup is the lab register's own, fetched when first wanted (docs/decisions/0029-code-splitting.md).
const loadCriteria = () => import('../lab/lab-criteria.modal');
const prefetchCriteria = prefetch(loadCriteria);
const LabCriteriaModal = lazyPopup(
  () => loadCriteria().then((module) => module.LabCriteriaModal),
  ({ opened }, t) => ({ opened, title: t('labCriteria.title', 'Set Lab Test Criteria') }),
);

/**
 * Step 1, labs (docs/spec/part-2-operations-and-admin.md §2, §5 "Add lab", "Lab member add", §8): the labs that
 * test this centre's samples, each with a representative who signs in to the lab screens. Adding and removing
 * one is saved at once, not with the wizard; Set Lab Test Criteria opens the lab's criteria popup.
 */
export function LabsStep() {
  const { t } = useTranslation();
  const [criteriaOpen, setCriteriaOpen] = useState(false);
  const criteriaAsked = useAskedFor(criteriaOpen);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text size="sm" maw={640}>
          {t(
            'settings.labs.intro',
            "Each lab's representative is mailed a link to set a password, then signs in to the lab screens only. Adding or removing a lab is saved at once.",
          )}
        </Text>
        <Button
          variant="default"
          onPointerEnter={prefetchCriteria}
          onFocus={prefetchCriteria}
          onClick={() => setCriteriaOpen(true)}
        >
          {t('settings.labs.criteria', 'Set Lab Test Criteria')}
        </Button>
      </Group>
      <AssociatedLabs />
      <AddLabForm />
      <Suspense fallback={null}>
        {criteriaAsked && <LabCriteriaModal opened={criteriaOpen} onClose={() => setCriteriaOpen(false)} />}
      </Suspense>
    </Stack>
  );
}

const usernameOf = (member: LabMember) => `${member.firstName} ${member.lastName}`.trim();

function AssociatedLabs() {
  const { t } = useTranslation();
  const members = useLabMembers();
  const remove = useDeleteLabMember();
  const id = useId();

  const askToRemove = async (member: LabMember) => {
    const confirmed = await popups.confirm({
      title: t('settings.labs.deletePrompt', KEY_MEMBER_MESSAGES.deletePrompt),
      text: `${member.labName} · ${member.email}`,
      confirmLabel: t('settings.labs.deleteConfirm', 'Delete'),
    });
    if (!confirmed) return;
    try {
      const answer = await remove.mutateAsync(member._id);
      notify({
        message: answer.message || t('settings.labs.deleted', 'Lab member removed'),
        color: 'teal',
        autoClose: 5000,
      });
    } catch (failure) {
      void popups.failedWith(failure);
    }
  };

  return (
    <Paper withBorder radius="md" component="section" aria-labelledby={id}>
      <Title order={3} fz="md" id={id} px="md" pt="md" pb="xs">
        {t('settings.labs.associated', 'Associated Labs')}
      </Title>
      {members.isPending ? (
        <Group gap="xs" p="md">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{t('settings.labs.loading', 'Loading the labs…')}</Text>
        </Group>
      ) : members.isError ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          m="md"
          title={t('settings.labs.loadFailed', 'The labs could not be loaded')}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{members.error.message}</Text>
            <Button variant="default" size="compact-sm" onClick={() => void members.refetch()}>
              {t('common.tryAgain', 'Try again')}
            </Button>
          </Stack>
        </Alert>
      ) : members.data.length === 0 ? (
        <EmptyState
          title={t('settings.labs.empty', 'No labs added yet')}
          description={t('settings.labs.emptyHint', 'Add a lab below; its representative gets a mail.')}
        />
      ) : (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table aria-labelledby={id}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={48}>
                  #
                </Table.Th>
                <Table.Th scope="col">{t('settings.labs.col.labName', 'Lab Name')}</Table.Th>
                <Table.Th scope="col">{t('settings.labs.col.username', 'Username')}</Table.Th>
                <Table.Th scope="col">{t('settings.labs.col.email', 'Email')}</Table.Th>
                <Table.Th scope="col" w={80}>
                  {t('settings.labs.col.delete', 'Delete')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.data.map((member, index) => (
                <Table.Tr key={member._id}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Th scope="row" fw={500}>
                    {member.labName}
                  </Table.Th>
                  <Table.Td>
                    <Group gap={6} wrap="wrap">
                      <Text size="sm">{usernameOf(member)}</Text>
                      {!member.confirmed && (
                        <Badge
                          color="orange"
                          variant="light"
                          radius="sm"
                          title={t('settings.labs.linkSentHint', 'Has not set a password yet')}
                        >
                          {t('settings.labs.linkSent', 'Link sent')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <EmailText email={member.email} />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('settings.labs.deleteOf', 'Delete {{email}}', { email: member.email })}
                      loading={remove.isPending && remove.variables === member._id}
                      onClick={() => void askToRemove(member)}
                    >
                      <TrashIcon />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

const EMPTY_MEMBER: AddKeyMember = { labName: '', firstName: '', lastName: '', email: '' };

function AddLabForm() {
  const { t } = useTranslation();
  const message = settingsMessage(t);
  const add = useAddLabMember();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useContractForm(addKeyMemberSchema, { defaultValues: EMPTY_MEMBER });
  const text = formTextFields(form.control, message, { required: true });
  const id = useId();

  const submit = form.handleSubmit(async (member) => {
    setRefusal(null);
    try {
      const answer = await add.mutateAsync(member);
      notify({
        message:
          answer.message || t('settings.labs.added', 'Lab added; its representative was mailed a link'),
        color: 'teal',
        autoClose: 5000,
      });
      form.reset(EMPTY_MEMBER);
    } catch (failure) {
      // A duplicate e-mail (409) belongs to the e-mail box; what no box can take shows under the form.
      if (failure instanceof ApiError && failure.status === 409 && failure.errors.length === 0) {
        form.setError('email', { type: 'server', message: failure.message }, { shouldFocus: true });
        return;
      }
      const whole = showServerErrors(form, failure);
      if (whole) setRefusal(message(whole) ?? whole);
    }
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Title order={3} fz="md" id={id}>
            {t('settings.labs.addMore', 'Add more labs')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {text('labName', t('settings.labs.labName', 'Lab Name'), { maxLength: TEXT_LIMITS.name })}
            {text('firstName', t('settings.labs.representative', 'Name of representative'), {
              maxLength: TEXT_LIMITS.name,
            })}
            {text('email', t('settings.labs.email', 'Email'), {
              maxLength: TEXT_LIMITS.email,
              inputMode: 'email',
            })}
          </SimpleGrid>
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={add.isPending}>
              {t('settings.labs.add', 'Add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
