import { type AdminPermissions, type InstitutionType, permissionsAtLevel } from '@raktsetu/contract';
import { saveSession } from '../lib/session';

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

export function signInInstitution(type: InstitutionType, institutionName = `Test ${type}`) {
  return saveSession({
    token: 'institution-token',
    expiresAt: inAnHour(),
    institutionType: type,
    institutionId: 'inst-1',
    institutionName,
    user: {
      _id: 'user-1',
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.org',
      designation: 'keymember',
      language: 'en',
    },
  });
}

export function signInAdmin(permissions: AdminPermissions = permissionsAtLevel('Full Permission')) {
  return saveSession({
    token: 'admin-token',
    expiresAt: inAnHour(),
    admin: {
      _id: 'admin-1',
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi@example.org',
      language: 'en',
    },
    permissions,
  });
}

/** A lab member of a blood bank's lab (designation labMember): the lab's two screens and nothing else. */
export function signInLabMember(institutionName = 'Test BloodBank') {
  return saveSession({
    token: 'lab-member-token',
    expiresAt: inAnHour(),
    institutionType: 'BloodBank',
    institutionId: 'inst-1',
    institutionName,
    user: {
      _id: 'user-2',
      firstName: 'Meera',
      lastName: 'Joshi',
      email: 'meera@example.org',
      designation: 'labMember',
      language: 'en',
    },
  });
}
