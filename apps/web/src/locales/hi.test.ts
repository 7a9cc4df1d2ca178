import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Catalogue, readCatalogue } from '../lib/i18n-catalogue';
import hi from './hi.json';

/** hi.json as `key → text`, its nesting joined back with dots as the code writes the keys. */
function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  if (typeof tree !== 'object' || tree === null) return new Map([[prefix, tree]]);
  return new Map(
    Object.entries(tree).flatMap(([name, child]) => [...flatten(child, prefix ? `${prefix}.${name}` : name)]),
  );
}

const HINDI = flatten(hi);

/** Keys of the catalogue with no Hindi text, each with its English so the missing words are easy to write. */
function withoutHindi(catalogue: Catalogue, hindi: Map<string, unknown>): string[] {
  return catalogue.entries
    .filter((entry) => typeof hindi.get(entry.key) !== 'string')
    .map((entry) => `${entry.key}: ${entry.english[0] ?? '?'}`);
}

/** What i18next fills in or React renders: `{{count}}`, and the `<strong>`/`<1>` tags of `<Trans>`. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+\s*\/?>/g)].map(String).sort();

/** The figures a text states (limits, sizes, ages), outside its placeholders. */
const figures = (text: string) =>
  [...new Set(text.replace(/\{\{[^}]*\}\}/g, '').match(/\d+(?:[.,]\d+)*/g) ?? [])].sort();

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * A word that stays in Latin letters in a Hindi text: an abbreviation or unit (BMI, HBsAg, mmHg, g/dL) or a
 * date pattern (dd/mm/yyyy), never an English word such as "Save".
 */
const isCodeOrUnit = (word: string) => word.length <= 2 || /^.+[A-Z]/.test(word) || /^[dmy]+$/i.test(word);

describe('the Hindi texts of the web app (locales/hi.json)', () => {
  const catalogue = readCatalogue();
  const english = new Map(catalogue.entries.map((entry) => [entry.key, entry.english]));

  it('has a text for every key the code uses', () => {
    expect(withoutHindi(catalogue, HINDI)).toEqual([]);
  });

  it('has no text for a key the code no longer uses', () => {
    expect([...HINDI.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('never leaves a text empty', () => {
    const empty = [...HINDI].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it('keeps every {{variable}} and tag of the English, so nothing on screen is lost or left unfilled', () => {
    const differing = [...HINDI].flatMap(([key, text]) =>
      (english.get(key) ?? [])
        .filter((words) => placeholders(words).join() !== placeholders(String(text)).join())
        .map((words) => `${key}: "${words}" / "${String(text)}"`),
    );
    expect(differing).toEqual([]);
  });

  it('states the same figures as the English, so a changed limit in the code shows up here', () => {
    const differing = [...HINDI].flatMap(([key, text]) =>
      (english.get(key) ?? [])
        .filter((words) => figures(words).join() !== figures(String(text)).join())
        .map((words) => `${key}: "${words}" / "${String(text)}"`),
    );
    expect(differing).toEqual([]);
  });

  it('is written in Hindi: only codes and units stay in Latin letters', () => {
    const untranslated = [...HINDI].filter(([, text]) => {
      const words = String(text).replace(/\{\{[^}]*\}\}|<[^>]*>/g, '');
      return !DEVANAGARI.test(words) && !(words.match(/[A-Za-z]+/g) ?? []).every(isCodeOrUnit);
    });
    expect(untranslated.map(([key, text]) => `${key}: ${String(text)}`)).toEqual([]);
  });

  describe('when someone adds a text to the code', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'raktsetu-hi-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('fails until the new key has its Hindi', () => {
      writeFileSync(path.join(root, 'new-screen.tsx'), "t('x.new', 'New');\nt('common.close', 'Close');\n");
      const grown = readCatalogue(root);
      expect(withoutHindi(grown, HINDI)).toEqual(['x.new: New']);
      expect(withoutHindi(grown, new Map([...HINDI, ['x.new', 'नया']]))).toEqual([]);
    });
  });
});
