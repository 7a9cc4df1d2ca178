import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The first screen must not load the whole app (docs/decisions/0029-code-splitting.md). For every route of
 * the router, what a fresh browser downloads for it — the page, the entry's scripts and stylesheets, and the
 * chunks of the screens the route loads, each with everything they import — counted in gzip bytes from the
 * build (apps/web/dist and Vite's manifest). The sign-in doors are a page of their own (sign-in.html, served
 * by the API at those addresses): for them, that page and what it names. Deterministic, no browser needed.
 */

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const WEB = path.join(ROOT, 'apps/web');
const DIST = path.join(WEB, 'dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const KB = 1000;

/**
 * The sign-in page, what every clerk opens first, often on a slow line. It runs without React and Mantine
 * (apps/web/src/sign-in/), which the app's framework alone would have exceeded.
 */
const LOGIN_BUDGET = 150 * KB;
/** The addresses the API answers with the sign-in page (apps/api/src/plugins/web-static.ts). */
const SIGN_IN_PATHS = ['/login', '/Super-Admin/login'];
/** Any screen, whatever libraries it brings (charts, spreadsheets, maps arrive later). */
const SCREEN_BUDGET = 350 * KB;
/** The Hindi texts (230 KB), in the manifest under their source. */
const HINDI_TEXTS = 'src/locales/hi.json';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The parts of apps/web/src/app/router.tsx this test reads. */
interface Route {
  path?: string;
  index?: boolean;
  children?: Route[];
}
interface RouterModule {
  routes: Route[];
  screenModules: Record<string, () => Promise<unknown>>;
  screenModuleOf(route: Route): string | undefined;
}

interface RouteSize {
  path: string;
  /** Screen modules the route loads, outermost first (a shell, then its page). */
  modules: string[];
  files: string[];
  gzip: number;
  brotli: number;
}

let manifest: Manifest;
let router: RouterModule;
let sizes: RouteSize[];

const gzipSizes = new Map<string, number>();
const brotliSizes = new Map<string, number>();

/** What the server sends a browser that accepts gzip: the .gz copy, or the file itself when that is smaller. */
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    const content = readFileSync(path.join(DIST, file));
    size = Math.min(content.length, gzipSync(content, { level: 9 }).length);
    gzipSizes.set(file, size);
  }
  return size;
}

function brotliSize(file: string): number {
  let size = brotliSizes.get(file);
  if (size === undefined) {
    const content = readFileSync(path.join(DIST, file));
    const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
    size = Math.min(content.length, brotliCompressSync(content, { params }).length);
    brotliSizes.set(file, size);
  }
  return size;
}

