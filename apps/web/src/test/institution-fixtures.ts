import type { InstitutionProfile, InstitutionType } from '@raktsetu/contract';

/** The answer of GET /api/institution/get for a signed-in institution of `type`. */
export function profileAnswer(type: InstitutionType, institutionName = `Test ${type}`) {
  const data: InstitutionProfile = {
    _id: 'inst-1',
    institutionName,
    institutionType: type,
    registrationNumber: 'REG-1',
    contactEmail: 'contact@example.org',
    contactNumber: '9876543210',
    countryCode: '91',
    address: {
      description: '12 Civil Lines, Jaipur',
      city: 'Jaipur',
      state: 'Rajasthan',
      zipcode: '302006',
      location: null,
    },
    status: 'Confirmed',
    state: 'Active',
    images: [],
    addedAt: '2025-01-01T00:00:00.000Z',
  };
  return { body: { code: 200, message: 'Success', content: { data } } };
}
