import { formatDate } from '@raktsetu/contract';
import PDFDocument from 'pdfkit';

/** What a donation certificate says: nothing medical, no identity number (issue 17 item 5). */
export interface CertificateFacts {
  donorName: string;
  donorCode: string;
  /** The India day of the donation, YYYY-MM-DD. */
  donatedOn: string;
  component: string;
  volumeMl: number | null;
  bloodBankName: string;
  bloodBankPlace: string;
  /** The unit number the blood centre gave the unit, or its bag number when it gave none. */
  unitLabel: 'Unit number' | 'Bag number';
  unitNumber: string;
  /** The donation's id, which the blood centre finds the donation by. */
  reference: string;
}

/** The app's red (apps/web/src/app/theme.ts, blood 6 and 8) and its greys. */
const RED = '#c81e2c';
const DARK_RED = '#9a111d';
const PALE_RED = '#fdecee';
const INK = '#212529';
const GREY = '#5c636a';

/**
 * The standard PDF fonts write Western European text only (WinAnsi); a character outside it would come out as
 * another. Until a font with Indian scripts ships with the app, such a character is replaced by a visible "?"
 * rather than a wrong letter — the donor ID beside the name still identifies the donor.
 */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u20ac]/g, '?');
}

/**
 * A4 landscape, one page. `compress: false` leaves the page's text readable in the file, which the tests
 * use to find the donor's name; the page is small either way (a few kilobytes, no pictures).
 */
export function certificatePdf(
  facts: CertificateFacts,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    compress: options.compress ?? true,
    info: {
      Title: `Certificate of blood donation — ${printable(facts.donorName)}`,
      Author: printable(facts.bloodBankName),
      Creator: 'RaktSetu',
      Subject: `Blood donation on ${formatDate(facts.donatedOn)}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width;
  const height = doc.page.height;
  const centre = { width: width - 160, align: 'center' as const };

  // A double frame in red, and a pale band at the top.
  doc.rect(0, 0, width, height).fill('#ffffff');
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .stroke(RED);
  doc
    .rect(34, 34, width - 68, height - 68)
    .lineWidth(0.75)
    .stroke(DARK_RED);
  doc.rect(35, 35, width - 70, 92).fill(PALE_RED);
  // A blood drop, drawn: a circle under a triangle.
  const dropX = width / 2;
  doc.circle(dropX, 74, 11).fill(RED);
  doc
    .moveTo(dropX - 10.2, 70)
    .lineTo(dropX, 50)
    .lineTo(dropX + 10.2, 70)
    .fill(RED);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(DARK_RED)
    .text('RAKTSETU', 80, 96, { ...centre, characterSpacing: 3 });

  doc
    .font('Helvetica-Bold')
    .fontSize(30)
    .fillColor(RED)
    .text('Certificate of Blood Donation', 80, 150, centre);
  doc.moveDown(0.6);
  doc.font('Helvetica').fontSize(14).fillColor(GREY).text('This certifies that', centre);
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(28).fillColor(INK).text(printable(facts.donorName), centre);
  doc.font('Helvetica').fontSize(11).fillColor(GREY).text(`Donor ID ${facts.donorCode}`, centre);
  doc.moveDown(0.8);
  const given = facts.volumeMl ? `${facts.component}, ${facts.volumeMl} ml` : facts.component;
  doc
    .font('Helvetica')
    .fontSize(15)
    .fillColor(INK)
    .text(`voluntarily donated blood (${printable(given)}) on ${formatDate(facts.donatedOn)} at`, centre);
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(17).fillColor(INK).text(printable(facts.bloodBankName), centre);
  if (facts.bloodBankPlace)
    doc.font('Helvetica').fontSize(13).fillColor(GREY).text(printable(facts.bloodBankPlace), centre);
  doc.moveDown(1);
  doc
    .font('Helvetica-Oblique')
    .fontSize(14)
    .fillColor(DARK_RED)
    .text(
      'Thank you for your gift of blood. It gives a patient in need the chance to recover and live.',
      centre,
    );

  // The facts to check it by, at the foot: the unit, the day, the reference the blood centre finds it by.
  const footY = height - 118;
  doc
    .moveTo(80, footY - 12)
    .lineTo(width - 80, footY - 12)
    .lineWidth(0.5)
    .stroke('#dee2e6');
  const column = (x: number, label: string, value: string) => {
    doc.font('Helvetica').fontSize(9).fillColor(GREY).text(label.toUpperCase(), x, footY, {
      width: 220,
      characterSpacing: 1,
    });
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(INK)
      .text(printable(value), x, footY + 14, { width: 220 });
  };
  column(80, facts.unitLabel, facts.unitNumber);
  column(width / 2 - 110, 'Date of donation', formatDate(facts.donatedOn));
  column(width - 300, 'Issued by', facts.bloodBankName);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(GREY)
    .text(
      `Verification reference ${facts.reference.toUpperCase()} — the blood centre confirms this donation from its records on RaktSetu.`,
      80,
      height - 62,
      centre,
    );

  doc.end();
  return done;
}

/** `certificate-D4829137-2026-03-05.pdf`: the donor ID and the day, nothing else about the donor. */
export const certificateFileName = (facts: Pick<CertificateFacts, 'donorCode' | 'donatedOn'>) =>
  `certificate-${facts.donorCode.replace(/[^A-Za-z0-9-]/g, '')}-${facts.donatedOn}.pdf`;
