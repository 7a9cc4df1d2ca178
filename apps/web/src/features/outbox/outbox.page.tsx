import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Container.layer.css';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../../components/brand';
import { EmptyState } from '../../components/empty-state';
import { LanguageSwitch } from '../../components/language-switch';
import { PageHeader } from '../../components/page-header';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { type OutboxMail, useOutbox } from './outbox.api';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/**
 * Mail text with its links clickable. A link to this same site opens in this tab (the set-password link
 * is followed here); any other opens in a new one.
 */
export function LinkifiedText({ text }: { text: string }): ReactNode {
  const nodes: ReactNode[] = [];
  let offset = 0;
  for (const [position, part] of text.split(URL_PATTERN).entries()) {
    // The character offset of each part keys it: stable for a given mail text.
    const key = offset;
    offset += part.length;
    if (position % 2 === 0) {
      if (part) nodes.push(<Fragment key={key}>{part}</Fragment>);
      continue;
    }
    let sameSite = false;
    try {
      sameSite = new URL(part).origin === window.location.origin;
    } catch {
      sameSite = false;
    }
    nodes.push(
      <Anchor
        key={key}
        href={part}
        style={{ overflowWrap: 'anywhere' }}
        {...(sameSite ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {part}
      </Anchor>,
    );
  }
  return nodes;
}

function MailCard({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-label={mail.subject}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} fz="md">
            {mail.subject}
          </Title>
          <Badge variant="light" radius="sm" color="gray">
            {mail.purpose}
          </Badge>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            <Text span c="dimmed">
              {t('outbox.to', 'To')}:{' '}
            </Text>
            {mail.to}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t('outbox.sent', 'Sent')}:{' '}
            </Text>
            <time dateTime={mail.addedAt}>{formatDateTime(mail.addedAt, { seconds: true })}</time>
          </Text>
        </Group>
        <Box
          component="pre"
          m={0}
          p="sm"
          bg="gray.0"
          style={{
            whiteSpace: 'pre-wrap',
            fontFamily: 'inherit',
            fontSize: 'var(--mantine-font-size-sm)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          <LinkifiedText text={mail.text} />
        </Box>
      </Stack>
    </Paper>
  );
}

/**
 * /dev/outbox: the mail this server kept instead of sending (no SMTP configured), newest first, so a
 * developer or a trainer can follow approval links and reset codes without a mail server.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const outbox = useOutbox();
  const noOutbox = outbox.error instanceof ApiError && outbox.error.status === 404;
  const mails = outbox.data ?? [];

  return (
    <Box component="main" bg="gray.0" mih="100vh" py={40}>
      <Container size="md">
        <Stack gap="lg">
          <Group justify="space-between">
            <Anchor component={Link} to="/" underline="never" aria-label={t('shell.home', 'RaktSetu home')}>
              <Brand />
            </Anchor>
            <Group gap="sm">
              <LanguageSwitch />
              <Button
                variant="default"
                size="sm"
                onClick={() => void outbox.refetch()}
                loading={outbox.isFetching}
              >
                {t('outbox.refresh', 'Refresh')}
              </Button>
            </Group>
          </Group>
          <PageHeader
            title={t('outbox.title', 'Outbox')}
            intro={
              noOutbox
                ? undefined
                : t(
                    'outbox.intro',
                    'No mail server is configured, so RaktSetu keeps its mail here instead of sending it. Newest first.',
                  )
            }
          />
          {noOutbox ? (
            <Alert variant="light" color="blue">
              {t('outbox.smtp', 'Mail is sent through SMTP on this server; there is no outbox.')}
            </Alert>
          ) : outbox.isError ? (
            <Alert variant="light" color="red" role="alert">
              {outbox.error.message}
            </Alert>
          ) : outbox.isSuccess && mails.length === 0 ? (
            <Paper withBorder radius="md">
              <EmptyState title={t('outbox.empty', 'No mail yet')} />
            </Paper>
          ) : (
            mails.map((mail) => <MailCard key={mail._id} mail={mail} />)
          )}
        </Stack>
      </Container>
    </Box>
  );
}
