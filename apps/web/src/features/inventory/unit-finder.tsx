import { ActionIcon, Loader, TextInput } from '@mantine/core';
import { MESSAGES } from '@raktsetu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ArrowLeftIcon } from '../../components/icons';
import { useFindUnit } from './unit-lists.api';

/** A bag or unit number is at most this long (contract unitLookupSchema). */
const CODE_MAX = 40;

/**
 * "Find a unit" (docs/decisions/0044, Screens): a barcode scanner types the bag or unit number and Enter, as
 * a person may; the unit's page opens. A number that is not ours, or not a unit, says so under the box.
 */
export function UnitFinder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const find = useFindUnit();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const text = code.trim();
    if (!text || find.isPending) {
      if (!text) setError(t('unitFinder.empty', 'Type or scan a bag or unit number'));
      return;
    }
    try {
      const unit = await find.mutateAsync(text);
      setError(null);
      setCode('');
      navigate(`/inventory/unit/${unit._id}`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : MESSAGES.somethingWentWrong);
    }
  };

  return (
    <TextInput
      type="search"
      label={t('unitFinder.label', 'Find a unit')}
      placeholder={t('unitFinder.placeholder', 'Scan or type a bag or unit number')}
      value={code}
      maxLength={CODE_MAX}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => {
        setCode(event.currentTarget.value);
        if (error) setError(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void submit();
        }
      }}
      error={error}
      rightSectionPointerEvents="all"
      rightSection={
        find.isPending ? (
          <Loader size="xs" aria-label={t('unitFinder.finding', 'Finding the unit…')} />
        ) : (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('unitFinder.find', 'Find')}
            onClick={() => void submit()}
          >
            <span aria-hidden="true" style={{ display: 'inline-flex', transform: 'rotate(180deg)' }}>
              <ArrowLeftIcon size={16} />
            </span>
          </ActionIcon>
        )
      }
      w={{ base: '100%', sm: 320 }}
      size="sm"
    />
  );
}
