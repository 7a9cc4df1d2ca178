import { z } from 'zod';
import { isBloodGroup } from '../blood/groups.js';
import { hasControlCharacters, TEXT_LIMITS } from '../common/text.js';
import { isValidEmail } from '../common/validation.js';
import { GENDERS } from '../donors/donor.js';
import { COMPONENTS } from '../inventory/components.js';
import { bagIdSchema } from '../inventory/inventory-schemas.js';
import { indiaToday } from '../inventory/lifecycle.js';
import { calendarDay, heightCmSchema, mobileNumberSchema, weightKgSchema } from '../people/person-fields.js';

/**
 * The spreadsheet upload (docs/spec/part-2-operations-and-admin.md §2 "Spreadsheet upload", §3 upload rows, §5
 * "Excel upload"; docs/decisions/0049). The browser reads the file and checks each row with these rules for
 * its preview; the server checks every row again with the same rules, then against the platform (a bag
 * already in stock, a person already on RaktSetu).
 */
export const UPLOAD_KINDS = ['inventory', 'donors'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

interface UploadColumn<K extends string> {
  key: K;
  /** The template's header. */
  title: string;
  required: boolean;
  /** The template offers a drop-down list of these values. */
  choices?: 'bloodGroup' | 'component' | 'gender' | 'yesNo';
  /** The template formats the column's cells dd/mm/yyyy. */
  date?: boolean;
}

/** The columns in order; the first row of the sheet is their header and is skipped. */
export const INVENTORY_UPLOAD_COLUMNS = [
  { key: 'bagId', title: 'Bag ID', required: true },
  { key: 'bloodGroup', title: 'Blood Group', required: true, choices: 'bloodGroup' },
  { key: 'donorId', title: 'Donor ID', required: false },
  { key: 'component', title: 'Component', required: true, choices: 'component' },
  { key: 'volume', title: 'Volume (ml)', required: true },
  { key: 'storedIn', title: 'Stored In', required: true },
  { key: 'collectionDate', title: 'Collection Date', required: true, date: true },
  { key: 'expiryDate', title: 'Expiry Date', required: true, date: true },
  // Not in the spec's row: without it a unit would be available untested. Empty means "No": the unit waits
  // in quarantine for the lab, as the desk form's default (docs/decisions/0044, 0049).
  { key: 'screeningDone', title: 'Screening Done (Yes/No)', required: false, choices: 'yesNo' },
] as const satisfies readonly UploadColumn<string>[];

export const DONOR_UPLOAD_COLUMNS = [
  { key: 'firstName', title: 'First Name', required: true },
  { key: 'lastName', title: 'Last Name', required: true },
  { key: 'gender', title: 'Gender', required: true, choices: 'gender' },
  { key: 'mobileNumber', title: 'Mobile Number', required: true },
  { key: 'email', title: 'Email', required: true },
  { key: 'bloodGroup', title: 'Blood Group', required: true, choices: 'bloodGroup' },
  { key: 'lastDonationComponent', title: 'Last Donation Component', required: false, choices: 'component' },
  { key: 'dateOfBirth', title: 'Date of Birth', required: false, date: true },
  { key: 'height', title: 'Height (cm)', required: false },
  { key: 'weight', title: 'Weight (kg)', required: false },
  { key: 'lastDonationDate', title: 'Last Donation Date', required: false, date: true },
] as const satisfies readonly UploadColumn<string>[];

export const UPLOAD_COLUMNS = { inventory: INVENTORY_UPLOAD_COLUMNS, donors: DONOR_UPLOAD_COLUMNS } as const;

/**
 * The key of the template's example row (row 2). A clerk may fill the rows below it and forget to delete it, so
 * a row carrying it is refused by name rather than stored as a real bag or donor.
 */
export const UPLOAD_EXAMPLE = { bagId: 'EXAMPLE-BAG-0001', email: 'example.donor@example.com' } as const;
const EXAMPLE_ROW = "This is the template's example row: write over it or delete it";

/** The rows of one file the server stores in one transaction, and the rows of one call. */
export const UPLOAD_LIMITS = {
  rows: 100_000,
  rowsPerPart: 2_000,
  /** The largest file the browser reads. */
  fileBytes: 40 * 1024 * 1024,
} as const;

/** What a cell holds once read: text, or a calendar day `yyyy-mm-dd` for a real date cell; null when empty. */
export type UploadCell = string | null;
export const uploadCellSchema = z
  .string()
  .max(TEXT_LIMITS.line)
  .refine((text) => !hasControlCharacters(text), 'Remove the special characters from this cell')
  .nullable();

export const UPLOAD_MESSAGES = {
  onlyXlsx: 'Choose an Excel workbook (.xlsx)',
  disguised: 'This file is not an Excel workbook (.xlsx), whatever its name says',
  protected: 'This workbook is protected by a password; save it without one and try again',
  broken: 'This workbook cannot be read; it may be damaged',
  empty: 'The sheet has no rows under the header',
  tooLarge: `The file is larger than ${UPLOAD_LIMITS.fileBytes / 1024 / 1024} MB`,
  tooManyRows: `Upload at most ${UPLOAD_LIMITS.rows.toLocaleString('en-IN')} rows at a time`,
  nothingValid: 'No row of the file can be stored: see the reason beside each row',
} as const;

const required = (title: string) => `${title} is required`;

type Checked<T> = { ok: true; value: T } | { ok: false; reasons: string[] };

function day(text: string | null): string | null {
  return text ? calendarDay(text) : null;
}

/** Days are India's: a unit collected this morning in India is not "after today" before 05:30 UTC. */
const today = () => indiaToday();

/** A stock unit of the upload (docs/spec/part-2-operations-and-admin.md §3 upload inventory row; status 0). */
export interface UploadUnit {
  bagId: string;
  bloodGroup: string;
  donorId: string | null;
  component: string;
  volume: number;
  storedIn: string;
  collectionDate: string;
  expiryDate: string;
  screeningDone: boolean;
}

/** Checks one inventory row on its own: every reason it cannot be stored, or the unit it stands for. */
export function checkInventoryRow(cells: Record<string, UploadCell>): Checked<UploadUnit> {
  const reasons: string[] = [];
  const text = (key: string) => cells[key]?.trim() || null;
  for (const column of INVENTORY_UPLOAD_COLUMNS)
    if (column.required && !text(column.key)) reasons.push(required(column.title));

  const bagId = text('bagId');
  if (bagId?.toUpperCase() === UPLOAD_EXAMPLE.bagId) return { ok: false, reasons: [EXAMPLE_ROW] };
  if (bagId) {
    const bag = bagIdSchema.safeParse(bagId);
    if (!bag.success) reasons.push(bag.error.issues[0]?.message ?? 'Bag ID is not valid');
  }
  const bloodGroup = text('bloodGroup')?.toUpperCase() ?? null;
  if (bloodGroup && !isBloodGroup(bloodGroup)) reasons.push(`Unknown blood group "${text('bloodGroup')}"`);
  const component = text('component');
  const knownComponent = component ? componentNamed(component) : null;
  if (component && !knownComponent) reasons.push(`Unknown component "${component}"`);
  const volumeText = text('volume');
  const volume = volumeText ? Number(volumeText) : Number.NaN;
  if (volumeText && !(Number.isInteger(volume) && volume >= 1 && volume <= 1000))
    reasons.push('Volume must be whole millilitres from 1 to 1000');
  const storedIn = text('storedIn');
  if (storedIn && storedIn.length > TEXT_LIMITS.name)
    reasons.push(`Stored In has at most ${TEXT_LIMITS.name} characters`);
  const donorId = text('donorId');
  if (donorId && donorId.length > 40) reasons.push('Donor ID has at most 40 characters');

  const collectionDate = day(text('collectionDate'));
  const expiryDate = day(text('expiryDate'));
  if (text('collectionDate') && !collectionDate) reasons.push('Collection Date is not a date (dd/mm/yyyy)');
  if (text('expiryDate') && !expiryDate) reasons.push('Expiry Date is not a date (dd/mm/yyyy)');
  if (collectionDate && collectionDate > today()) reasons.push('The collection date cannot be after today');
  if (collectionDate && expiryDate && expiryDate <= collectionDate)
    reasons.push('The expiry date must be after the collection date');
  else if (expiryDate && expiryDate < today()) reasons.push('The unit has already expired');

  const screening = text('screeningDone')?.toLowerCase() ?? 'no';
  if (!['yes', 'no'].includes(screening)) reasons.push('Screening Done is Yes or No');

  if (reasons.length > 0) return { ok: false, reasons };
  return {
    ok: true,
    value: {
      bagId: bagId as string,
      bloodGroup: bloodGroup as string,
      donorId,
      component: knownComponent as string,
      volume,
      storedIn: storedIn as string,
      collectionDate: collectionDate as string,
      expiryDate: expiryDate as string,
      screeningDone: screening === 'yes',
    },
  };
}

/** A donor of the upload (docs/spec/part-2-operations-and-admin.md §3 upload donor row; country code +91). */
export interface UploadDonor {
  firstName: string;
  lastName: string;
  gender: (typeof GENDERS)[number];
  mobileNumber: string;
  email: string;
  bloodGroup: string;
  lastDonationComponent: string | null;
  dateOfBirth: string | null;
  height: number | null;
  weight: number | null;
  lastDonationDate: string | null;
}

/** Checks one donor row on its own: every reason it cannot be stored, or the donor it stands for. */
export function checkDonorRow(cells: Record<string, UploadCell>): Checked<UploadDonor> {
  const reasons: string[] = [];
  const text = (key: string) => cells[key]?.trim() || null;
  for (const column of DONOR_UPLOAD_COLUMNS)
    if (column.required && !text(column.key)) reasons.push(required(column.title));

  if (text('email')?.toLowerCase() === UPLOAD_EXAMPLE.email) return { ok: false, reasons: [EXAMPLE_ROW] };
  for (const key of ['firstName', 'lastName'] as const) {
    const name = text(key);
    if (name && name.length > TEXT_LIMITS.name)
      reasons.push(
        `${key === 'firstName' ? 'First' : 'Last'} Name has at most ${TEXT_LIMITS.name} characters`,
      );
  }
  const genderText = text('gender');
  const gender = GENDERS.find((value) => value.toLowerCase() === genderText?.toLowerCase()) ?? null;
  if (genderText && !gender) reasons.push('Gender is Male, Female or Other');
  const mobileText = text('mobileNumber');
  const mobile = mobileText ? mobileNumberSchema.safeParse(mobileText.replace(/[\s-]/g, '')) : null;
  if (mobile && !mobile.success) reasons.push('Mobile Number must be 10 or 11 digits');
  const email = text('email')?.toLowerCase() ?? null;
  if (email && !(email.length <= TEXT_LIMITS.email && isValidEmail(email)))
    reasons.push('Email is not valid');
  const bloodGroup = text('bloodGroup')?.toUpperCase() ?? null;
  if (bloodGroup && !isBloodGroup(bloodGroup)) reasons.push(`Unknown blood group "${text('bloodGroup')}"`);
  const componentText = text('lastDonationComponent');
  const component = componentText ? componentNamed(componentText) : null;
  if (componentText && !component) reasons.push(`Unknown component "${componentText}"`);

  const dateOfBirth = day(text('dateOfBirth'));
  if (text('dateOfBirth') && !dateOfBirth) reasons.push('Date of Birth is not a date (dd/mm/yyyy)');
  if (dateOfBirth && dateOfBirth >= today()) reasons.push('The date of birth must be before today');
  const lastDonationDate = day(text('lastDonationDate'));
  if (text('lastDonationDate') && !lastDonationDate)
    reasons.push('Last Donation Date is not a date (dd/mm/yyyy)');
  if (lastDonationDate && lastDonationDate > today()) reasons.push('The last donation cannot be after today');

  const measure = (key: 'height' | 'weight', schema: typeof heightCmSchema, title: string) => {
    const value = text(key);
    if (!value) return null;
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      reasons.push(`${title} is not valid`);
      return null;
    }
    return parsed.data ?? null;
  };
  const height = measure('height', heightCmSchema, 'Height (cm)');
  const weight = measure('weight', weightKgSchema, 'Weight (kg)');

  if (reasons.length > 0) return { ok: false, reasons };
  return {
    ok: true,
    value: {
      firstName: text('firstName') as string,
      lastName: text('lastName') as string,
      gender: gender as UploadDonor['gender'],
      mobileNumber: mobile?.success ? mobile.data : '',
      email: email as string,
      bloodGroup: bloodGroup as string,
      lastDonationComponent: component,
      dateOfBirth,
      height,
      weight,
      lastDonationDate,
    },
  };
}