/** A chunk and everything it imports statically, with their stylesheets and assets. */
function closure(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

type Page = 'index.html' | 'sign-in.html';

/** A page and every file it names (scripts, preloads, stylesheets, icon). */
function pageFiles(page: Page): Set<string> {
  const html = readFileSync(path.join(DIST, page), 'utf8');
  const files = closure(page, new Set([page]));
  for (const [, href] of html.matchAll(/(?:href|src)="\/([^"]+)"/g)) if (href) files.add(href);
  return files;
}

/** Manifest key of a screen module named as in router.tsx ('features/profile/profile.page'). */
const manifestKey = (module: string) => `src/${module}.tsx`;

/** Every route that shows something, with its full path and the screen modules along the way. */
function leafRoutes(routes: Route[], parentPath = '', parentModules: string[] = []): RouteSize[] {
  return routes.flatMap((route) => {
    const module = router.screenModuleOf(route);
    const modules = module ? [...parentModules, module] : parentModules;
    let fullPath = parentPath;
    if (route.path?.startsWith('/')) fullPath = route.path;
    else if (route.path) fullPath = `${parentPath}/${route.path}`;
    if (route.children) return leafRoutes(route.children, fullPath, modules);
    return [{ path: fullPath || '/', modules, files: [], gzip: 0, brotli: 0 }];
  });
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

beforeAll(async () => {
  if (!existsSync(MANIFEST)) {
    throw new Error(
      `${path.relative(ROOT, MANIFEST)} is missing: run \`npm run build\` first (\`npm test\` does it for you).`,
    );
  }
  manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  // A computed path: the e2e project does not compile the web app, vitest loads it as it is.
  router = (await import(
    /* @vite-ignore */ pathToFileURL(path.join(WEB, 'src/app/router.tsx')).href
  )) as RouterModule;

  const app = pageFiles('index.html');
  const signIn = pageFiles('sign-in.html');
  sizes = leafRoutes(router.routes).map((route) => {
    const isSignIn = SIGN_IN_PATHS.includes(route.path);
    const files = new Set(isSignIn ? signIn : app);
    if (!isSignIn) for (const module of route.modules) closure(manifestKey(module), files);
    const list = [...files];
    return {
      ...route,
      files: list,
      gzip: list.reduce((sum, file) => sum + gzipSize(file), 0),
      brotli: list.reduce((sum, file) => sum + brotliSize(file), 0),
    };
  });

  const width = Math.max(...sizes.map((route) => route.path.length));
  console.log(
    [
      `${'route'.padEnd(width)}  KB gzip  KB brotli  files`,
      ...sizes.map(
        (route) =>
          `${route.path.padEnd(width)}  ${kb(route.gzip).padStart(7)}  ${kb(route.brotli).padStart(9)}  ${String(route.files.length).padStart(5)}`,
      ),
    ].join('\n'),
  );
}, 60_000);

describe('what each screen downloads (docs/decisions/0029)', () => {
  it('loads every screen on demand, none with the first page', () => {
    for (const route of sizes) {
      // The one route without a screen of its own: /Super-Admin sends to its dashboard.
      if (route.path === '/Super-Admin') continue;
      // The sign-in doors: the app only loads the sign-in page there (app/sign-in-door.tsx).
      if (SIGN_IN_PATHS.includes(route.path)) continue;
      expect(route.modules.length, `${route.path} loads no screen module`).toBeGreaterThan(0);
    }
  });

  it('builds every screen module the router names into a chunk of its own', () => {
    for (const module of Object.keys(router.screenModules)) {
      expect(manifest[manifestKey(module)]?.isDynamicEntry, `${module} is not a lazy chunk`).toBe(true);
    }
  });

  it('loads, for each screen module, the file it is named after', async () => {
    for (const [module, load] of Object.entries(router.screenModules)) {
      const named = await import(/* @vite-ignore */ pathToFileURL(path.join(WEB, manifestKey(module))).href);
      expect(await load(), module).toBe(named);
    }
  });

  it.each(SIGN_IN_PATHS)(`keeps %s at most ${LOGIN_BUDGET / KB} KB gzip`, (signInPath) => {
    const login = sizes.find((route) => route.path === signInPath);
    expect(login, `the router has no ${signInPath}`).toBeDefined();
    expect((login?.gzip ?? 0) / KB).toBeLessThanOrEqual(LOGIN_BUDGET / KB);
  });

  it('serves the sign-in doors a page that runs neither React nor Mantine', () => {
    const files = pageFiles('sign-in.html');
    const chunks = Object.values(manifest).filter((chunk) => files.has(chunk.file));
    const appChunks = chunks.filter((chunk) => chunk.name === 'framework' || chunk.name === 'vendor');
    expect(
      appChunks.map((chunk) => chunk.file),
      "the app's library chunks",
    ).toEqual([]);
    for (const file of files) {
      if (!/\.(js|css)$/.test(file)) continue;
      const text = readFileSync(path.join(DIST, file), 'utf8');
      expect(text.match(MANTINE_CLASS), `Mantine in ${file}`).toBeNull();
      expect(text.includes('react.transitional.element'), `React in ${file}`).toBe(false);
    }
  });

  it('keeps the Hindi texts out of both pages, in a chunk loaded when someone chooses Hindi (docs/decisions/0054)', () => {
    const hindi = manifest[HINDI_TEXTS];
    expect(hindi?.isDynamicEntry, `${HINDI_TEXTS} is not a chunk loaded on demand`).toBe(true);
    for (const page of ['index.html', 'sign-in.html'] as const) {
      const files = pageFiles(page);
      expect(files.has(hindi?.file ?? ''), `${page} downloads the Hindi texts with the page`).toBe(false);
      const chunks = Object.values(manifest).filter((chunk) => files.has(chunk.file));
      expect(
        chunks.some((chunk) => chunk.dynamicImports?.includes(HINDI_TEXTS)),
        `${page} has no way to load the Hindi texts`,
      ).toBe(true);
    }
  });

  it(`keeps every route at most ${SCREEN_BUDGET / KB} KB gzip`, () => {
    const over = sizes
      .filter((route) => route.gzip > SCREEN_BUDGET)
      .map((r) => `${r.path}: ${kb(r.gzip)} KB`);
    expect(over).toEqual([]);
  });

  it('loads the Mantine stylesheet of every Mantine component a route renders', () => {
    const stylesheetOf = mantineStylesheets();
    const missing: string[] = [];
    for (const route of sizes) {
      const defined = new Set<string>();
      const used = new Set<string>();
      for (const file of route.files) {
        if (!/\.(js|css)$/.test(file)) continue;
        const target = file.endsWith('.css') ? defined : used;
        for (const [name] of readFileSync(path.join(DIST, file), 'utf8').matchAll(MANTINE_CLASS))
          target.add(name);
      }
      const sheets = new Set(
        [...used].filter((name) => !defined.has(name)).map((name) => stylesheetOf(name)),
      );
      if (sheets.size > 0) missing.push(`${route.path}: import ${[...sheets].join(', ')}`);
    }
    expect(missing, 'import each stylesheet in the file that renders the component').toEqual([]);
  });
});

/** Mantine's class names (and keyframes): m_ and eight hex digits, the same in its scripts and stylesheets. */
const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;

/** Which Mantine stylesheet defines a class, to name it in a failure. */
function mantineStylesheets(): (name: string) => string {
  const owner = new Map<string, string>();
  const mantine = path.join(ROOT, 'node_modules/@mantine');
  for (const pkg of readdirSync(mantine)) {
    const perComponent = path.join(mantine, pkg, 'styles');
    const sheets = existsSync(perComponent)
      ? readdirSync(perComponent)
          .filter((file) => file.endsWith('.layer.css'))
          .map((file) => path.join(perComponent, file))
      : [path.join(mantine, pkg, 'styles.layer.css')].filter(existsSync);
    for (const sheet of sheets) {
      const name = `@mantine/${pkg}/${path.relative(path.join(mantine, pkg), sheet)}`;
      for (const [className] of readFileSync(sheet, 'utf8').matchAll(MANTINE_CLASS)) {
        if (!owner.has(className)) owner.set(className, name);
      }
    }
  }
  return (name) => owner.get(name) ?? `the stylesheet defining ${name}`;
}
