import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  allEndpoints,
  chatEndpoints,
  type EndpointDefinition,
  indiaToday,
  labEndpoints,
  mobileEndpoints,
  pathParamNames,
  requestsEndpoints,
  settingsEndpoints,
} from '@raktsetu/contract';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addedDonors, bloodBankCamp, createdCamp, scheduled } from './modules/camps/camps.test-support.js';
import { addUnits, institutionIdOf } from './modules/inventory/inventory.test-support.js';
import { acceptedSample, passingResult } from './modules/lab/lab.test-support.js';
import { signUpInApp } from './modules/mobile/mobile.test-support.js';
import { brokenOf, brokenPathSegment, CONTRACT_EXAMPLES, type Realism, validOf } from './test/arbitraries.js';
import { anonymous, type Caller, signedInAdmin, signedInInstitution, signIn } from './test/callers.js';
import { createAdmin, createInstitution, createLabMember, registrationBody } from './test/factories.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * Every endpoint of the contract, called with values drawn from its own schemas, valid and broken, by the
 * callers that may call it and by some that may not: the server never answers 500, never shows a stack trace,
 * answers in its envelope, and a call it refuses leaves the database and the uploaded files as they were.
 * A new endpoint joins by itself.
 *
 * FUZZ_RUNS=200 runs each property 200 times instead of a few; FUZZ_SEED=n replays the runs of a failure
 * (the seed is in the failure's message).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const TIMEOUT = 30_000 + RUNS * 3_000;

type Who = 'anonymous' | 'bloodBank' | 'hospital' | 'ngo' | 'both' | 'labMember' | 'admin' | 'person';
const EVERYONE: Who[] = ['anonymous', 'bloodBank', 'hospital', 'ngo', 'both', 'labMember', 'admin', 'person'];
const INSTITUTIONS = { bloodBank: 'BloodBank', hospital: 'Hospital', ngo: 'NGO', both: 'Both' } as const;

/**
 * Calls that end the session they are made with (or the account's others): each run gets an account and a
 * session of its own, so the callers the other endpoints use stay signed in.
 */
const SESSION_ENDING: Record<string, string> = {
  'POST /api/auth/logout': 'ends the session it is called with',
  'POST /api/institution/change-password': "ends the account's other sessions when the password changes",
};

/**
 * Columns a refused call is meant to write, and why; they are left out of the fingerprint, the rest of their
 * rows is not. (Failed sign-ins are counted in memory or Redis, not in the database.)
 */
const WRITTEN_WHEN_REFUSED: Record<string, { columns: string[]; why: string }> = {
  one_time_codes: {
    columns: ['failed_tries'],
    why: 'a wrong code for a real code id counts a try, committed before the 400, so the fifth locks it',
  },
};

const keyOf = (definition: EndpointDefinition) => `${definition.method} ${definition.path}`;

let t: TestApp;
const callers = {} as Record<Who, Caller>;
let own: Set<string>;
let realism: Realism;
let tables: string[];
let uploads: string;

beforeAll(async () => {
  // The flood guard would answer 429 long before the runs are done; its own tests prove it elsewhere.
  t = await createTestApp({ rateLimit: { perAccount: 1_000_000, perAddress: 1_000_000 } });
  uploads = path.join(t.config.dataDir, 'uploads');
  callers.anonymous = anonymous(t);
  for (const [who, type] of Object.entries(INSTITUTIONS)) {
    callers[who as keyof typeof INSTITUTIONS] = await signedInInstitution(t, { type });
  }
  const bank = callers.bloodBank as Caller & { account: { institution: { id: string } } };
  callers.labMember = await signIn(t, await createLabMember(t.database.db, bank.account.institution.id));
  callers.admin = await signedInAdmin(t);
  callers.person = await signUpInApp(t);
  own = await ownIds();
  await recordsToFind();
  realism = {
    ids: (await existingIds()).filter((id) => !own.has(id)),
    texts: await fileLocations(),
    examples: CONTRACT_EXAMPLES,
  };
  tables = await tableNames();
}, 120_000);
afterAll(() => t?.close());

/** The rows of a raw query (both engines answer `{ rows }`). */
async function rowsOf<Row>(query: SQL): Promise<Row[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The ids that name the callers themselves: drawn, they would let a fuzzed call block or delete a caller. */
async function ownIds(): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const who of Object.keys(INSTITUTIONS) as (keyof typeof INSTITUTIONS)[]) {
    const { account } = callers[who] as Caller & {
      account: { institution: { id: string }; user: { id: string } };
    };
    ids.add(account.institution.id).add(account.user.id);
  }
  ids.add((callers.admin as Caller & { account: { admin: { id: string } } }).account.admin.id);
  for (const { id } of await rowsOf<{ id: string }>(sql`select id::text from users`)) ids.add(id);
  const profile = (await callers.person.call(mobileEndpoints.profile)).json().content.data;
  ids.add(profile._id).add(profile.donorId);
  return ids;
}

