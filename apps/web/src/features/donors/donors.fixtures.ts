import type { DonorProfile, Eligibility } from '@raktsetu/contract';

/** Test data only: a known donor of the institution, as GET auth/get-profile answers for her. */
export const DONOR_ID = '0a1b2c3d-1111-4222-8333-444455556666';

export const FIT: Eligibility = {
  eligibleToday: true,
  nextEligibleDate: null,
  deferredUntil: null,
  reasons: [],
};

/** Priya Sharma, fit to donate, with nothing but her profile; `changes` adds what a test needs. */
export function donorProfile(changes: Partial<DonorProfile> = {}): DonorProfile {
  return {
    _id: DONOR_ID,
    donorId: 'RSD-48213',
    firstName: 'Priya',
    lastName: 'Sharma',
    bloodGroup: 'B+',
    gender: 'Female',
    email: 'priya@example.org',
    countryCode: '91',
    mobileNumber: '9822012345',
    lastDonationComponent: 'Whole Blood',
    lastDonationDate: '2025-01-10',
    status: 'Active',
    knownDonor: true,
    eligibility: FIT,
    dateOfBirth: '1992-04-01',
    age: 33,
    height: 162,
    weight: 56,
    bmi: null,
    address: { description: '12 FC Road, Pune', landmark: null },
    addedAt: '2025-02-01T10:00:00.000Z',
    photo: null,
    aadharLast4: null,
    donorType: 'walkIn',
    userType: 'knownDonor',
    isBlocked: false,
    block: null,
    verifiedAt: null,
    refferedBy: null,
    notes: null,
    questionnaire: null,
    vitals: [],
    ...changes,
  };
}
