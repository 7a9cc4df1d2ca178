import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import {
  Alert,
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import {
  ADMIN_COUNTRY_CODE,
  ADMIN_MESSAGES,
  type AdminRecord,
  GENDERS,
  MESSAGES,
  PERMISSION_AREAS,
  PERMISSION_LEVELS,
  type PermissionLevel,
} from '@raktsetu/contract';
import { type ReactNode, useEffect, useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import {
  type BoundInputProp,
  DAY_TEXT,
  type FieldMessage,
  type FormMessage,
  FormSection,
  FormTextField,
} from '../../../components/form-fields';
import { FormSelect } from '../../../components/form-select';
import { PageHeader } from '../../../components/page-header';
import { popups } from '../../../components/popups';
import { ApiError } from '../../../lib/api';
import { showServerErrors, useContractForm } from '../../../lib/forms';
import { useSession } from '../../../lib/session';
import { useUnsavedChangesPrompt } from '../../profile/unsaved-changes';
import { ADD_ADMIN_PATH, readAddAdminState } from './add-admin.route';
import {
  type AdminFormMode,
  type AdminFormValues,
  addRequestOf,
  adminFormSchema,
  EMPTY_ADMIN_FORM,
  type FIXED_FIELDS,
  formOf,
  SERVER_FIELDS,
  updateRequestOf,
} from './admin-form';
import { adminName, areaLabel, genderLabel, levelLabel } from './admin-parts';
import { useAddAdministrator, useAdministrator, useUpdateAdministrator } from './administrators.api';

const LIST_PATH = '/Super-Admin/Administrators';

/**
 * /Super-Admin/Add_Admin (docs/spec/part-2-operations-and-admin.md §2, §5): Add Admin, or Edit Profile of
 * the administrator in the route state. The address carries `?id=` too, so a refresh or a typed address
 * opens the same record; with neither it is Add Admin.
 */
export function AddAdminPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = readAddAdminState(location.state);
  const fromState = state?.mode === 'edit' ? (state.admin?._id ?? null) : null;
  const id = params.get('id')?.trim() || fromState;

  // Opened with the route state alone: the id goes into the address, so a refresh stays on this record.
  useEffect(() => {
    if (id && !params.get('id'))
      navigate({ search: `?id=${encodeURIComponent(id)}` }, { replace: true, state: location.state });
  }, [id, params, navigate, location.state]);

  if (!id) return <AdminFormScreen key="add" mode="add" />;
  return <EditAdmin key={id} id={id} carried={state?.admin?._id === id ? state.admin : undefined} />;
}

function EditAdmin({ id, carried }: { id: string; carried: AdminRecord | undefined }) {
  const { t } = useTranslation();
  const detail = useAdministrator(id);
  if (detail.data) return <AdminFormScreen mode="edit" record={detail.data} />;
  const title = carried ? adminName(carried) : t('admin.addAdmin.editTitle', 'Edit Profile');
  return (
    <Stack gap="lg">
      <BackLink to={LIST_PATH} label={t('admin.administrators.title', 'Administrators')} />
      <PageHeader title={title} />
      {detail.isError ? (
        <Alert color="red" variant="light" role="alert" title={detail.error.message}>
          <Group gap="sm" mt="xs">
            <Button component={Link} to={LIST_PATH} variant="default" size="compact-sm">
              {t('admin.addAdmin.backToList', 'Back to Administrators')}
            </Button>
            <Button component={Link} to={ADD_ADMIN_PATH} variant="light" size="compact-sm">
              {t('admin.administrators.add', 'Add Admin')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={36} />
          <Skeleton h={220} />
          <Skeleton h={220} />
        </Stack>
      )}
    </Stack>
  );
}

type AdminForm = UseFormReturn<AdminFormValues, unknown, AdminFormValues>;

/** Puts a refusal on its field (a used e-mail on the e-mail); answers the message left for a popup. */
function placeServerErrors(form: AdminForm, failure: unknown, mode: AdminFormMode): string | null {
  // Adding, the only conflict is a used e-mail (the server's words may be in Hindi, so the status tells it).
  if (failure instanceof ApiError && failure.status === 409 && mode === 'add') {
    form.setError('email', { type: 'server', message: failure.message }, { shouldFocus: true });
    return null;
  }
  return showServerErrors(form, failure, SERVER_FIELDS as never);
}

function AdminFormScreen({ mode, record }: { mode: AdminFormMode; record?: AdminRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const admins = session?.identifier === 'admin' ? session.permissions.admins : null;
  const allowed = mode === 'add' ? admins?.write : admins?.update;
  const add = useAddAdministrator();
  const update = useUpdateAdministrator();
  const pending = add.isPending || update.isPending;
  const [schema] = useState(() => adminFormSchema(mode));
  const form = useContractForm(schema, { defaultValues: record ? formOf(record) : EMPTY_ADMIN_FORM });
  const { control } = form;
  const [saved, setSaved] = useState(false);
  const title =
    mode === 'add' ? t('admin.addAdmin.title', 'Add Admin') : t('admin.addAdmin.editTitle', 'Edit Profile');

  useUnsavedChangesPrompt(
    form.formState.isDirty && !saved,
    mode === 'add'
      ? t('admin.addAdmin.unsaved', 'The administrator has not been added; what you typed will be lost.')
      : t('admin.addAdmin.unsavedEdit', 'Your changes have not been saved.'),
  );
  // After the render that dropped the unsaved-changes guard, so leaving is not questioned.
  useEffect(() => {
    if (saved) navigate(LIST_PATH);
  }, [saved, navigate]);

  const ruleText: Record<string, string> = {
    [MESSAGES.invalidEmail]: t('admin.addAdmin.rule.invalidEmail', MESSAGES.invalidEmail),
    [MESSAGES.invalidPhone]: t('admin.addAdmin.rule.invalidPhone', MESSAGES.invalidPhone),
    [MESSAGES.invalidDate]: t('admin.addAdmin.rule.invalidDate', MESSAGES.invalidDate),
    [MESSAGES.mailInUse]: t('admin.addAdmin.rule.mailInUse', MESSAGES.mailInUse),
    [ADMIN_MESSAGES.tooYoung]: t('admin.addAdmin.rule.tooYoung', ADMIN_MESSAGES.tooYoung),
    [ADMIN_MESSAGES.unknownLevel]: t('admin.addAdmin.rule.unknownLevel', ADMIN_MESSAGES.unknownLevel),
  };
  // "All Personal Info. Is Required" and "All Permissions Is Required" are said once per section; the fields
  // they are about are marked.
  const message: FieldMessage = (problem) => {
    if (!problem) return undefined;
    if (problem === MESSAGES.personalInfoRequired || problem === MESSAGES.permissionsRequired) return true;
    return ruleText[problem] ?? problem;
  };
  // Selects take a text or nothing; `true` marks one as a text box is marked (Mantine takes either).
  const selectMessage = message as unknown as FormMessage;
  const text = (
    name: Path<AdminFormValues>,
    label: string,
    options: Omit<TextInputProps, BoundInputProp> & {
      required?: boolean;
      clean?: (typed: string) => string;
      'data-autofocus'?: boolean;
    } = {},
  ) => (
    <FormTextField
      control={control}
      name={name}
      message={message}
      label={label}
      autoComplete="off"
      {...options}
    />
  );
  const errors = form.formState.errors;
  const personalMissing = (Object.keys(EMPTY_ADMIN_FORM) as (keyof AdminFormValues)[]).some(
    (field) => field !== 'permissions' && errors[field]?.message === MESSAGES.personalInfoRequired,
  );
  const permissionsMissing = PERMISSION_AREAS.some(
    (area) => errors.permissions?.[area]?.message === MESSAGES.permissionsRequired,
  );
  const fixed = (field: (typeof FIXED_FIELDS)[number]) =>
    mode === 'edit'
      ? {
          readOnly: true,
          variant: 'filled' as const,
          description: t('admin.addAdmin.readOnly', 'Cannot be changed'),
          required: false,
        }
      : { required: field !== 'gender' };

  const submit = form.handleSubmit(async (values) => {
    if (pending) return;
    let answer: string;
    try {
      answer =
        mode === 'add' || !record
          ? await add.mutateAsync(addRequestOf(values))
          : await update.mutateAsync(updateRequestOf(record._id, values));
    } catch (failure) {
      const general = placeServerErrors(form, failure, mode);
      if (general) await popups.failure({ title: general });
      return;
    }
    setSaved(true);
    void popups.success({
      title:
        answer ||
        (mode === 'add'
          ? t('admin.addAdmin.added', MESSAGES.adminAdded)
          : t('admin.addAdmin.edited', MESSAGES.adminEdited)),
      ...(mode === 'add' && {
        text: t('admin.addAdmin.addedText', '{{email}} will receive a link to set a password.', {
          email: values.email.trim(),
        }),
      }),
    });
  });

  const levels = (Object.keys(PERMISSION_LEVELS) as PermissionLevel[]).map((level) => ({
    value: level,
    label: levelLabel(t, level),
  }));

  return (
    <Stack gap="lg">
      <BackLink to={LIST_PATH} label={t('admin.administrators.title', 'Administrators')} />
      <PageHeader
        title={record ? `${title}: ${adminName(record)}` : title}
        intro={
          mode === 'add'
            ? t(
                'admin.addAdmin.intro',
                'The new administrator receives an e-mail with a link to set a password; until then the account is pending.',
              )
            : t(
                'admin.addAdmin.editIntro',
                'Names, e-mail, gender and date of birth cannot be changed. New permissions apply from their next action.',
              )
        }
      />
      {!allowed ? (
        <Alert color="yellow" variant="light" role="status">
          {mode === 'add'
            ? t('admin.addAdmin.notAllowed', 'You may see administrators but not add them.')
            : t('admin.addAdmin.notAllowedEdit', 'You may see administrators but not edit them.')}
        </Alert>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
          <Stack gap="lg">
            <FormSection title={t('admin.addAdmin.personalSection', 'Personal info')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {text('firstName', t('admin.addAdmin.firstName', 'First name'), {
                  ...fixed('firstName'),
                  maxLength: 100,
                  'data-autofocus': mode === 'add',
                })}
                {text('lastName', t('admin.addAdmin.lastName', 'Last name'), {
                  ...fixed('lastName'),
                  maxLength: 100,
                })}
                {text('email', t('admin.addAdmin.email', 'E-mail'), { ...fixed('email'), maxLength: 254 })}
                {mode === 'edit' ? (
                  <TextInput
                    label={t('admin.addAdmin.gender', 'Gender')}
                    value={record?.personalInfo.gender ? genderLabel(t, record.personalInfo.gender) : ''}
                    readOnly
                    variant="filled"
                    description={t('admin.addAdmin.readOnly', 'Cannot be changed')}
                  />
                ) : (
                  <FormSelect
                    control={control}
                    name="gender"
                    message={selectMessage}
                    label={t('admin.addAdmin.gender', 'Gender')}
                    placeholder={t('admin.addAdmin.genderPlaceholder', 'Select gender')}
                    data={GENDERS.map((gender) => ({ value: gender, label: genderLabel(t, gender) }))}
                    clearable
                  />
                )}
                {text('dateOfBirth', t('admin.addAdmin.dateOfBirth', 'Date of birth'), {
                  ...fixed('dateOfBirth'),
                  ...(mode === 'add' && DAY_TEXT),
                  placeholder: 'dd/mm/yyyy',
                })}
                <Group gap="sm" align="flex-start" wrap="nowrap">
                  <TextInput
                    label={t('admin.addAdmin.countryCode', 'Country code')}
                    value={ADMIN_COUNTRY_CODE}
                    readOnly
                    w={110}
                  />
                  <div style={{ flex: 1 }}>
                    {text('mobileNumber', t('admin.addAdmin.mobileNumber', 'Mobile number'), {
                      required: true,
                      inputMode: 'tel',
                      maxLength: 15,
                    })}
                  </div>
                </Group>
              </SimpleGrid>
            </FormSection>

            <FormSection title={t('admin.addAdmin.addressSection', 'Address')}>
              {text('address', t('admin.addAdmin.address', 'Address'), { required: true, maxLength: 300 })}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {text('city', t('admin.addAdmin.city', 'City'), { maxLength: 100 })}
                {text('district', t('admin.addAdmin.district', 'District'), {
                  required: true,
                  maxLength: 100,
                })}
                {text('state', t('admin.addAdmin.state', 'State'), { required: true, maxLength: 100 })}
                {text('zipCode', t('admin.addAdmin.zipCode', 'PIN code'), {
                  inputMode: 'numeric',
                  maxLength: 6,
                })}
                {text('country', t('admin.addAdmin.country', 'Country'), { required: true, maxLength: 100 })}
              </SimpleGrid>
              {personalMissing && (
                <RequiredNote>
                  {t('admin.addAdmin.personalInfoRequired', MESSAGES.personalInfoRequired)}
                </RequiredNote>
              )}
            </FormSection>

            <FormSection
              title={t('admin.addAdmin.permissionsSection', 'Permissions')}
              description={t(
                'admin.addAdmin.permissionsHint',
                'Choose a level for each of the six areas, None included. You can give only what you hold yourself.',
              )}
            >
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
                {PERMISSION_AREAS.map((area) => (
                  <FormSelect
                    key={area}
                    control={control}
                    name={`permissions.${area}`}
                    message={selectMessage}
                    required
                    label={areaLabel(t, area)}
                    placeholder={t('admin.level.none', 'None')}
                    data={levels}
                    allowDeselect={false}
                  />
                ))}
              </SimpleGrid>
              {permissionsMissing && (
                <RequiredNote>
                  {t('admin.addAdmin.permissionsRequired', MESSAGES.permissionsRequired)}
                </RequiredNote>
              )}
            </FormSection>

            <Group gap="sm">
              <Button type="submit" size="md" loading={pending}>
                {mode === 'add' ? t('admin.addAdmin.submit', 'Add Admin') : t('admin.addAdmin.save', 'Save')}
              </Button>
              <Button component={Link} to={LIST_PATH} variant="default" size="md">
                {t('common.cancel', 'Cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

function RequiredNote({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light" role="alert" p="xs">
      {children}
    </Alert>
  );
}
