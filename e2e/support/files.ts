import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

/**
 * Small but real files for the upload steps of the journeys, written to a temporary folder: a person picks
 * a file from disk, and the server checks the content (not the name), so the bytes must be what they claim.
 */

/** A one-page PDF 1.4 with one line of text, with a correct cross-reference table. */
export function samplePdf(line: string): Buffer {
  const text = line.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A `size`×`size` RGB PNG: a white cross on blood red, easy to recognise in a screenshot. Returns the
 * bytes; the colour of the top-left pixel is red (0xC0, 0x1B, 0x2C).
 */
export function samplePng(size = 96): Buffer {
  const rows: Buffer[] = [];
  const bar = Math.max(2, Math.round(size / 6));
  const middle = Math.floor(size / 2);
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB triples
    for (let x = 0; x < size; x++) {
      const onCross =
        (Math.abs(x - middle) < bar && Math.abs(y - middle) < size / 3) ||
        (Math.abs(y - middle) < bar && Math.abs(x - middle) < size / 3);
      const [r, g, b] = onCross ? [0xff, 0xff, 0xff] : [0xc0, 0x1b, 0x2c];
      row.writeUInt8(r, 1 + x * 3);
      row.writeUInt8(g, 2 + x * 3);
      row.writeUInt8(b, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface TempFiles {
  /** Writes `bytes` as `name` in the folder and returns the full path. */
  write(name: string, bytes: Buffer): Promise<string>;
  /** Removes the folder and everything in it. */
  remove(): Promise<void>;
}

export async function tempFiles(): Promise<TempFiles> {
  const dir = await mkdtemp(path.join(tmpdir(), 'raktsetu-e2e-files-'));
  return {
    async write(name, bytes) {
      const file = path.join(dir, name);
      await writeFile(file, bytes);
      return file;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
