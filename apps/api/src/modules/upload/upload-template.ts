import {
  BLOOD_GROUPS,
  COMPONENTS,
  GENDERS,
  UPLOAD_COLUMNS,
  UPLOAD_EXAMPLE,
  type UploadKind,
} from '@raktsetu/contract';
import ExcelJS from 'exceljs';

/** Rows of the template that carry the drop-down lists and date format, below the example. */
const PREPARED_ROWS = 2_000;

const LISTS = {
  bloodGroup: BLOOD_GROUPS,
  component: COMPONENTS,
  gender: GENDERS,
  yesNo: ['Yes', 'No'],
} as const;

const EXAMPLES: Record<UploadKind, (today: Date) => Record<string, string | number | Date>> = {
  inventory: (today) => ({
    bagId: UPLOAD_EXAMPLE.bagId,
    bloodGroup: 'B+',
    donorId: '',
    component: 'Red Cells Packed',
    volume: 350,
    storedIn: 'Refrigerator 1, shelf 2',
    collectionDate: dayBefore(today, 3),
    expiryDate: dayBefore(today, -39),
    screeningDone: 'Yes',
  }),
  donors: (today) => ({
    firstName: 'Asha',
    lastName: 'Patil',
    gender: 'Female',
    mobileNumber: '9876543210',
    email: UPLOAD_EXAMPLE.email,
    bloodGroup: 'O+',
    lastDonationComponent: 'Whole Blood',
    dateOfBirth: new Date(Date.UTC(1994, 5, 14)),
    height: 160,
    weight: 58,
    lastDonationDate: dayBefore(today, 120),
  }),
};

function dayBefore(today: Date, days: number): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days));
}

const columnLetter = (index: number) => String.fromCharCode(65 + index);

/**
 * The template of a tab (docs/spec/part-2-operations-and-admin.md §2, §3): the columns in the order the
 * upload reads them, a header row, one example row, drop-down lists for the coded columns and dd/mm/yyyy
 * dates. The lists live on a hidden sheet because Excel limits a list typed into a rule to 255 characters.
 */
export async function uploadTemplate(kind: UploadKind, today = new Date()): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'RaktSetu';
  const sheet = workbook.addWorksheet(kind === 'inventory' ? 'Inventory' : 'Donors', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const lists = workbook.addWorksheet('Lists', { state: 'veryHidden' });
  const listRanges: Record<string, string> = {};
  Object.entries(LISTS).forEach(([name, values], index) => {
    const letter = columnLetter(index);
    values.forEach((value, row) => {
      lists.getCell(`${letter}${row + 1}`).value = value;
    });
    listRanges[name] = `Lists!$${letter}$1:$${letter}$${values.length}`;
  });

  const columns = UPLOAD_COLUMNS[kind];
  sheet.columns = columns.map((column) => ({
    header: column.required ? `${column.title} *` : column.title,
    key: column.key,
    width: Math.max(14, column.title.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(EXAMPLES[kind](today));

  columns.forEach((column, index) => {
    const letter = columnLetter(index);
    const choices = 'choices' in column ? column.choices : undefined;
    const range = `${letter}2:${letter}${PREPARED_ROWS + 1}`;
    if ('date' in column && column.date)
      for (let row = 2; row <= PREPARED_ROWS + 1; row++)
        sheet.getCell(`${letter}${row}`).numFmt = 'dd/mm/yyyy';
    // One rule for the column's range (a rule per cell makes exceljs write overlapping ranges Excel repairs).
    if (choices)
      (
        sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } }
      ).dataValidations.add(range, {
        type: 'list',
        allowBlank: !column.required,
        formulae: [listRanges[choices] as string],
        showErrorMessage: true,
        errorTitle: column.title,
        error: `Choose from the list`,
      });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
