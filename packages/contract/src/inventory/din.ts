/**
 * Unit numbers shaped like the ISBT 128 donation identification number (DIN): a 5-character facility
 * code, a 2-digit year and a 6-digit sequence, 13 characters in all, followed by a check character
 * computed with ISO/IEC 7064 MOD 37-2 over those 13 (docs/decisions/0012).
 */
const MOD37_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ*';
const DIN_BODY = /^[0-9A-Z]{13}$/;
const UNIT_NUMBER = /^[0-9A-Z]{13}[0-9A-Z*]$/;

/**
 * The MOD 37-2 check character: each character is worth its place in 0–9A–Z (0–35); the running sum is
 * added to and doubled modulo 37, and the check character is the value that completes it to 1.
 * Throws RangeError unless `din` is 13 characters of 0–9 and upper-case A–Z.
 */
export function dinCheckCharacter(din: string): string {
  if (!DIN_BODY.test(din)) throw new RangeError(`A DIN is 13 characters of 0-9 and A-Z, got "${din}"`);
  let sum = 0;
  for (const character of din) sum = ((sum + MOD37_ALPHABET.indexOf(character)) * 2) % 37;
  return MOD37_ALPHABET.charAt((38 - sum) % 37);
}

export interface DinParts {
  /** Five characters, 0–9 and A–Z, naming the collecting facility. */
  facility: string;
  /** Calendar year of collection; only its last two digits are written. */
  year: number;
  /** Running number within facility and year, 0–999999. */
  sequence: number;
}

/** The 14-character unit number: `A9999` `26` `000001` plus the check character. */
export function formatDin({ facility, year, sequence }: DinParts): string {
  if (!/^[0-9A-Z]{5}$/.test(facility))
    throw new RangeError(`Facility code must be 5 of 0-9, A-Z: "${facility}"`);
  if (!Number.isInteger(year) || year < 0) throw new RangeError(`Year must be a whole number: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 0 || sequence > 999_999) {
    throw new RangeError(`Sequence must be a whole number from 0 to 999999: ${sequence}`);
  }
  const din = `${facility}${String(year % 100).padStart(2, '0')}${String(sequence).padStart(6, '0')}`;
  return din + dinCheckCharacter(din);
}

/** Whether a 14-character unit number carries the right check character; catches one mistyped character. */
export function isValidUnitNumber(unitNumber: string): boolean {
  return UNIT_NUMBER.test(unitNumber) && dinCheckCharacter(unitNumber.slice(0, 13)) === unitNumber.charAt(13);
}

/** The eye-readable form printed under the barcode: `A9999 26 000001 C`. */
export function displayUnitNumber(unitNumber: string): string {
  if (!UNIT_NUMBER.test(unitNumber)) return unitNumber;
  return `${unitNumber.slice(0, 5)} ${unitNumber.slice(5, 7)} ${unitNumber.slice(7, 13)} ${unitNumber.slice(13)}`;
}

/**
 * Whether what a scanner (or a person) typed names this unit: its bag number in any case, or its unit number
 * with or without the spaces it is printed with — as the server's unit lookup matches.
 */
export function unitCodeMatches(code: string, unit: { bagId: string; unitNumber: string | null }): boolean {
  const typed = code.trim();
  if (!typed) return false;
  if (typed.toLowerCase() === unit.bagId.toLowerCase()) return true;
  return unit.unitNumber !== null && typed.toUpperCase().replace(/\s+/g, '') === unit.unitNumber;
}
