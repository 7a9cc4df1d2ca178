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
import { FORM_MESSAGES } from '../features/registration/registration.schemas';

// Tests run from the repository root (jsdom gives import.meta.url no file: scheme).
const SOURCE = path.resolve('apps/web/src');

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

/** Keys built at run time from the contract's lists (the registration screens and the review popup). */
const builtKeys = [
  ...BLOOD_BANK_INFRASTRUCTURE.map((item) => `registration.infrastructure.bank.${item.key}`),
  ...HOSPITAL_INFRASTRUCTURE.map((item) => `registration.infrastructure.hospital.${item.key}`),
  ...DECLARATIONS.map((item) => `registration.declaration.${item.key}`),
  ...FACILITATOR_TYPES.map((type) => `registration.facilitatorTypes.${type.value}`),
  ...Object.keys(REGISTRATION_MESSAGES).map((key) => `registration.message.${key}`),
  ...Object.keys(FORM_MESSAGES).map((key) => `registration.rule.${key}`),
];

describe('the i18n keys of the web app', () => {
  it('never use a key both as a text and as the prefix of other keys, so a Hindi file can nest them', () => {
    const all = new Set([...sourceFiles(SOURCE).flatMap(staticKeys), ...builtKeys]);
    const clashes = [...all].flatMap((key) =>
      [...all].filter((other) => other.startsWith(`${key}.`)).map((other) => `${key} / ${other}`),
    );
    expect(clashes).toEqual([]);
    expect(all.size).toBeGreaterThan(100);
  });
});
