import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@raktsetu/contract';

/**
 * Every message the API may answer with, in English, as its translations are keyed (docs/decisions/0055):
 * the contract's message constants and schema messages, and the literal messages the API's own code throws.
 * A message with values in it (`No unit with the number ${code}`) is kept as a template: `No unit with the
 * number {1}`. Read from the source, so a new message is in the catalogue the moment it is written.
 *
 * For tests only (it reads the disk).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const apiSource = path.resolve(here, '..');
const contractSource = path.resolve(here, '../../../../packages/contract/src');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ts$/.test(file) && !/\.(test|bench|test-support)\.ts$/.test(file))
    .map((file) => path.join(directory, file));
}

/** A literal's text, its `${…}` parts numbered `{1}`, `{2}`… */
function templateOf(literal: string): string {
  let count = 0;
  return literal.replace(/\$\{[^}]*\}/g, () => `{${++count}}`).replace(/\\(['`])/g, '$1');
}

const THROWN =
  /(?:badRequest|conflict|notFound|forbidden|unauthorized|tooManyRequests|new AppError\(\s*\d+\s*,)\(?\s*(['`])((?:\\.|(?!\1).)*)\1/g;
const SCHEMA_MESSAGE = /\b(?:message|error)\s*:\s*(['`])((?:\\.|(?!\1).)*)\1/g;

function literals(files: string[], pattern: RegExp): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) found.push(templateOf(match[2] ?? ''));
  }
  return found;
}

/** The string values of the contract's message constants (`MESSAGES`, `UNIT_REFUSALS`, `…_MESSAGE`). */
function contractConstants(): string[] {
  const found: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') found.push(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner);
  };
  for (const [name, value] of Object.entries(contract)) {
    if (/MESSAGES?$|REFUSALS$/.test(name)) collect(value);
  }
  return found;
}

export function apiMessageCatalogue(): string[] {
  const all = [
    ...contractConstants(),
    ...literals(sourceFiles(contractSource), SCHEMA_MESSAGE),
    ...literals(sourceFiles(apiSource), THROWN),
    ...literals([path.join(apiSource, 'plugins/errors.ts')], /\d{3}: (')((?:\\.|(?!').)*)'/g),
  ];
  // A template made only of values (`${reason}`) carries no words of its own.
  return [...new Set(all)].filter((message) => /[A-Za-z]{2}/.test(message.replace(/\{\d+\}/g, ''))).sort();
}
