import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  List,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  type AdminInstitution,
  type CheckItem,
  DECLARATIONS,
  infrastructureFor,
  MESSAGES,
  verifyInstitutionRequestSchema,
} from '@raktsetu/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CheckIcon, CrossIcon } from '../../components/icons';
import { popups } from '../../components/popups';
import { downloadFile, type StoredFile, useFileObjectUrl } from '../../lib/files';
import { formatDate, formatPhone } from '../../lib/format';
import { showServerErrors, useContractForm } from '../../lib/forms';
import { institutionTypeLabel } from '../institutions/institution-type';
import { checkText, facilitatorTypeLabel } from '../registration/registration-lists';
import { type ReviewTab, useInstitutionDetail, useVerifyInstitution } from './institution-review.api';
import { StatusBadges } from './institution-status';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text size="sm" fw={500} mt={2} style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

/** Shows a popup over this one and waits for its answer. */
type Ask = <T>(popup: Promise<T>) => Promise<T>;

interface InstitutionProfileModalProps {
  tab: ReviewTab;
  id: string | null;
  canUpdate: boolean;
  onClose: () => void;
}

/**
 * The institution profile popup of /Super-Admin/Instituions (docs/spec/part-2-operations-and-admin.md §2,
 * §4, §5): every field the review needs, the certificate shown in place, the infrastructure and declarations
 * the institution ticked, the key member; Approve (after a confirmation) and Decline for a pending
 * registration when the administrator holds instituteManagement.update, otherwise only Cancel. Escape
 * closes it.
 */
export function InstitutionProfileModal({ tab, id, canUpdate, onClose }: InstitutionProfileModalProps) {
  const { t } = useTranslation();
  // Escape closes the question on top and, in the same key press, this popup under it: while a question or
  // a failure is open, this popup stays (the reviewer only meant to dismiss the question).
  const [open] = useState(() => ({ count: 0 }));
  const ask: Ask = async (popup) => {
    open.count += 1;
    try {
      return await popup;
    } finally {
      open.count -= 1;
    }
  };
  // While the popup closes (a short fade) it keeps showing the record it showed.
  const [shownId, setShownId] = useState(id);
  if (id && id !== shownId) setShownId(id);
  const detail = useInstitutionDetail(tab, shownId);
  const institution = detail.data;
  return (
    <Modal
      opened={Boolean(id)}
      onClose={() => {
        if (open.count === 0) onClose();
      }}
      size="xl"
      title={
        <Text component="span" fw={700} fz="lg">
          {institution?.institutionName ?? t('admin.institutions.profile', 'Institution profile')}
        </Text>
      }
    >
      {detail.isError ? (
        <Stack gap="md">
          <Alert color="red" variant="light">
            {detail.error.message}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel', 'Cancel')}
            </Button>
          </Group>
        </Stack>
      ) : institution && shownId ? (
        <ProfileBody
          key={shownId}
          institution={institution}
          canUpdate={canUpdate}
          onClose={onClose}
          ask={ask}
        />
      ) : (
        <Stack gap="sm">
          <Skeleton h={20} w="60%" />
          <Skeleton h={120} />
          <Skeleton h={80} />
        </Stack>
      )}
    </Modal>
  );
}

