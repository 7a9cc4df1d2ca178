import type { InstitutionType } from '@raktsetu/contract';
import type { InstitutionContext } from '../../plugins/request-context.js';

/**
 * The demo is written through the services, as its key member would have done it: the context of a request
 * from that person, without a session (the seed runs before anyone signs in).
 */
export function seedContext(institution: {
  id: string;
  userId: string;
  type: InstitutionType;
}): InstitutionContext {
  return {
    kind: 'institution',
    sessionId: 'demo-seed',
    userId: institution.userId,
    institutionId: institution.id,
    institutionType: institution.type,
    labMember: false,
  };
}
