import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import { Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@raktsetu/contract';
import { Fragment } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormCheckGroup, FormSection } from '../../components/form-fields';
import { problemsOf } from './registration.schemas';
import { messageText } from './registration-fields';
import { type CheckItem, checkText, DECLARATIONS } from './registration-lists';

/**
 * Every box of a checklist must be ticked; each is a labelled checkbox. It binds its own field, so a tick
 * re-renders the list, not the whole form.
 */
export function CheckList<T extends FieldValues, O>({
  label,
  prefix,
  items,
  control,
  name,
}: {
  label: string;
  prefix: string;
  items: readonly CheckItem[];
  control: Control<T, unknown, O>;
  name: Path<T>;
}) {
  const { t } = useTranslation();
  return (
    <FormCheckGroup
      control={control}
      name={name}
      label={label}
      items={items}
      itemText={(item) => checkText(t, prefix, item)}
      message={(message) => messageText(t, message)}
      required
    />
  );
}

/**
 * The register button, disabled until every field is filled and every box ticked
 * (docs/spec/part-1-institution-side.md §2), with what stands in the way written under it: what is still
 * empty, and what is filled but not accepted. Each name is a link to its field. When only the declarations
 * are left, the spec's own text says so: "Please check Declaration & Undertaking". It watches the whole
 * form itself, so typing re-renders this bar and the field, not every field.
 */
/** The four declarations every registration ticks (docs/spec/part-1-institution-side.md §5). */
export function DeclarationsSection<T extends FieldValues, O>({
  control,
  name,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
}) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('registration.declarations', 'Declaration & Undertaking')}>
      <CheckList
        label={t('registration.declarationsLabel', 'We declare that')}
        prefix="registration.declaration"
        items={DECLARATIONS}
        control={control}
        name={name}
      />
    </FormSection>
  );
}

export function SubmitBar<T extends FieldValues, O>({
  control,
  schema,
  labels,
  declarations,
  pending,
  label,
  onShow,
}: {
  control: Control<T, unknown, O>;
  schema: z.ZodType;
  /** Every field by name, in the order of the form. */
  labels: Record<Path<T> & keyof T, string>;
  /** The name of the declarations field. */
  declarations: Path<T>;
  pending: boolean;
  label: string;
  /** Moves focus to a field named in the list. */
  onShow: (name: Path<T>) => void;
}) {
  const { t } = useTranslation();
  const values = useWatch({ control }) as Record<Path<T>, unknown>;
  const problems = problemsOf(schema, values, Object.keys(labels) as Path<T>[]);
  const missing = problems.filter((problem) => problem.missing);
  const invalid = problems.filter((problem) => !problem.missing);
  const onlyDeclarations = missing.length === 1 && missing[0]?.name === declarations;

  const links = (list: typeof problems) =>
    list.map((problem, index) => (
      <Fragment key={problem.name}>
        {index > 0 && ', '}
        <Anchor component="button" type="button" size="sm" onClick={() => onShow(problem.name)}>
          {labels[problem.name as keyof typeof labels]}
        </Anchor>
      </Fragment>
    ));

  return (
    <Stack gap="xs">
      <Divider />
      <Button type="submit" size="md" disabled={missing.length > 0} loading={pending}>
        {label}
      </Button>
      <div aria-live="polite">
        {onlyDeclarations ? (
          <Text size="sm" c="red">
            {t('registration.checkDeclaration', MESSAGES.checkDeclaration)}
          </Text>
        ) : (
          missing.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('registration.stillNeeded', 'Still needed:')} {links(missing)}
            </Text>
          )
        )}
        {invalid.length > 0 && (
          <Text size="sm" c="red">
            {t('registration.toCorrect', 'To correct:')} {links(invalid)}
          </Text>
        )}
      </div>
    </Stack>
  );
}
