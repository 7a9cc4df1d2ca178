import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdfkit shows, read back without a PDF library: each content stream inflated when it
 * is compressed, and the hex strings of its TJ operators decoded (the standard fonts write WinAnsi, one byte a
 * character). Enough to check a certificate names its donor; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const pieces: string[] = [];
  for (const match of source.matchAll(/<<([\s\S]*?)>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = source.indexOf('endstream', start);
    let body = pdf.subarray(start, end);
    if (match[1]?.includes('/FlateDecode')) {
      try {
        body = inflateSync(body);
      } catch {
        continue;
      }
    }
    const content = body.toString('latin1');
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(operator[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      pieces.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return pieces.join(' ');
}