function ProfileBody({
  institution,
  canUpdate,
  onClose,
  ask,
}: {
  institution: AdminInstitution;
  canUpdate: boolean;
  onClose: () => void;
  ask: Ask;
}) {
  const { t } = useTranslation();
  const verify = useVerifyInstitution();
  const [declining, setDeclining] = useState(false);
  const pending = institution.status === 'Pending';
  const canDecide = pending && canUpdate;
  const { address, keyMember } = institution;
  const place = [address.city, [address.state, address.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  // GeoJSON order: [longitude, latitude].
  const point = address.location?.coordinates;

  const decided = async (message: string, status: 'approved' | 'declined') => {
    onClose();
    await popups.success({
      title:
        message ||
        (status === 'approved'
          ? t('admin.institutions.approved', MESSAGES.requestApproved)
          : t('admin.institutions.declined', MESSAGES.requestDeclined)),
    });
  };

  // Approval mails the key member a link that creates a working account: one click must not do that.
  const approve = async () => {
    const confirmed = await ask(
      popups.confirm({
        title: t('admin.institutions.approveConfirm', 'Approve {{name}}?', {
          name: institution.institutionName,
        }),
        text: keyMember
          ? t(
              'admin.institutions.approveConfirmText',
              'The key member will receive a link to set a password.',
            )
          : t(
              'admin.institutions.approveConfirmNoKeyMember',
              'No key member is on record, so nobody will receive a link to set a password.',
            ),
        confirmLabel: t('admin.institutions.approve', 'Approve'),
      }),
    );
    if (!confirmed) return;
    try {
      await decided(await verify.mutateAsync({ id: institution._id, status: 'approved' }), 'approved');
    } catch (failure) {
      await ask(popups.failedWith(failure));
    }
  };

  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Badge variant="light" radius="sm">
          {institutionTypeLabel(t, institution.institutionType)}
        </Badge>
        <StatusBadges status={institution.status} state={institution.state} />
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <Field label={t('admin.institutions.registrationNumber', 'Registration number')}>
          {institution.registrationNumber}
        </Field>
        <Field label={t('admin.institutions.registrationId', 'Registration ID')}>
          {institution.registrationId}
        </Field>
        {institution.institutionType === 'NGO' && (
          <Field label={t('admin.institutions.facilitatorType', 'Facilitator type')}>
            {facilitatorTypeLabel(t, institution.ngoType)}
          </Field>
        )}
        <Field label={t('admin.institutions.contactEmail', 'Contact e-mail')}>
          {institution.contactEmail}
        </Field>
        <Field label={t('admin.institutions.contactNumber', 'Contact number')}>
          {formatPhone(institution.contactNumber)}
        </Field>
        <Field label={t('admin.institutions.registeredOn', 'Registered on')}>
          {formatDate(institution.addedAt)}
        </Field>
        {institution.verifiedAt && (
          <Field
            label={
              institution.status === 'Declined'
                ? t('admin.institutions.declinedOn', 'Declined on')
                : t('admin.institutions.approvedOn', 'Approved on')
            }
          >
            {formatDate(institution.verifiedAt)}
          </Field>
        )}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="sm" mb="xs">
            {t('admin.institutions.address', 'Address')}
          </Title>
          <Text size="sm">{address.description}</Text>
          {place && <Text size="sm">{place}</Text>}
          {point && (
            <Group gap="xs" mt={4}>
              <Text size="sm" c="dimmed">
                {t('admin.institutions.coordinates', 'Latitude {{latitude}}, longitude {{longitude}}', {
                  latitude: point[1],
                  longitude: point[0],
                })}
              </Text>
              <Anchor
                size="sm"
                href={`https://www.openstreetmap.org/?mlat=${point[1]}&mlon=${point[0]}#map=17/${point[1]}/${point[0]}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('admin.institutions.viewOnMap', 'View on map')}
              </Anchor>
            </Group>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="sm" mb="xs">
            {t('admin.institutions.keyMember', 'Key member')}
          </Title>
          {keyMember ? (
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {`${keyMember.firstName} ${keyMember.lastName}`.trim()}
              </Text>
              <Text size="sm">{keyMember.email}</Text>
              <Text size="sm" c="dimmed">
                {keyMember.designation}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('admin.institutions.noKeyMember', 'No key member')}
            </Text>
          )}
        </Paper>
      </SimpleGrid>

      <Attachments files={institution.attachments} ask={ask} />

      <Checklists institution={institution} />

      {institution.declineReason && (
        <Alert
          color="red"
          variant="light"
          title={t('admin.institutions.declineReason', 'Reason for decline')}
        >
          {institution.declineReason}
        </Alert>
      )}

      {/* The decision stays in view while the reviewer scrolls through the certificate and the lists. */}
      <Box
        pos="sticky"
        bottom={0}
        bg="var(--mantine-color-body)"
        pt="sm"
        pb="md"
        mb="calc(var(--mb-padding, var(--mantine-spacing-md)) * -1)"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 2 }}
      >
        {canDecide && declining ? (
          <DeclineForm
            institution={institution}
            ask={ask}
            onCancel={() => setDeclining(false)}
            onDeclined={(message) => decided(message, 'declined')}
          />
        ) : (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel', 'Cancel')}
            </Button>
            {canDecide && (
              <>
                <Button color="red" variant="outline" onClick={() => setDeclining(true)}>
                  {t('admin.institutions.decline', 'Decline')}
                </Button>
                <Button color="teal" onClick={() => void approve()} loading={verify.isPending}>
                  {t('admin.institutions.approve', 'Approve')}
                </Button>
              </>
            )}
          </Group>
        )}
      </Box>
    </Stack>
  );
}

/**
 * The decline comment, checked by the contract's verify request for this institution, so the form and the
 * server refuse the same ("*Comment Is Required For Decline").
 */
function declineSchema(id: string) {
  return z.object({ reason: z.string() }).superRefine(({ reason }, ctx) => {
    const request = verifyInstitutionRequestSchema.safeParse({ id, status: 'declined', reason });
    for (const issue of request.success ? [] : request.error.issues) {
      if (issue.path[0] === 'reason')
        ctx.addIssue({ code: 'custom', path: ['reason'], message: issue.message });
    }
  });
}

function DeclineForm({
  institution,
  ask,
  onCancel,
  onDeclined,
}: {
  institution: AdminInstitution;
  ask: Ask;
  onCancel: () => void;
  onDeclined: (message: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const verify = useVerifyInstitution();
  const [schema] = useState(() => declineSchema(institution._id));
  const form = useContractForm(schema, { defaultValues: { reason: '' } });
  const problem = form.formState.errors.reason?.message;

  const submit = form.handleSubmit(async ({ reason }) => {
    let message: string;
    try {
      message = await verify.mutateAsync({ id: institution._id, status: 'declined', reason: reason.trim() });
    } catch (failure) {
      // A refusal about the comment stays at the comment; anything else (409 "already decided") is a popup.
      const unplaced = showServerErrors(form, failure);
      if (unplaced) await ask(popups.failure({ title: unplaced }));
      return;
    }
    await onDeclined(message);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('admin.institutions.comment', 'Comment')}
          required
          description={t(
            'admin.institutions.commentHint',
            'Sent to the key member by e-mail, so they can correct the registration.',
          )}
          rows={3}
          resize="vertical"
          error={
            problem === MESSAGES.commentRequiredForDecline
              ? t('admin.institutions.commentRequired', MESSAGES.commentRequiredForDecline)
              : problem
          }
          data-autofocus
          autoFocus
          {...form.register('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel', 'Cancel')}
          </Button>
          <Button type="submit" color="red" loading={verify.isPending}>
            {t('admin.institutions.decline', 'Decline')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type PreviewKind = 'pdf' | 'image' | 'none';

function previewKind(file: StoredFile): PreviewKind {
  const extension = (file.location.split('.').pop() ?? '').toLowerCase();
  if (extension === 'pdf') return 'pdf';
  if (['png', 'jpg', 'jpeg'].includes(extension)) return 'image';
  return 'none';
}

/**
 * Whether this page's Content-Security-Policy refused to frame an object URL. Where it does, a PDF cannot
 * be shown inside the popup, and the reviewer is offered a new tab instead of an empty frame.
 */
function useFramingRefused(): boolean {
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    const listen = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith('blob')) setRefused(true);
    };
    document.addEventListener('securitypolicyviolation', listen);
    return () => document.removeEventListener('securitypolicyviolation', listen);
  }, []);
  return refused;
}

/** The certificates, each shown in place (fetched with the token), with a new tab and a download. */
function Attachments({ files, ask }: { files: StoredFile[]; ask: Ask }) {
  const { t } = useTranslation();
  const framingRefused = useFramingRefused();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="institution-attachments">
      <Title order={3} fz="sm" mb="xs" id="institution-attachments">
        {t('admin.institutions.attachments', 'Attachments')}
      </Title>
      {files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.institutions.noAttachments', 'No attachment was sent')}
        </Text>
      ) : (
        <Stack gap="md">
          {files.map((file) => (
            <AttachmentPreview key={file.location} file={file} framingRefused={framingRefused} ask={ask} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function AttachmentPreview({
  file,
  framingRefused,
  ask,
}: {
  file: StoredFile;
  framingRefused: boolean;
  ask: Ask;
}) {
  const { t } = useTranslation();
  const kind = previewKind(file);
  const { url, failed } = useFileObjectUrl(kind === 'none' ? null : file.location);
  const previewLabel = t('admin.institutions.preview', 'Preview of {{name}}', { name: file.name });

  const download = async () => {
    try {
      await downloadFile(file);
    } catch (failure) {
      await ask(popups.failedWith(failure));
    }
  };

  let preview: ReactNode;
  if (kind === 'none') {
    preview = (
      <Text size="sm" c="dimmed">
        {t('admin.institutions.noPreview', 'This kind of file cannot be shown here; download it to read it.')}
      </Text>
    );
  } else if (failed) {
    preview = (
      <Alert color="red" variant="light">
        {t('admin.institutions.previewFailed', 'The file could not be loaded. Try the download.')}
      </Alert>
    );
  } else if (!url) {
    preview = <Skeleton h={kind === 'pdf' ? 480 : 240} aria-label={previewLabel} />;
  } else if (kind === 'image') {
    preview = (
      <img
        src={url}
        alt={previewLabel}
        style={{ display: 'block', maxWidth: '100%', maxHeight: 480, margin: '0 auto', objectFit: 'contain' }}
      />
    );
  } else if (framingRefused) {
    preview = (
      <Alert color="blue" variant="light">
        {t(
          'admin.institutions.previewInTab',
          'This PDF cannot be shown inside this window. Open it in a new tab to read it.',
        )}
      </Alert>
    );
  } else {
    preview = (
      <iframe
        // Chromium's and Firefox's viewers read these: no thumbnail column, the page as wide as the frame.
        src={`${url}#navpanes=0&view=FitH`}
        title={previewLabel}
        style={{ display: 'block', width: '100%', height: 480, border: 0, borderRadius: 4 }}
      />
    );
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600} truncate>
          {file.name}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {url && kind !== 'none' && (
            <Button
              component="a"
              href={url}
              target="_blank"
              rel="noopener"
              variant="default"
              size="compact-sm"
              // The visible words start the name, so a voice user can say what they see (WCAG 2.5.3).
              aria-label={t('admin.institutions.openInTab', 'Open in new tab: {{name}}', { name: file.name })}
            >
              {t('admin.institutions.openInTabShort', 'Open in new tab')}
            </Button>
          )}
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => void download()}
            aria-label={t('admin.institutions.download', 'Download {{name}}', { name: file.name })}
          >
            {t('admin.institutions.downloadShort', 'Download')}
          </Button>
        </Group>
      </Group>
      <div style={{ background: 'var(--mantine-color-gray-1)', borderRadius: 4, padding: 4 }}>{preview}</div>
    </Stack>
  );
}

/**
 * The infrastructure and declarations as the institution ticked them, in the words the registration form
 * showed (the contract's lists, by key). Registrations sent before the lists existed carry no keys: that is
 * said plainly, so an empty list is not read as "ticked nothing".
 */
function Checklists({ institution }: { institution: AdminInstitution }) {
  const { t } = useTranslation();
  const type = institution.institutionType;
  const infrastructure = infrastructureFor(type);
  const isBank = type === 'BloodBank' || type === 'Both';
  return (
    <SimpleGrid cols={{ base: 1, md: infrastructure.length > 0 ? 2 : 1 }} spacing="md">
      {infrastructure.length > 0 && (
        <Checklist
          title={t('admin.institutions.infrastructure', 'Infrastructure')}
          items={infrastructure}
          ticked={institution.infrastructure}
          prefix={`registration.infrastructure.${isBank ? 'bank' : 'hospital'}`}
          noneSent={t(
            'admin.institutions.noInfrastructure',
            'No infrastructure was sent with this registration: it was made with an older version of the registration form. Confirm the infrastructure with the institution before approving.',
          )}
        />
      )}
      <Checklist
        title={t('admin.institutions.declarations', 'Declaration & Undertaking')}
        items={DECLARATIONS}
        ticked={institution.declarations}
        prefix="registration.declaration"
        noneSent={t(
          'admin.institutions.noDeclarations',
          'No declarations were sent with this registration: it was made with an older version of the registration form.',
        )}
      />
    </SimpleGrid>
  );
}

function Checklist({
  title,
  items,
  ticked,
  prefix,
  noneSent,
}: {
  title: string;
  items: readonly CheckItem[];
  ticked: string[];
  prefix: string;
  noneSent: string;
}) {
  const { t } = useTranslation();
  const tickedSet = new Set(ticked);
  const known = new Set(items.map((item) => item.key));
  const unknown = ticked.filter((key) => !known.has(key));
  const count = items.filter((item) => tickedSet.has(item.key)).length;
  const headingId = `institution-checklist-${prefix.replaceAll('.', '-')}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={3} fz="sm" id={headingId}>
          {title}
        </Title>
        {ticked.length > 0 && (
          <Text size="xs" c={count === items.length ? 'teal' : 'red'} fw={600}>
            {t('admin.institutions.tickedCount', '{{count}} of {{total}} ticked', {
              count,
              total: items.length,
            })}
          </Text>
        )}
      </Group>
      {ticked.length === 0 ? (
        <Alert color="yellow" variant="light" p="xs">
          <Text size="sm">{noneSent}</Text>
        </Alert>
      ) : (
        <List spacing={6} size="sm">
          {items.map((item) => {
            const isTicked = tickedSet.has(item.key);
            return (
              <List.Item
                key={item.key}
                icon={
                  <ThemeIcon size={18} radius="xl" color={isTicked ? 'teal' : 'red'} variant="light">
                    {isTicked ? <CheckIcon size={12} /> : <CrossIcon size={12} />}
                  </ThemeIcon>
                }
              >
                <span>{checkText(t, prefix, item)}</span>
                {!isTicked && (
                  <Text span size="sm" c="red.7" fw={600}>
                    {' '}
                    {t('admin.institutions.notTicked', '(not ticked)')}
                  </Text>
                )}
              </List.Item>
            );
          })}
          {unknown.map((key) => (
            <List.Item key={key}>
              <Text span size="sm" c="dimmed">
                {t('admin.institutions.unknownItem', '“{{key}}”, which the current form no longer lists', {
                  key,
                })}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
