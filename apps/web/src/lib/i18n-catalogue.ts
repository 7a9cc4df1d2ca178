import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
// The node types of the parser below: vite's own declarations name this package for parseAst.
import type {
  CallExpression,
  Expression,
  Node,
  ObjectExpression,
  Program,
  TemplateLiteral,
} from '@oxc-project/types';
import * as contract from '@raktsetu/contract';
import { parseAst } from 'vite';
import * as patientSchemas from '../features/patients/add-patient.schemas';
import * as registrationSchemas from '../features/registration/registration.schemas';

/**
 * Every text of the web app under its i18n key, with the English default the code gives it
 * (docs/decisions/0040-translation-keys.md). Read from the source itself, so a new `t('key', 'English')`
 * is in the catalogue the moment it is written, and a language file can be checked against it.
 *
 * The source is parsed (TypeScript 7 has no compiler API; vite's parser reads TSX), and an English default
 * that is a constant (`MESSAGES.invalidEmail`, `This unit ${UNIT_REFUSALS.reserved}`) is worked out by
 * following the imports: the web app's own files are read the same way, the contract's values are taken
 * from the contract itself.
 *
 * For tests and scripts only (it reads the disk and runs vite's parser): no screen may import it.
 */

/**
 * - `static`: the key is written out: `t('key', …)`, `<Trans i18nKey="key">`, or a `[key, English]` pair
 *   that a screen hands to `t` later (menus, document titles);
 * - `built`: put together from a contract list by a helper (`checkText(t, 'addDonor.checklist', item)`);
 * - `template`: a template literal whose values this file enumerates (`admin.institutions.status.${status}`).
 */
export type KeyOrigin = 'static' | 'built' | 'template';

export interface CatalogueEntry {
  key: string;
  /** Every English default the code gives this key (usually one). */
  english: string[];
  origin: KeyOrigin;
  /** `file:line` of each place that uses the key, relative to the source folder. */
  places: string[];
}

export interface Catalogue {
  entries: CatalogueEntry[];
  /** What the reader could not account for; each names the place and what to do. Empty when complete. */
  problems: string[];
}

type KeyText = readonly [key: string, english: string];

interface TemplateFamily {
  /** Relative to the source folder, with the template exactly as written there (without backticks). */
  file: string;
  template: string;
  origin: Exclude<KeyOrigin, 'static'>;
  keys: () => readonly KeyText[];
}

/**
 * Modules whose constants are computed when they run (`Enter the age … from ${age.minValue} …`): their values
 * are taken from the modules themselves. Only plain data and schema modules belong here, never a screen.
 */
const RUNNING_MODULES: Record<string, object> = {
  '@raktsetu/contract': contract,
  'features/patients/add-patient.schemas.ts': patientSchemas,
  'features/registration/registration.schemas.ts': registrationSchemas,
};

/** English defaults the code takes from a value known only at run time, with the text that value falls back to. */
const RUN_TIME_DEFAULTS: Record<string, string> = {
  // The server's answer to the registration, or these words when it has none.
  'registration.done.title': contract.MESSAGES.registered,
  'registration.done.titleFacilitator': contract.MESSAGES.registeredFacilitator,
};

const itemKeys = (prefix: string, items: readonly contract.CheckItem[]): KeyText[] =>
  items.map((item) => [`${prefix}.${item.key}`, item.text]);

const sameWords = (prefix: string, values: readonly string[]): KeyText[] =>
  values.map((value) => [`${prefix}.${value}`, value]);

const pairs = (prefix: string, entries: readonly (readonly [string, string])[]): KeyText[] =>
  entries.map(([key, text]) => [`${prefix}.${key}`, text]);

const entriesOf = (prefix: string, record: unknown): KeyText[] =>
  pairs(prefix, Object.entries(record as Record<string, string>));

