
/** A PDF being written: pdfkit's document plus a promise of the finished bytes. */
export interface PdfWriter {
  doc: PDFKit.PDFDocument;
  /** Ends the document and resolves with its bytes. */
  finish: () => Promise<Buffer>;
}

/**
 * A letter-size document with the platform's metadata. pdfkit reads its standard fonts (.afm) from its own package
 * folder at run time, which is why the bundle keeps it external. Loaded on the first PDF, like exceljs for workbooks
 * (worklist-workbook.ts): most starts of the API never write one.
 */
export async function openPdf(title: string, createdAt: Date): Promise<PdfWriter> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: title, Author: 'Curate CDI', CreationDate: createdAt } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

export function heading(doc: PDFKit.PDFDocument, text: string, size = 16): void {
  doc.font('Helvetica-Bold').fontSize(size).text(text);
  doc.font('Helvetica').fontSize(10);
}

export function line(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
}
