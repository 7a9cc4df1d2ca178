import { Loader, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a scan came to: the bag ticked (said politely) or why it was not. */
export type ScanResult = { chosen: string } | { refused: string };

/** A bag or unit number is at most this long (contract unitLookupSchema). */
const CODE_MAX = 40;

/**
 * The box a barcode scanner types into above a table of bags: the scanner types the number and Enter, the bag
 * is ticked (or the reason it cannot be is said under the box) and the box empties for the next bag, so a
 * clerk can scan a tray of bags without touching the mouse.
 */
export function ScanToChoose({ onScan }: { onScan: (code: string) => ScanResult | Promise<ScanResult> }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [result, setResult] = useState<ScanResult | null>(null);
  const [busy, setBusy] = useState(false);

  const scan = async () => {
    const text = code.trim();
    if (!text) {
      setResult({ refused: t('unitFinder.empty', 'Type or scan a bag or unit number') });
      return;
    }
    setCode('');
    setBusy(true);
    try {
      setResult(await onScan(text));
    } finally {
      setBusy(false);
    }
  };

  return (
    <TextInput
      type="search"
      label={t('bagSelection.scan.label', 'Scan a bag')}
      placeholder={t('unitFinder.placeholder', 'Scan or type a bag or unit number')}
      value={code}
      maxLength={CODE_MAX}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => setCode(event.currentTarget.value)}
      onKeyDown={(event) => {
        // Enter must not send the popup's form: a scanner ends every number with it.
        if (event.key === 'Enter') {
          event.preventDefault();
          if (!busy) void scan();
        }
      }}
      error={result && 'refused' in result ? result.refused : undefined}
      description={result && 'chosen' in result ? result.chosen : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      descriptionProps={{ 'aria-live': 'polite' }}
      rightSection={
        busy ? <Loader size="xs" aria-label={t('unitFinder.finding', 'Finding the unit…')} /> : null
      }
      w={{ base: '100%', sm: 320 }}
    />
  );
}
