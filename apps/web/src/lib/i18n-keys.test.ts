import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BLOOD_BANK_INFRASTRUCTURE,
  DECLARATIONS,
  DONOR_CHECKLIST,
  DONOR_HEALTH_QUESTIONS,
  FACILITATOR_TYPES,
  HOSPITAL_INFRASTRUCTURE,
  PATIENT_CHECKLIST,
  PERSON_DECLARATIONS,
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
  ...DONOR_CHECKLIST.map((item) => `addDonor.checklist.${item.key}`),
  ...PERSON_DECLARATIONS.map((item) => `addDonor.declaration.${item.key}`),
  ...DONOR_HEALTH_QUESTIONS.map((item) => `addDonor.health.${item.key}`),
  ...PATIENT_CHECKLIST.map((item) => `addPatient.checklistItem.${item.key}`),
  ...PERSON_DECLARATIONS.map((item) => `addPatient.declarationItem.${item.key}`),
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