// biome-ignore-start lint/suspicious/noTemplateCurlyInString: each family quotes its template as written in the source
/**
 * Keys built at run time, with the lists they are built from. A template key whose default is
 * `SOME_OBJECT[part]` needs no entry here: its values are the keys of the object (see keysFromLookup).
 */
const TEMPLATE_FAMILIES: readonly TemplateFamily[] = [
  {
    file: 'features/registration/registration-lists.ts',
    template: '${prefix}.${item.key}',
    origin: 'built',
    keys: () => [
      ...itemKeys('registration.infrastructure.bank', contract.BLOOD_BANK_INFRASTRUCTURE),
      ...itemKeys('registration.infrastructure.hospital', contract.HOSPITAL_INFRASTRUCTURE),
      ...itemKeys('registration.declaration', contract.DECLARATIONS),
    ],
  },
  {
    file: 'features/registration/registration-lists.ts',
    template: 'registration.facilitatorTypes.${known.value}',
    origin: 'built',
    keys: () =>
      contract.FACILITATOR_TYPES.map((type) => [`registration.facilitatorTypes.${type.value}`, type.label]),
  },
  {
    file: 'features/registration/registration-fields.tsx',
    template: 'registration.message.${key}',
    origin: 'built',
    keys: () => entriesOf('registration.message', contract.REGISTRATION_MESSAGES),
  },
  {
    file: 'features/registration/registration-fields.tsx',
    template: 'registration.rule.${key}',
    origin: 'built',
    keys: () => entriesOf('registration.rule', registrationSchemas.FORM_MESSAGES),
  },
  {
    file: 'features/donors/add-donor.page.tsx',
    template: '${prefix}.${item.key}',
    origin: 'built',
    keys: () => [
      ...itemKeys('addDonor.checklist', contract.DONOR_CHECKLIST),
      ...itemKeys('addDonor.declaration', contract.PERSON_DECLARATIONS),
      ...itemKeys('addDonor.health', contract.DONOR_HEALTH_QUESTIONS),
    ],
  },
  {
    file: 'features/patients/patient-text.ts',
    template: 'addPatient.${prefix}Item.${item.key}',
    origin: 'built',
    keys: () => [
      ...itemKeys('addPatient.checklistItem', contract.PATIENT_CHECKLIST),
      ...itemKeys('addPatient.declarationItem', contract.PERSON_DECLARATIONS),
    ],
  },
  {
    file: 'features/admin/institution-status.tsx',
    template: 'admin.institutions.status.${status}',
    origin: 'template',
    keys: () => sameWords('admin.institutions.status', contract.INSTITUTION_STATUSES),
  },
  {
    file: 'features/admin/institution-status.tsx',
    template: 'admin.institutions.state.${state}',
    origin: 'template',
    keys: () => sameWords('admin.institutions.state', contract.INSTITUTION_STATES),
  },
  {
    file: 'features/admin/users/user-profile.modal.tsx',
    template: 'admin.users.gender.${user.gender}',
    origin: 'template',
    keys: () => sameWords('admin.users.gender', contract.GENDERS),
  },
  {
    file: 'features/admin/administrators/admin-parts.tsx',
    template: 'admin.administrators.status.${label}',
    origin: 'template',
    keys: () => sameWords('admin.administrators.status', Object.values(contract.ADMIN_STATUS_LABELS)),
  },
  {
    file: 'features/admin/dashboard/core-statistics.tsx',
    template: 'admin.dashboard.stats.${key}',
    origin: 'template',
    keys: () => pairs('admin.dashboard.stats', contract.CORE_STATISTICS),
  },
  {
    file: 'features/upload/preview-table.tsx',
    template: 'upload.column.${column.key}',
    origin: 'template',
    keys: () =>
      Object.values(contract.UPLOAD_COLUMNS).flatMap((columns) =>
        columns.map((column): KeyText => [`upload.column.${column.key}`, column.title]),
      ),
  },
  {
    file: 'features/settings/settings-infrastructure.step.tsx',
    template: 'settings.infraItem.${item.key}',
    origin: 'template',
    keys: () => contract.INFRASTRUCTURE_ITEMS.map((item) => [`settings.infraItem.${item.key}`, item.name]),
  },
  {
    file: 'features/settings/settings-infrastructure.step.tsx',
    template: 'settings.infraCapacity.${item.key}',
    origin: 'template',
    keys: () =>
      contract.INFRASTRUCTURE_ITEMS.map((item) => [`settings.infraCapacity.${item.key}`, item.capacity]),
  },
  {
    file: 'features/donors/donation-form.sections.tsx',
    template: 'donationForm.question.${key}',
    origin: 'template',
    keys: () => pairs('donationForm.question', contract.DONATION_QUESTIONS),
  },
  {
    file: 'features/donors/donor-questionnaire.tsx',
    template: 'donorProfile.question.${key}',
    origin: 'template',
    keys: () =>
      contract.QUESTIONNAIRE_ITEMS.map((item) => [
        `donorProfile.question.${item}`,
        contract.questionText(item),
      ]),
  },
];
// biome-ignore-end lint/suspicious/noTemplateCurlyInString: the families end here

