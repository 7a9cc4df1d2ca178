// `npm test`: builds everything (the build type-checks every workspace), then runs every vitest project —
// contract, api, web and the Chromium journeys — and ends with one plain "N passed, N failed" line.
// `node scripts/test.mjs --project api` runs only the API tests, which need no build (CI's PostgreSQL pass).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const args = process.argv.slice(2);
const onlyApi = args.join(' ') === '--project api';
const run = (command, commandArgs) => spawnSync(command, commandArgs, { stdio: 'inherit' }).status ?? 1;

if (!onlyApi) {
  if (run('npm', ['run', 'build']) !== 0) {
    console.error('\nThe build failed; no tests were run.');
    process.exit(1);
  }
  if (!existsSync('/usr/bin/chromium')) {
    console.warn(
      '\n*** Chromium is missing at /usr/bin/chromium: the browser journeys (e2e) will be SKIPPED, not passed.' +
        '\n*** Install it with `apt-get install chromium` to run them.\n',
    );
  }
}

mkdirSync('node_modules/.cache', { recursive: true });
const results = 'node_modules/.cache/vitest-results.json';
rmSync(results, { force: true });
const status = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}`,
  ...args,
]);

if (existsSync(results)) {
  const summary = JSON.parse(readFileSync(results, 'utf8'));
  const skipped = summary.numPendingTests + summary.numTodoTests;
  console.log(
    `\nTests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${skipped} skipped`,
  );
}
process.exit(status);
