import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCatalogue } from './i18n-catalogue';

describe('the i18n keys of the web app', () => {
  const catalogue = readCatalogue();

  it('never use a key both as a text and as the prefix of other keys, so a Hindi file can nest them', () => {
    const all = new Set(catalogue.entries.map((entry) => entry.key));
    const clashes = [...all].flatMap((key) =>
      [...all].filter((other) => other.startsWith(`${key}.`)).map((other) => `${key} / ${other}`),
    );
    expect(clashes).toEqual([]);
    expect(all.size).toBeGreaterThan(100);
  });

  it('are all accounted for, each with its English default', () => {
    expect(catalogue.problems).toEqual([]);
  });

  it('include the keys built at run time from the contract’s lists and from template literals', () => {
    const keys = new Set(catalogue.entries.map((entry) => entry.key));
    expect(keys).toContain('addDonor.checklist.donatedBefore');
    expect(keys).toContain('admin.institutions.status.Declined');
    expect(keys).toContain('upload.problem.tooManyRows');
    expect(keys).toContain('menu.labSamples');
  });
});

describe('reading the keys from the source', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'raktsetu-keys-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  function sourceTree(files: Record<string, string>): void {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), text);
    }
  }

  it('reads a key however it is written, and the English however the code gives it', () => {
    sourceTree({
      'lib/words.ts': "export const WORDS = { later: 'Later' } as const;\n",
      'screen.tsx': [
        "import { WORDS } from './lib/words';",
        "const SOON = 'Soon';",
        "const REASONS = { late: 'Too late', lost: 'Lost' };",
        "t('plain.key', 'Plain');",
        "t(\n  'multi.line',\n  \"Two \" +\n    'lines',\n);",
        'i18n.t(`back.ticks`, `Ticked`);',
        "t('from.constant', SOON);",
        "t('from.import', WORDS.later, { count: 2 });",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text with a template key
        't(`reason.${why}`, REASONS[why]);',
        '<Trans i18nKey="with.tags" defaults="Hello <strong>{{name}}</strong>" />;',
        "const title = ['in.data', 'Kept in data'];",
      ].join('\n'),
    });
    const read = new Map(readCatalogue(root).entries.map((entry) => [entry.key, entry.english]));
    expect(Object.fromEntries(read)).toEqual({
      'plain.key': ['Plain'],
      'multi.line': ['Two lines'],
      'back.ticks': ['Ticked'],
      'from.constant': ['Soon'],
      'from.import': ['Later'],
      'reason.late': ['Too late'],
      'reason.lost': ['Lost'],
      'with.tags': ['Hello <strong>{{name}}</strong>'],
      'in.data': ['Kept in data'],
    });
  });

  it('says what it cannot account for, and where to teach it', () => {
    sourceTree({
      'puzzles.tsx': [
        "t(someKey, 'Some');",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text with a template key
        't(`built.${part}`, words);',
        "t('no.english');",
      ].join('\n'),
    });
    const { problems } = readCatalogue(root);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^puzzles\.tsx:1: .*KEYS_HELD_IN_DATA/),
        expect.stringMatching(/^puzzles\.tsx:2: .*TEMPLATE_FAMILIES/),
        'puzzles.tsx:3: no.english has no English default',
      ]),
    );
  });
});