/**
 * Calls whose key is a value, with where that value's keys are written. Those keys are read where they are
 * written, as `[key, English]` pairs or `{ key, english }` objects (or registered above); a new call of this
 * kind is a problem until it is listed here.
 */
const KEYS_HELD_IN_DATA: Record<string, string> = {
  'app/document-title.ts: i18n.t(rule.title[0], rule.title[1])': 'the screen titles of app/route-access.ts',
  'app/shell/app-frame.tsx: t(...child.label)':
    'the menus of app/shell/institution-menu.ts and admin-menu.ts',
  'app/shell/app-frame.tsx: t(...item.label)': 'the menus of app/shell/institution-menu.ts and admin-menu.ts',
  'app/shell/institution-shell.tsx: t(...action.label)':
    'the sidebar actions of app/shell/institution-menu.ts',
  'features/lab/lab-result-bulk.modal.tsx: t(column.key, column.english)': 'FIELD_COLUMNS in the same file',
  'features/registration/registration-fields.tsx: t(key, message)': 'MESSAGE_KEYS in the same file',
};

/** The shape of an i18n key: dotted words, the last one starting with a letter (not a colour like `gray.7`). */
const KEY_SHAPE = /^[a-z]\w*(?:\.\w+)*\.[A-Za-z]\w*$/;