/** A little of everything, so that valid calls find records and reach past "not found". */
async function recordsToFind() {
  const { bloodBank: bank, hospital, ngo } = callers;
  await addedDonors(bank, [{}, { bloodGroup: 'O-' }]);
  await addedDonors(ngo, [{}]);
  await addUnits(bank, 6);
  await scheduled(bank, await createdCamp(bank, bloodBankCamp()));
  const { sampleId } = await acceptedSample(bank);
  await bank.call(labEndpoints.add, { labs: [passingResult(sampleId)] });
  await bank.call(requestsEndpoints.add, {
    units: 2,
    requiredBy: indiaToday(),
    institutionId: await institutionIdOf(hospital),
  });
  await bank.call(chatEndpoints.start, { institutionId: await institutionIdOf(hospital) });
  await bank.call(settingsEndpoints.addKeyMember, {
    labName: 'Serology',
    firstName: 'Fuzz',
    email: 'fuzz.keymember@example.in',
  });
  await anonymous(t).send('POST', '/api/institution/register', await registrationBody(t.database.db));
  await createInstitution(t.database.db, { type: 'Hospital' });
  await createAdmin(t.database.db);
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'consent.pdf');
  await bank.send('POST', '/api/generic/file', form);
}

async function existingIds(): Promise<string[]> {
  const tables = await rowsOf<{ table_name: string }>(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'id' and data_type = 'uuid' order by table_name`);
  const ids: string[] = [];
  for (const { table_name } of tables) {
    const found = await rowsOf<{ id: string }>(
      sql`select id::text from ${sql.identifier(table_name)} limit 12`,
    );
    ids.push(...found.map((row) => row.id));
    for (const { id } of found) learn(wordsOf(table_name), id);
  }
  return ids;
}

async function fileLocations(): Promise<string[]> {
  const rows = await rowsOf<{ stored_name: string }>(sql`select stored_name from files`);
  return rows.flatMap(({ stored_name }) => [stored_name, `/api/generic/file/${stored_name}`]);
}

async function tableNames(): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return rows.map((row) => row.table_name);
}

// ---------------------------------------------------------------------------------------------------------
// What the database and the upload folder hold

type Fingerprint = Record<string, string>;

/** Per table, its row count and an order-free sum of its rows' hashes; and the names of the uploaded files. */
async function fingerprint(): Promise<Fingerprint> {
  const parts = tables.map((table) => {
    const skipped = WRITTEN_WHEN_REFUSED[table]?.columns ?? [];
    const text = skipped.length
      ? sql`(to_jsonb(row) - ${sql.raw(`array[${skipped.map((column) => `'${column}'`).join(', ')}]`)})::text`
      : sql`row.*::text`;
    return sql`select ${table} as name, count(*) || ':' || coalesce(sum(hashtext(${text})::bigint), 0) as state
          from ${sql.identifier(table)} as row`;
  });
  const rows = await rowsOf<{ name: string; state: string }>(sql.join(parts, sql` union all `));
  const files = existsSync(uploads) ? readdirSync(uploads).sort().join('\n') : '';
  return {
    ...Object.fromEntries(rows.map((row) => [row.name, row.state])),
    uploads: createHash('md5').update(files).digest('hex'),
  };
}

function changedParts(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

// ---------------------------------------------------------------------------------------------------------
// Who calls

function allowed(definition: EndpointDefinition): Who[] {
  const { auth } = definition;
  switch (auth.kind) {
    case 'public':
      return ['anonymous'];
    case 'optional':
      return ['anonymous', 'bloodBank', 'person'];
    case 'signedIn':
      return EVERYONE.filter((who) => who !== 'anonymous');
    case 'person':
      return ['person'];
    case 'admin':
      return ['admin'];
    case 'institution': {
      const types = auth.types as readonly string[] | undefined;
      const institutions = (Object.keys(INSTITUTIONS) as (keyof typeof INSTITUTIONS)[]).filter(
        (who) => !types || types.includes(INSTITUTIONS[who]),
      );
      return auth.labMembers && (!types || types.includes('BloodBank'))
        ? [...institutions, 'labMember']
        : institutions;
    }
  }
}

/** Each run of a session-ending endpoint signs in an account of its own. */
async function callerFor(definition: EndpointDefinition, who: Who): Promise<Caller> {
  if (!(keyOf(definition) in SESSION_ENDING) || who === 'anonymous') return callers[who];
  known = null;
  return signedInInstitution(t, { type: 'BloodBank' });
}

// ---------------------------------------------------------------------------------------------------------
// Ids worth sending: a random id only reaches "not found", so id fields also draw ids of the right kind of
// record, learned by word from the tables at the start ("camps" → camp) and from every answer since (the
// `_id`s of GET /api/institution/get-known-donors → donor). The callers' own ids are never learned.

const ID_FIELD = /^(_?id|.+Ids?)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VAGUE_WORDS = new Set([
  'api',
  'super',
  'bloodbank',
  'list',
  'get',
  'add',
  'edit',
  'change',
  'status',
  'detail',
]);
const knownIds = new Map<string, string[]>();

const stem = (word: string) => word.toLowerCase().replace(/ies$/, 'y').replace(/s$/, '');
function wordsOf(text: string): string[] {
  const words = text.split(/[^A-Za-z]+|(?=[A-Z])/).map(stem);
  return words.filter((word) => word.length > 2 && word !== 'id' && !VAGUE_WORDS.has(word));
}

function learn(words: string[], id: string) {
  if (own?.has(id)) return;
  for (const word of words) {
    const ids = knownIds.get(word) ?? [];
    if (!ids.includes(id)) ids.push(id);
    knownIds.set(word, ids.slice(-50));
  }
}

/** Every `_id` of an answer under the words of its endpoint, and every `somethingId` under its own words. */
function learnFrom(definition: EndpointDefinition, value: unknown, depth = 0): void {
  if (depth > 6 || value === null || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' && UUID.test(item) && ID_FIELD.test(key)) {
      learn(key === '_id' || key === 'id' ? wordsOf(definition.path) : wordsOf(key), item);
    } else learnFrom(definition, item, depth + 1);
  }
}

/** A small seeded generator, so that the ids a run picks follow from its seed. */
function picker(salt: number) {
  let state = salt >>> 0;
  return (size: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) % size;
  };
}

/** Half of the ids in `input` exchanged for known ids of their kind (of the endpoint's kind for a bare `id`). */
function withKnownIds(definition: EndpointDefinition, input: unknown, salt: number): unknown {
  const pick = picker(salt);
  const swap = (key: string, id: unknown): unknown => {
    if (typeof id !== 'string' || !UUID.test(id) || pick(2) === 0) return id;
    const words = key === 'id' || key === '_id' ? wordsOf(definition.path).reverse() : wordsOf(key);
    const ids = words.flatMap((word) => knownIds.get(word) ?? []);
    return ids.length ? ids[pick(ids.length)] : id;
  };
  const visit = (value: unknown, depth: number): unknown => {
    if (depth > 6 || value === null || typeof value !== 'object' || value instanceof FormData) return value;
    if (Array.isArray(value)) return value.map((item) => visit(item, depth + 1));
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        ID_FIELD.test(key)
          ? Array.isArray(item)
            ? item.map((each) => swap(key.replace(/s$/, ''), each))
            : swap(key, item)
          : visit(item, depth + 1),
      ]),
    );
  };
  return visit(input, 0);
}

// ---------------------------------------------------------------------------------------------------------
// What is sent

interface Input {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** A way of sending that is wrong in itself, whatever the values: bad JSON, wrong type, odd URL. */
type Mangle = (request: Request) => Request;
interface Request {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string | FormData;
}

const MANGLES: fc.Arbitrary<Mangle> = fc.constantFrom<Mangle>(
  (r) => ({
    ...r,
    payload: '{"unfinished": ',
    headers: { ...r.headers, 'content-type': 'application/json' },
  }),
  (r) => ({ ...r, payload: '{"a":1}}', headers: { ...r.headers, 'content-type': 'application/json' } }),
  (r) => ({ ...r, payload: '', headers: { ...r.headers, 'content-type': 'application/json' } }),
  (r) => ({ ...r, payload: 'null', headers: { ...r.headers, 'content-type': 'application/json' } }),
  (r) => ({ ...r, payload: '[]'.padStart(40_000, '[').padEnd(80_000, ']') }),
  (r) => ({ ...r, payload: `{"a":"${'x'.repeat(2_200_000)}"}` }),
  (r) => ({
    ...r,
    payload: 'a=1&b=2',
    headers: { ...r.headers, 'content-type': 'application/x-www-form-urlencoded' },
  }),
  (r) => ({ ...r, payload: 'plain text', headers: { ...r.headers, 'content-type': 'text/plain' } }),
  (r) => ({ ...r, payload: '--x\r\n', headers: { ...r.headers, 'content-type': 'multipart/form-data' } }),
  (r) => ({ ...r, url: `${r.url}${r.url.includes('?') ? '&' : '?'}search=%E0%A4%A&page=%00` }),
  (r) => ({ ...r, url: r.url.replace(/^([^?]*\/)[^/?]*/, '$1%E0%A4%A') }),
  (r) => ({ ...r, url: `${r.url}${r.url.includes('?') ? '&' : '?'}page=1&page=2&limit=10&limit=x` }),
  (r) => ({ ...r, url: `${r.url}${r.url.includes('?') ? '&' : '?'}${'q'.repeat(100_000)}=1` }),
  (r) => ({ ...r, headers: { ...r.headers, authorization: 'Bearer not.a.token' } }),
  (r) => ({ ...r, headers: { ...r.headers, authorization: `Bearer ${'a'.repeat(10_000)}` } }),
  (r) => ({ ...r, headers: { ...r.headers, authorization: 'Basic YWRtaW46YWRtaW4=' } }),
);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A query string as a careless client writes one: arrays repeat the key, objects travel as JSON. */
function queryString(query: unknown): string {
  if (query === undefined) return '';
  if (!isObject(query)) return `?${encodeURIComponent(JSON.stringify(query) ?? '')}`;
  const params = new URLSearchParams();
  const text = (value: unknown) =>
    value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, text(item));
  }
  const built = params.toString();
  return built ? `?${built}` : '';
}

function pathOf(definition: EndpointDefinition, params: unknown): string {
  const values = isObject(params) ? params : {};
  return definition.path.replace(/:([A-Za-z_]+)/g, (_match, name: string) =>
    encodeURIComponent(String(values[name] ?? 'x')),
  );
}

function requestFor(definition: EndpointDefinition, input: Input, who: Caller): Request {
  const url = pathOf(definition, input.params) + queryString(input.query);
  const headers: Record<string, string> = who.token ? { authorization: `Bearer ${who.token}` } : {};
  if (definition.method === 'GET') return { method: 'GET', url, headers };
  if (input.body instanceof FormData) return { method: 'POST', url, headers, payload: input.body };
  return {
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(input.body ?? {}) ?? 'null',
  };
}

const PARTS = ['params', 'query', 'body'] as const;

function validInput(definition: EndpointDefinition): fc.Arbitrary<Input> {
  if (definition.transfer === 'upload') return validUpload;
  return fc.record(
    Object.fromEntries(
      PARTS.filter((part) => definition[part]).map((part) => [
        part,
        validOf(definition[part] as never, realism),
      ]),
    ),
  ) as fc.Arbitrary<Input>;
}

/** One part of the call broken, the others valid; with no schema at all, junk where nothing is expected. */
function brokenInput(definition: EndpointDefinition): fc.Arbitrary<Input> {
  if (definition.transfer === 'upload') return brokenUpload;
  const present = PARTS.filter((part) => definition[part]);
  const junk = fc.jsonValue({ maxDepth: 2 });
  const breakings = present.map((part) =>
    validInput(definition).chain((input) =>
      (part === 'params'
        ? fc.record(
            Object.fromEntries(pathParamNames(definition.path).map((name) => [name, brokenPathSegment])),
          )
        : brokenOf(definition[part] as never, realism)
      ).map((broken) => ({ ...input, [part]: broken })),
    ),
  );
  const unexpected = fc
    .tuple(validInput(definition), junk, junk)
    .map(([input, query, body]) => ({ query, body, ...input }));
  return fc.oneof(...breakings, unexpected);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

function upload(bytes: Uint8Array, name: string, field = 'file'): Input {
  const form = new FormData();
  form.append(field, new Blob([bytes]), name);
  return { body: form };
}

const validUpload: fc.Arbitrary<Input> = fc
  .tuple(fc.constantFrom(['pdf', PDF] as const, ['png', PNG] as const), fc.stringMatching(/^[a-z]{1,12}$/))
  .map(([[extension, bytes], name]) => upload(bytes, `${name}.${extension}`));

const brokenUpload: fc.Arbitrary<Input> = fc.oneof(
  fc
    .tuple(fc.uint8Array({ maxLength: 300 }), fc.constantFrom('x.pdf', 'x.png', 'x.exe', 'x', '.pdf'))
    .map(([bytes, name]) => upload(bytes, name)),
  fc.tuple(brokenPathSegment).map(([name]) => upload(PDF, name)),
  fc.constant(upload(PDF, 'x.pdf', 'notTheFileField')),
  fc.constant(upload(new Uint8Array(), 'empty.pdf')),
  fc.constant(upload(Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]), 'huge.pdf')),
  fc.constant({ body: { file: 'x.pdf' } }),
);

// ---------------------------------------------------------------------------------------------------------
// The exchange and what must hold of it

const STACK_TRACE = [/\n\s+at /, /node_modules/, /\.[cm]?[jt]s:\d+/, /\bat [\w.<>]+ \(/];

let known: Fingerprint | null = null;

/** Answers by kind of input and status, printed with FUZZ_REPORT=1: how deep the valid calls reached. */
const answers = new Map<string, Map<number, Set<string>>>();
let mode = 'outsider';

let called = 0;

function tally(definition: EndpointDefinition, status: number) {
  called += 1;
  const byStatus = answers.get(mode) ?? new Map<number, Set<string>>();
  answers.set(mode, byStatus);
  byStatus.set(status, (byStatus.get(status) ?? new Set()).add(keyOf(definition)));
}

afterAll(() => {
  if (!process.env.FUZZ_REPORT) return;
  console.log(`calls: ${called}`);
  for (const [kind, byStatus] of answers) {
    const line = [...byStatus].sort(([a], [b]) => a - b).map(([status, keys]) => `${status}: ${keys.size}`);
    console.log(`${kind} input, endpoints answering each status: ${line.join(', ')}`);
  }
  const reached = answers.get('valid')?.get(200) ?? new Set();
  const never = endpoints.map(([key]) => key).filter((key) => !reached.has(key));
  console.log(`valid input never answered 200 (${never.length}):\n  ${never.join('\n  ')}`);
});

async function exchange(definition: EndpointDefinition, request: Request) {
  const before = known ?? (await fingerprint());
  const response = await t.app.inject({ ...request, remoteAddress: randomAddress() } as never);
  tally(definition, response.statusCode);
  // Forgotten until every check below has passed: after a failed one, the next call measures afresh.
  known = null;
  const shown = `${request.method} ${request.url.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 500)}`;
  expect(response.statusCode, shown).toBeLessThan(500);
  const type = String(response.headers['content-type'] ?? '');
  if (!/octet-stream|spreadsheet|pdf|image\//.test(type)) {
    for (const trace of STACK_TRACE) expect(response.body, shown).not.toMatch(trace);
  }
  if (definition.transfer !== 'download' || response.statusCode !== 200) {
    expect(type, shown).toMatch(/^application\/json/);
    expect(response.json(), shown).toMatchObject({ code: response.statusCode, message: expect.any(String) });
  }
  if (response.statusCode >= 400) {
    const after = await fingerprint();
    expect(changedParts(before, after), `a refused call changed the data: ${shown}`).toEqual([]);
    known = after;
  } else {
    known = null;
    if (/^application\/json/.test(type)) learnFrom(definition, response.json());
  }
  return response;
}

/** Anonymous calls come from addresses of their own, as the many clients of a public door do. */
let addresses = 0;
function randomAddress(): string {
  addresses += 1;
  return `172.${16 + ((addresses >> 16) & 15)}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

function seedFor(key: string, kind: string): number {
  return createHash('sha256').update(`${SEED}:${kind}:${key}`).digest().readUInt32BE(0) & 0x7fffffff;
}

async function property(
  key: string,
  kind: 'valid' | 'broken',
  arbitrary: fc.Arbitrary<[Who, Input, Mangle | null]>,
  definition: EndpointDefinition,
) {
  mode = kind;
  try {
    await fc.assert(
      fc.asyncProperty(arbitrary, fc.nat(), async ([who, drawn, mangle], salt) => {
        const input = withKnownIds(definition, drawn, salt) as Input;
        const request = requestFor(definition, input, await callerFor(definition, who));
        await exchange(definition, mangle ? mangle(request) : request);
      }),
      { numRuns: RUNS, seed: seedFor(key, kind) },
    );
  } catch (error) {
    (error as Error).message = `FUZZ_SEED=${SEED} (${kind} of ${key})\n${(error as Error).message}`;
    throw error;
  } finally {
    mode = 'outsider';
  }
}

const endpoints = allEndpoints().map((definition) => [keyOf(definition), definition] as const);

describe('fuzz: every endpoint, from its contract schemas', () => {
  it.each(endpoints)(
    '%s: valid input by its callers → no 500, no stack trace, the envelope',
    async (key, definition) => {
      const arbitrary = fc.tuple(
        fc.constantFrom(...allowed(definition)),
        validInput(definition),
        fc.constant(null),
      );
      await property(key, 'valid', arbitrary, definition);
    },
    TIMEOUT,
  );

  it.each(endpoints)(
    '%s: broken input by its callers → refused cleanly, nothing written',
    async (key, definition) => {
      const arbitrary = fc.tuple(
        fc.constantFrom(...allowed(definition)),
        brokenInput(definition),
        fc.option(MANGLES, { freq: 3, nil: null }),
      );
      await property(key, 'broken', arbitrary, definition);
    },
    TIMEOUT,
  );

  it.each(endpoints.filter(([, definition]) => !allowed(definition).includes('anonymous')))(
    '%s: everyone who may not call it → 401 or 403, nothing written',
    async (_key, definition) => {
      const [input] = fc.sample(validInput(definition), { numRuns: 1, seed: SEED });
      known = null;
      for (const who of EVERYONE.filter((caller) => !allowed(definition).includes(caller))) {
        const response = await exchange(definition, requestFor(definition, input as Input, callers[who]));
        expect([401, 403], `${who}: ${response.body}`).toContain(response.statusCode);
      }
    },
  );

  it('left every caller signed in (a fuzzed call blocked or signed out none of them)', async () => {
    for (const who of EVERYONE.filter((caller) => caller !== 'anonymous')) {
      const response = await callers[who].send('GET', '/api/generic/file/none.pdf');
      expect(response.statusCode, `${who}: ${response.body}`).not.toBe(401);
    }
  });
});
