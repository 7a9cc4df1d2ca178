// `npm run seed:scale [-- --scale 0.01] [--seed 1]`: writes the national dataset of issue 16 into the database the
// app would open (DATABASE_URL, else the embedded PGlite in DATA_DIR, default ./data). See docs/performance.md.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { like, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.js';
import { openDatabase } from '../client.js';
import { institutions } from '../schema/index.js';
import {
  NATIONAL_ADMIN,
  NATIONAL_DOMAIN,
  NATIONAL_PASSWORD,
  REGION_SIZES,
  seedNationalScale,
  sizesAt,
} from './national-scale.js';
import { todayInIndia } from './people-generator.js';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    chunk: { type: 'string', default: '250000' },
    preset: { type: 'string', default: 'national' },
  },
});
const preset = values.preset;
const scale = Number(values.scale);
const seed = Number(values.seed);
const chunkRows = Number(values.chunk);
if (
  !(scale > 0 && scale <= 4) ||
  !Number.isInteger(seed) ||
  !(chunkRows >= 1000) ||
  (preset !== 'national' && preset !== 'region')
) {
  console.error(
    'Usage: npm run seed:scale -- [--scale 0 < s <= 4 (default 1)] [--preset national|region] [--seed integer] [--chunk rows]',
  );
  process.exit(2);
}

const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
mkdirSync(dataDir, { recursive: true });
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
const where = database.kind === 'pglite' ? `PGlite in ${process.env.DATA_DIR ?? './data'}` : 'PostgreSQL';
await database.migrate();
const [existing] = await database.db
  .select({ n: sql<number>`count(*)::int` })
  .from(institutions)
  .where(like(institutions.contactEmail, `%@${NATIONAL_DOMAIN}`));
if ((existing?.n ?? 0) > 0) {
  console.error(
    `This database already holds a national dataset (${existing?.n} institutions); use an empty one.`,
  );
  await database.close();
  process.exit(1);
}

const sizes = preset === 'region' ? { ...REGION_SIZES } : sizesAt(scale);
const figure = (n: number) => n.toLocaleString('en-IN');
const what = preset === 'region' ? 'a region (50 institutions)' : `the national dataset at scale ${scale}`;
console.log(`Seeding ${what} (seed ${seed}) into ${where}:`);
console.log(
  Object.entries(sizes)
    .map(([name, n]) => `  ${name}: ${figure(n)}`)
    .join('\n'),
);
const result = await seedNationalScale(database.db, {
  sizes,
  seed,
  today: todayInIndia(),
  chunkRows,
  passwordHash: await hashPassword(NATIONAL_PASSWORD),
  onProgress: ({ step, rows, of, milliseconds }) =>
    console.log(
      `${(milliseconds / 1000).toFixed(1).padStart(7)} s  ${step}: ${figure(rows)} of ${figure(of)} (${Math.round((rows / of) * 100)} %)`,
    ),
});
console.log(
  `Done in ${(result.milliseconds / 1000).toFixed(1)} s. Every institution signs in as <kind>.<n>@${NATIONAL_DOMAIN}` +
    ` (bloodbank.1, hospital.1, ngo.1 …) and the super administrator as ${NATIONAL_ADMIN}, with the password` +
    ` ${NATIONAL_PASSWORD}.`,
);
await database.close();