/** The web app's source files that ship (tests excluded), relative paths with forward slashes. */
function sourceFiles(root: string, folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return sourceFiles(root, full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

// ---- reading constants without running the code ---------------------------------------------------------

class Unresolved extends Error {}

interface SourceModule {
  file: string;
  text: string;
  program: Program;
  /** `const NAME = …` anywhere in the file; a top-level one wins over a nested one of the same name. */
  constants: Map<string, Expression>;
  imports: Map<string, { from: string; name: string }>;
  /** Exported name → the local name, or the module and name it is re-exported from. */
  exports: Map<string, { local: string } | { from: string; name: string }>;
  exportAll: string[];
}

/** Reads the web app's modules, parsed once, and works out the value of constant expressions in them. */
class SourceReader {
  private readonly modules = new Map<string, SourceModule>();
  private readonly values = new Map<Expression, unknown>();

  constructor(readonly root: string) {}

  module(file: string): SourceModule {
    const known = this.modules.get(file);
    if (known) return known;
    const text = readFileSync(file, 'utf8');
    const program = parseAst(text, { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file);
    const read = describeModule(file, text, program);
    this.modules.set(file, read);
    return read;
  }

  valueOf(module: SourceModule, expression: Expression): unknown {
    if (this.values.has(expression)) return this.values.get(expression);
    const value = this.evaluate(module, expression);
    this.values.set(expression, value);
    return value;
  }

  private exportOf(file: string, name: string, seen = new Set<string>()): unknown {
    const module = this.module(file);
    const exported = module.exports.get(name);
    if (exported && 'local' in exported) return this.named(module, exported.local);
    if (exported) return this.imported(module.file, exported.from, exported.name);
    if (seen.has(file)) throw new Unresolved(`${name} is not exported`);
    seen.add(file);
    for (const from of module.exportAll) {
      const target = resolveImport(module.file, from);
      if (!target) continue;
      try {
        return this.exportOf(target, name, seen);
      } catch (error) {
        if (!(error instanceof Unresolved)) throw error;
      }
    }
    throw new Unresolved(`${name} is not exported by ${path.relative(this.root, file)}`);
  }

  private imported(fromFile: string, source: string, name: string): unknown {
    const target = resolveImport(fromFile, source);
    const running =
      RUNNING_MODULES[target ? path.relative(this.root, target).split(path.sep).join('/') : source];
    if (running) {
      if (!(name in running)) throw new Unresolved(`${name} is not a value of ${source}`);
      return (running as Record<string, unknown>)[name];
    }
    if (!target) throw new Unresolved(`${name} comes from ${source}`);
    return this.exportOf(target, name);
  }

  private named(module: SourceModule, name: string): unknown {
    const constant = module.constants.get(name);
    if (constant) return this.valueOf(module, constant);
    const imported = module.imports.get(name);
    if (imported) return this.imported(module.file, imported.from, imported.name);
    throw new Unresolved(`${name} is not a constant`);
  }

  private evaluate(module: SourceModule, node: Expression): unknown {
    switch (node.type) {
      case 'Literal':
        if (node.value instanceof RegExp || typeof node.value === 'bigint') throw new Unresolved('a literal');
        return node.value;
      case 'TemplateLiteral':
        return node.quasis
          .map((quasi, index) => {
            const part = node.expressions[index];
            return (quasi.value.cooked ?? '') + (part ? String(this.valueOf(module, part)) : '');
          })
          .join('');
      case 'BinaryExpression':
        return arithmetic(
          node.operator,
          this.valueOf(module, node.left as Expression),
          this.valueOf(module, node.right),
        );
      case 'Identifier':
        return this.named(module, node.name);
      case 'MemberExpression': {
        const object = this.valueOf(module, node.object) as Record<string | number, unknown> | null;
        const property = node.computed
          ? this.valueOf(module, node.property as Expression)
          : (node.property as { name: string }).name;
        if (object === null || typeof object !== 'object' || typeof property === 'object')
          throw new Unresolved('a member of something that is not an object');
        if (!(String(property) in object)) throw new Unresolved(`no ${String(property)}`);
        return object[property as string];
      }
      case 'ObjectExpression':
        return this.object(module, node);
      case 'ArrayExpression':
        return node.elements.flatMap((element) => {
          if (element === null) return [undefined];
          if (element.type === 'SpreadElement')
            return [...(this.valueOf(module, element.argument) as unknown[])];
          return [this.valueOf(module, element)];
        });
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'TSTypeAssertion':
      case 'ParenthesizedExpression':
        return this.valueOf(module, node.expression);
      case 'CallExpression':
        if (
          sourceOf(module, node.callee) === 'Object.fromEntries' &&
          node.arguments[0]?.type !== 'SpreadElement'
        ) {
          const entries = this.valueOf(module, node.arguments[0] as Expression);
          return Object.fromEntries(entries as Iterable<readonly [PropertyKey, unknown]>);
        }
        throw new Unresolved(`a call: ${sourceOf(module, node)}`);
      default:
        throw new Unresolved(`${node.type}: ${sourceOf(module, node)}`);
    }
  }

  /** An object literal; a property that cannot be worked out throws only when it is read. */
  private object(module: SourceModule, node: ObjectExpression): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (property.type === 'SpreadElement') {
        Object.assign(result, this.valueOf(module, property.argument));
        continue;
      }
      const name = property.computed
        ? String(this.valueOf(module, property.key as Expression))
        : property.key.type === 'Identifier'
          ? property.key.name
          : String((property.key as { value: unknown }).value);
      Object.defineProperty(result, name, {
        enumerable: true,
        get: () => this.valueOf(module, property.value),
      });
    }
    return result;
  }
}

function arithmetic(operator: string, left: unknown, right: unknown): unknown {
  if (operator === '+') return (left as string) + (right as string);
  if (typeof left !== 'number' || typeof right !== 'number') throw new Unresolved(`${operator} on words`);
  if (operator === '-') return left - right;
  if (operator === '*') return left * right;
  if (operator === '/') return left / right;
  throw new Unresolved(`the operator ${operator}`);
}

function sourceOf(module: SourceModule, node: { start: number; end: number }): string {
  return module.text.slice(node.start, node.end).replace(/\s+/g, ' ');
}

function resolveImport(fromFile: string, source: string): string | null {
  if (!source.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), source);
  const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile()) ?? null;
}

