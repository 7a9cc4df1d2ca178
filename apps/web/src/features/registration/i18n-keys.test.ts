import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BLOOD_BANK_INFRASTRUCTURE,
  DECLARATIONS,
  FACILITATOR_TYPES,
  HOSPITAL_INFRASTRUCTURE,
  REGISTRATION_MESSAGES,
} from '@raktsetu/contract';
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from './registration.schemas';

// Tests run from the repository root (jsdom gives import.meta.url no file: scheme).
const SOURCE = path.resolve('apps/web/src');
const OURS = [path.join(SOURCE, 'features/registration/'), path.join(SOURCE, 'features/auth/mobile-overlay')];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Keys written out in `t('key', …)` and `<Trans i18nKey="key" …>`. */
function staticKeys(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/\bt\(\s*'([\w.]+)'|i18nKey="([\w.]+)"/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
}

/** Keys the registration screens build from the contract's lists. */
const builtKeys = [
  ...BLOOD_BANK_INFRASTRUCTURE.map((item) => `registration.infrastructure.bank.${item.key}`),
  ...HOSPITAL_INFRASTRUCTURE.map((item) => `registration.infrastructure.hospital.${item.key}`),
  ...DECLARATIONS.map((item) => `registration.declaration.${item.key}`),
  ...FACILITATOR_TYPES.map((type) => `registration.facilitatorTypes.${type.value}`),
  ...Object.keys(REGISTRATION_MESSAGES).map((key) => `registration.message.${key}`),
  ...Object.keys(FORM_MESSAGES).map((key) => `registration.rule.${key}`),
];

describe('the i18n keys of the registration screens', () => {
  it('never use a key both as a text and as the prefix of other keys', () => {
    const all = new Map<string, boolean>();
    for (const file of sourceFiles(SOURCE)) {
      const ours = OURS.some((folder) => file.startsWith(folder));
      for (const key of staticKeys(file)) all.set(key, (all.get(key) ?? false) || ours);
    }
    for (const key of builtKeys) all.set(key, true);
    const clashes = [...all.keys()].flatMap((key) =>
      [...all.keys()]
        .filter((other) => other.startsWith(`${key}.`) && (all.get(key) || all.get(other)))
        .map((other) => `${key} / ${other}`),
    );
    expect(clashes).toEqual([]);
    expect(all.size).toBeGreaterThan(100);
  });
});