/** A component named in any letter case, with or without the spec's "Plasma: Fresh Frozen" colon. */
function componentNamed(text: string): string | null {
  const wanted = text.replace(/:/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
  return COMPONENTS.find((name) => name.toLowerCase() === wanted) ?? null;
}

/**
 * Rows that repeat an earlier row of the same file: the same bag (inventory), or the same mobile number or
 * e-mail (donors). Answers, by row number, why the later one is refused.
 */
export function repeatedRows(
  kind: UploadKind,
  rows: ReadonlyArray<{ row: number; value: UploadUnit | UploadDonor }>,
): Map<number, string> {
  const seen = new Map<string, number>();
  const repeated = new Map<number, string>();
  for (const { row, value } of rows) {
    const keys =
      kind === 'inventory'
        ? [`bag:${(value as UploadUnit).bagId.toLowerCase()}`]
        : [`mobile:${(value as UploadDonor).mobileNumber}`, `email:${(value as UploadDonor).email}`];
    const earlier = keys.map((key) => seen.get(key)).find((found) => found !== undefined);
    if (earlier !== undefined) {
      repeated.set(
        row,
        kind === 'inventory'
          ? `The same bag number is on row ${earlier}`
          : `The same person (mobile number or e-mail) is on row ${earlier}`,
      );
      continue;
    }
    for (const key of keys) seen.set(key, row);
  }
  return repeated;
}

// ---- the calls -----------------------------------------------------------------------------------------

/** One row of a part: its row number in the sheet (the header is row 1) and its cells by column key. */
export const uploadRowSchema = z.object({
  row: z
    .number()
    .int()
    .min(2)
    .max(UPLOAD_LIMITS.rows + 1),
  cells: z.record(z.string().max(40), uploadCellSchema),
});

/**
 * One part of an upload. The browser sends the file's rows in parts of at most 2,000 (under the 2 MB body limit), numbered from 1; the
 * server keeps them aside and stores every valid row of all parts in one transaction when the last arrives.
 */
export const uploadPartSchema = z.object({
  /** Made by the browser for this upload; a part sent again (a retry) replaces the earlier copy. */
  uploadId: z.uuid(),
  part: z.number().int().min(1),
  parts: z
    .number()
    .int()
    .min(1)
    .max(Math.ceil(UPLOAD_LIMITS.rows / UPLOAD_LIMITS.rowsPerPart)),
  rows: z.array(uploadRowSchema).min(1, 'A part has at least one row').max(UPLOAD_LIMITS.rowsPerPart),
});
export type UploadPart = z.input<typeof uploadPartSchema>;

export const refusedRowSchema = z.object({ row: z.number(), reasons: z.array(z.string()) });
export type RefusedRow = z.infer<typeof refusedRowSchema>;

export const uploadAnswerSchema = z.object({
  /** Rows of this part (or, for the last part, of the whole upload) refused, with why. */
  refused: z.array(refusedRowSchema),
  /** Set once the last part is in: what the upload stored. */
  stored: z
    .object({
      /** New units, or new donors. */
      added: z.number(),
      /** Donors already on RaktSetu, linked to the institution instead of copied. */
      linked: z.number(),
      refused: z.number(),
    })
    .nullable(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