function nameOf(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === 'Literal' ? String(node.value) : (node.name ?? '');
}

function describeModule(file: string, text: string, program: Program): SourceModule {
  const module: SourceModule = {
    file,
    text,
    program,
    constants: new Map(),
    imports: new Map(),
    exports: new Map(),
    exportAll: [],
  };
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportSpecifier')
          module.imports.set(specifier.local.name, {
            from: statement.source.value,
            name: nameOf(specifier.imported),
          });
      }
    } else if (statement.type === 'ExportAllDeclaration' && !statement.exported) {
      module.exportAll.push(statement.source.value);
    } else if (statement.type === 'ExportNamedDeclaration') {
      const declaration = statement.declaration;
      if (declaration?.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations)
          if (declarator.id.type === 'Identifier')
            module.exports.set(declarator.id.name, { local: declarator.id.name });
      }
      for (const specifier of statement.specifiers) {
        const local = nameOf(specifier.local);
        module.exports.set(
          nameOf(specifier.exported),
          statement.source ? { from: statement.source.value, name: local } : { local },
        );
      }
    }
  }
  // Nested constants first, so that a top-level constant of the same name replaces them.
  walk(program, (node) => {
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.init)
      module.constants.set(node.id.name, node.init);
  });
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations)
      if (declarator.id.type === 'Identifier' && declarator.init)
        module.constants.set(declarator.id.name, declarator.init);
  }
  return module;
}

/** Every node under `root`, depth first. */
function walk(root: Node, visit: (node: Node) => void): void {
  const visitAny = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visitAny(item);
      return;
    }
    if (value === null || typeof value !== 'object' || value instanceof RegExp) return;
    if (typeof (value as { type?: unknown }).type === 'string') visit(value as Node);
    for (const [field, child] of Object.entries(value))
      if (field !== 'parent' && typeof child === 'object') visitAny(child);
  };
  visitAny(root);
}

// ---- the catalogue --------------------------------------------------------------------------------------

class CatalogueBuilder {
  private readonly entries = new Map<string, CatalogueEntry>();
  readonly problems: string[] = [];

  add(key: string, english: string | undefined, origin: KeyOrigin, place: string): void {
    const entry = this.entries.get(key) ?? { key, english: [], origin, places: [] };
    this.entries.set(key, entry);
    if (english !== undefined && !entry.english.includes(english)) entry.english.push(english);
    if (!entry.places.includes(place)) entry.places.push(place);
  }

