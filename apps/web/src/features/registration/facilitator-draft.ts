import type { StoredFile } from '../../lib/files';

/**
 * The facilitator form is long and often filled in over several sittings: its draft stays in
 * localStorage until the registration succeeds (docs/spec/part-1-institution-side.md §2). Declarations
 * are not kept — they are ticked afresh when the form is sent.
 */
export interface FacilitatorDraft {
  facilitatorType: string;
  institutionName: string;
  registrationNumber: string;
  address: string;
  state: string;
  city: string;
  postalCode: string;
  latitude: string;
  longitude: string;
  firstName: string;
  lastName: string;
  emailId: string;
  designation: string;
  mobileNumber: string;
  certificate: StoredFile | null;
}

export const FACILITATOR_DRAFT_KEY = 'registration.facilitatorDraft';

export const EMPTY_FACILITATOR: FacilitatorDraft = {
  facilitatorType: '',
  institutionName: '',
  registrationNumber: '',
  address: '',
  state: '',
  city: '',
  postalCode: '',
  latitude: '',
  longitude: '',
  firstName: '',
  lastName: '',
  emailId: '',
  designation: '',
  mobileNumber: '',
  certificate: null,
};

const DRAFT_KEYS = Object.keys(EMPTY_FACILITATOR) as (keyof FacilitatorDraft)[];

/** Only the draft's own fields, whatever else the form holds. */
export function draftOf(values: Partial<Record<keyof FacilitatorDraft, unknown>>): FacilitatorDraft {
  const draft: FacilitatorDraft = { ...EMPTY_FACILITATOR };
  for (const key of DRAFT_KEYS) {
    const value = values[key];
    if (key === 'certificate') {
      const file = value as Partial<StoredFile> | null | undefined;
      draft.certificate =
        file && typeof file.name === 'string' && typeof file.location === 'string'
          ? { name: file.name, location: file.location }
          : null;
    } else if (typeof value === 'string') {
      draft[key] = value;
    }
  }
  return draft;
}

export function readFacilitatorDraft(): FacilitatorDraft {
  try {
    const raw = window.localStorage.getItem(FACILITATOR_DRAFT_KEY);
    return raw ? draftOf(JSON.parse(raw) as Record<string, unknown>) : EMPTY_FACILITATOR;
  } catch {
    return EMPTY_FACILITATOR;
  }
}

export function saveFacilitatorDraft(draft: FacilitatorDraft): void {
  try {
    const empty = JSON.stringify(draft) === JSON.stringify(EMPTY_FACILITATOR);
    if (empty) window.localStorage.removeItem(FACILITATOR_DRAFT_KEY);
    else window.localStorage.setItem(FACILITATOR_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, only the draft is not kept.
  }
}

export function clearFacilitatorDraft(): void {
  try {
    window.localStorage.removeItem(FACILITATOR_DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
}
