import { inflateSync } from 'node:zlib';

/**
 * The text a pdfkit PDF shows, one entry per text-showing operator (TJ), read from its (deflated) content streams:
 * pdfkit writes standard-font text as hex strings of WinAnsi codes inside `[...] TJ` arrays, split where kerning
 * applies. Tests read what a viewer would print, not what they hope the bytes contain. Test support only.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  const streamPattern = /stream\r?\n/g;
  for (let match = streamPattern.exec(raw); match; match = streamPattern.exec(raw)) {
    const begin = match.index + match[0].length;
    const end = raw.indexOf('endstream', begin);
    if (end < 0) break;
    const bytes = pdf.subarray(begin, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const tj of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ/g)) {
      const hexes = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '');
      lines.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
    streamPattern.lastIndex = end;
  }
  return lines;
}

/** All shown text joined by newlines. */
export const pdfText = (pdf: Buffer): string => pdfTextLines(pdf).join('\n');