  result(): Catalogue {
    const entries = [...this.entries.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
    for (const entry of entries)
      if (entry.english.length === 0)
        this.problems.push(`${entry.places[0]}: ${entry.key} has no English default`);
    return { entries, problems: this.problems };
  }
}

function isTranslateCall(node: Node): node is CallExpression {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee;
  if (callee.type === 'Identifier') return callee.name === 't';
  return callee.type === 'MemberExpression' && !callee.computed && nameOf(callee.property) === 't';
}

function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** Reads the whole catalogue of the web app whose source folder is `root` (default: run from the repository). */
export function readCatalogue(root: string = path.resolve('apps/web/src')): Catalogue {
  const reader = new SourceReader(root);
  const catalogue = new CatalogueBuilder();
  const templatesSeen = new Set<string>();
  const dataCallsSeen = new Set<string>();

  for (const file of sourceFiles(root)) {
    const module = reader.module(file);
    const relative = path.relative(root, file).split(path.sep).join('/');
    const place = (node: { start: number }) => `${relative}:${lineOf(module.text, node.start)}`;
    const english = (
      node: Expression | undefined,
      at: { start: number },
      key: string,
    ): string | undefined => {
      if (key in RUN_TIME_DEFAULTS) return RUN_TIME_DEFAULTS[key];
      if (!node) return undefined;
      try {
        const value = reader.valueOf(module, node);
        if (typeof value === 'string') return value;
        catalogue.problems.push(`${place(at)}: the English default ${sourceOf(module, node)} is not a text`);
      } catch (error) {
        if (!(error instanceof Unresolved)) throw error;
        catalogue.problems.push(
          `${place(at)}: cannot read the English default ${sourceOf(module, node)} (${error.message})`,
        );
      }
      return undefined;
    };

    const readCall = (call: CallExpression): void => {
      const [keyNode, defaultNode] = call.arguments as Expression[];
      const writtenOut = keyNode && writtenOutKey(keyNode);
      if (writtenOut) {
        catalogue.add(writtenOut, english(defaultNode, call, writtenOut), 'static', place(call));
      } else if (keyNode?.type === 'TemplateLiteral') {
        // A registered family is added once for the whole source, after the files are read.
        if (familyOf(module, keyNode, relative)) return;
        const keys = keysFromLookup(reader, module, keyNode, defaultNode);
        for (const [key, text] of keys ?? []) catalogue.add(key, text, 'template', place(call));
        if (!keys)
          catalogue.problems.push(
            `${place(call)}: the template key ${sourceOf(module, keyNode)} has no list of values: ` +
              'add one to TEMPLATE_FAMILIES in lib/i18n-catalogue.ts',
          );
      } else {
        const written = `${relative}: ${sourceOf(module, call)}`;
        dataCallsSeen.add(written);
        if (!(written in KEYS_HELD_IN_DATA))
          catalogue.problems.push(
            `${place(call)}: the key of ${sourceOf(module, call)} is a value: say where its keys are ` +
              'written in KEYS_HELD_IN_DATA of lib/i18n-catalogue.ts',
          );
      }
    };

    walk(module.program, (node) => {
      if (node.type === 'TemplateLiteral' && node.expressions.length > 0)
        templatesSeen.add(`${relative}: ${sourceOf(module, node).slice(1, -1)}`);
      if (isTranslateCall(node)) readCall(node);
      const trans = transKey(node);
      if (trans) catalogue.add(trans.key, english(trans.defaults, node, trans.key), 'static', place(node));
      const pair = keyTextPair(reader, module, node);
      if (pair) catalogue.add(pair[0], pair[1], 'static', place(node));
    });
  }

  for (const family of TEMPLATE_FAMILIES) {
    const where = `${family.file}: ${family.template}`;
    if (!templatesSeen.has(where)) {
      catalogue.problems.push(`TEMPLATE_FAMILIES lists ${where}, which the source no longer has`);
      continue;
    }
    for (const [key, text] of family.keys()) catalogue.add(key, text, family.origin, family.file);
  }
  for (const call of Object.keys(KEYS_HELD_IN_DATA))
    if (!dataCallsSeen.has(call))
      catalogue.problems.push(`KEYS_HELD_IN_DATA lists ${call}, which the source no longer has`);
  return catalogue.result();
}

/** `'key'` or a template literal with nothing to fill in: the key as written. */
function writtenOutKey(node: Expression): string | null {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0]?.value.cooked ?? null;
  return null;
}

