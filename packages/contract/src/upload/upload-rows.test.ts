import { describe, expect, it } from 'vitest';
import { indiaToday } from '../inventory/lifecycle.js';
import {
  checkDonorRow,
  checkInventoryRow,
  repeatedRows,
  type UploadDonor,
  type UploadUnit,
} from './upload-rows.js';

const day = (offset: number) => {
  const date = new Date(`${indiaToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};
const typed = (iso: string) => iso.split('-').reverse().join('/');

const unit = {
  bagId: 'SBC-24-000123',
  bloodGroup: 'b+',
  donorId: '',
  component: 'plasma: fresh frozen',
  volume: '200',
  storedIn: 'Deep freezer 2',
  collectionDate: typed(day(-1)),
  expiryDate: day(364),
  screeningDone: 'yes',
};

const donor = {
  firstName: 'Asha',
  lastName: 'Patil',
  gender: 'female',
  mobileNumber: '+91 98765-43210',
  email: 'Asha.Patil@Example.in',
  bloodGroup: 'o+',
  lastDonationComponent: '',
  dateOfBirth: '1994-06-14',
  height: '',
  weight: '58',
  lastDonationDate: '',
};

describe('an inventory row of the upload', () => {
  it('is read in any letter case, with typed (dd/mm/yyyy) or real (yyyy-mm-dd) dates', () => {
    expect(checkInventoryRow(unit)).toEqual({
      ok: true,
      value: {
        bagId: 'SBC-24-000123',
        bloodGroup: 'B+',
        donorId: null,
        component: 'Plasma Fresh Frozen',
        volume: 200,
        storedIn: 'Deep freezer 2',
        collectionDate: day(-1),
        expiryDate: day(364),
        screeningDone: true,
      },
    });
  });

  it('waits in quarantine unless the screening is said to be done', () => {
    const checked = checkInventoryRow({ ...unit, screeningDone: null });
    expect(checked.ok && checked.value.screeningDone).toBe(false);
  });

  it('says every reason it cannot be stored', () => {
    expect(checkInventoryRow({})).toEqual({
      ok: false,
      reasons: [
        'Bag ID is required',
        'Blood Group is required',
        'Component is required',
        'Volume (ml) is required',
        'Stored In is required',
        'Collection Date is required',
        'Expiry Date is required',
      ],
    });
    expect(
      checkInventoryRow({
        ...unit,
        bagId: 'bag #1',
        bloodGroup: 'C+',
        component: 'Blood',
        volume: '35.5',
        collectionDate: typed(day(1)),
        expiryDate: '31/02/2026',
        screeningDone: 'maybe',
      }),
    ).toEqual({
      ok: false,
      reasons: [
        'A bag number has only letters, digits and - / .',
        'Unknown blood group "C+"',
        'Unknown component "Blood"',
        'Volume must be whole millilitres from 1 to 1000',
        'Expiry Date is not a date (dd/mm/yyyy)',
        'The collection date cannot be after today',
        'Screening Done is Yes or No',
      ],
    });
  });

  it('refuses an expiry before the collection, or already past', () => {
    const reasons = (cells: Record<string, string>) => {
      const checked = checkInventoryRow({ ...unit, ...cells });
      return checked.ok ? [] : checked.reasons;
    };
    expect(reasons({ collectionDate: day(-5), expiryDate: day(-6) })).toEqual([
      'The expiry date must be after the collection date',
    ]);
    expect(reasons({ collectionDate: day(-40), expiryDate: day(-1) })).toEqual([
      'The unit has already expired',
    ]);
  });
});

describe('a donor row of the upload', () => {
  it('is read with the number without +91 or spaces, the e-mail in lower case and the gender as written in the list', () => {
    expect(checkDonorRow(donor)).toEqual({
      ok: true,
      value: {
        firstName: 'Asha',
        lastName: 'Patil',
        gender: 'Female',
        mobileNumber: '9876543210',
        email: 'asha.patil@example.in',
        bloodGroup: 'O+',
        lastDonationComponent: null,
        dateOfBirth: '1994-06-14',
        height: null,
        weight: 58,
        lastDonationDate: null,
      },
    });
  });

  it('needs the six fields of the spec, and valid ones', () => {
    expect(checkDonorRow({})).toEqual({
      ok: false,
      reasons: [
        'First Name is required',
        'Last Name is required',
        'Gender is required',
        'Mobile Number is required',
        'Email is required',
        'Blood Group is required',
      ],
    });
    const checked = checkDonorRow({
      ...donor,
      gender: 'F',
      mobileNumber: '12345',
      email: 'asha@',
      weight: '900',
      lastDonationDate: typed(day(2)),
    });
    expect(checked.ok ? [] : checked.reasons).toEqual([
      'Gender is Male, Female or Other',
      'Mobile Number must be 10 or 11 digits',
      'Email is not valid',
      'The last donation cannot be after today',
      'Weight (kg) is not valid',
    ]);
  });
});

describe("the template's example row", () => {
  it('is refused by name, so it never becomes a real bag or donor', () => {
    const reason = "This is the template's example row: write over it or delete it";
    expect(checkInventoryRow({ ...unit, bagId: 'example-bag-0001' })).toEqual({
      ok: false,
      reasons: [reason],
    });
    expect(checkDonorRow({ ...donor, email: 'Example.Donor@example.com' })).toEqual({
      ok: false,
      reasons: [reason],
    });
  });
});

describe('rows repeated in one file', () => {
  it('refuses the later copy of a bag, or of a person by mobile number or e-mail', () => {
    const bags = [
      { row: 2, value: { bagId: 'A-1' } as UploadUnit },
      { row: 3, value: { bagId: 'a-1' } as UploadUnit },
      { row: 4, value: { bagId: 'A-2' } as UploadUnit },
    ];
    expect([...repeatedRows('inventory', bags)]).toEqual([[3, 'The same bag number is on row 2']]);
    const people = [
      { row: 2, value: { mobileNumber: '9876543210', email: 'a@x.in' } as UploadDonor },
      { row: 3, value: { mobileNumber: '9876543211', email: 'a@x.in' } as UploadDonor },
      { row: 4, value: { mobileNumber: '9876543210', email: 'b@x.in' } as UploadDonor },
      { row: 5, value: { mobileNumber: '9876543212', email: 'c@x.in' } as UploadDonor },
    ];
    expect([...repeatedRows('donors', people).keys()]).toEqual([3, 4]);
  });
});
