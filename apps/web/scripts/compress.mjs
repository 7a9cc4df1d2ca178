// After `vite build`: a .br and a .gz beside every page, script, stylesheet and icon of dist/, so the API's
// static server (preCompressed) sends them without compressing on each request (docs/decisions/0029).
// Source maps are left alone: only developer tools fetch them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|webmanifest)$/;

let written = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || file.includes(`${path.sep}.vite${path.sep}`))
    continue;
  const content = readFileSync(file);
  const variants = {
    '.gz': gzipSync(content, { level: 9 }),
    '.br': brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  };
  for (const [extension, compressed] of Object.entries(variants)) {
    // A tiny file can grow when compressed; the server then sends the original.
    if (compressed.length >= content.length) continue;
    writeFileSync(file + extension, compressed);
    written += 1;
  }
}
console.log(
  `compress: wrote ${written} .br/.gz files beside the assets in ${path.relative(process.cwd(), dist)}`,
);