/**
 * `t(\`upload.${problem}\`, UPLOAD_MESSAGES[problem])`: the key takes every key of the object whose entry is
 * the default, so the object is the list of values.
 */
function keysFromLookup(
  reader: SourceReader,
  module: SourceModule,
  key: TemplateLiteral,
  english: Expression | undefined,
): [string, string][] | null {
  const [part] = key.expressions;
  if (key.expressions.length !== 1 || !part || english?.type !== 'MemberExpression' || !english.computed)
    return null;
  if (sourceOf(module, english.property) !== sourceOf(module, part)) return null;
  try {
    const object = reader.valueOf(module, english.object) as Record<string, unknown>;
    const [before, after] = key.quasis.map((quasi) => quasi.value.cooked ?? '');
    return Object.entries(object).map(([value, text]) => [`${before}${value}${after ?? ''}`, String(text)]);
  } catch (error) {
    if (error instanceof Unresolved) return null;
    throw error;
  }
}

function familyOf(module: SourceModule, key: TemplateLiteral, relative: string): TemplateFamily | undefined {
  const template = sourceOf(module, key).slice(1, -1);
  return TEMPLATE_FAMILIES.find((family) => family.file === relative && family.template === template);
}

/** `<Trans i18nKey="key" defaults="English …" />`. */
function transKey(node: Node): { key: string; defaults: Expression | undefined } | null {
  if (node.type !== 'JSXOpeningElement' || node.name.type !== 'JSXIdentifier' || node.name.name !== 'Trans')
    return null;
  const attribute = (name: string) => {
    for (const item of node.attributes)
      if (item.type === 'JSXAttribute' && item.name.type === 'JSXIdentifier' && item.name.name === name)
        return item.value;
    return undefined;
  };
  const key = attribute('i18nKey');
  if (key?.type !== 'Literal') return null;
  const defaults = attribute('defaults');
  const text =
    defaults?.type === 'Literal'
      ? defaults
      : defaults?.type === 'JSXExpressionContainer' && defaults.expression.type !== 'JSXEmptyExpression'
        ? defaults.expression
        : undefined;
  return { key: key.value, defaults: text };
}

/**
 * A key kept in data with its English, for a screen to translate later: `['menu.people', 'People']`,
 * `[MESSAGES.checkDeclaration, 'registration.checkDeclaration']` or `{ key: 'labBulk.col.hb', english: … }`.
 */
function keyTextPair(reader: SourceReader, module: SourceModule, node: Node): KeyText | null {
  const text = (expression: Expression): string | null => {
    try {
      const value = reader.valueOf(module, expression);
      return typeof value === 'string' ? value : null;
    } catch (error) {
      if (error instanceof Unresolved) return null;
      throw error;
    }
  };
  const isKey = (expression: Expression | undefined | null): expression is Expression & { value: string } =>
    expression?.type === 'Literal' &&
    typeof expression.value === 'string' &&
    KEY_SHAPE.test(expression.value);

  if (node.type === 'ArrayExpression' && node.elements.length === 2) {
    const [first, second] = node.elements;
    if (!first || !second || first.type === 'SpreadElement' || second.type === 'SpreadElement') return null;
    if (isKey(first) && !isKey(second)) {
      const english = text(second);
      return english === null ? null : [first.value, english];
    }
    if (isKey(second) && !isKey(first)) {
      const english = text(first);
      return english === null ? null : [second.value, english];
    }
    return null;
  }
  if (node.type === 'ObjectExpression') {
    const property = (name: string) =>
      node.properties.find(
        (item) => item.type === 'Property' && !item.computed && nameOf(item.key as { type: string }) === name,
      );
    const key = property('key');
    const english = property('english');
    if (key?.type !== 'Property' || english?.type !== 'Property' || !isKey(key.value)) return null;
    const words = text(english.value);
    return words === null ? null : [key.value.value, words];
  }
  return null;
}
