import {
  type CampRow,
  type CampStatus,
  CONTROL_CHARACTERS_MESSAGE,
  indiaDayAndTime,
  MESSAGES,
} from '@raktsetu/contract';
import type { TFunction } from 'i18next';

/**
 * Texts and small conversions shared by the camp screens (docs/spec/part-1-institution-side.md §2–§5, §8;
 * docs/spec/part-2-operations-and-admin.md §5). The spec's messages keep their English wording, misspellings
 * included; each is shown through an i18n key of its own.
 */

/** Messages of the forms that the contract does not word (a time that is not HH:mm, one bed at least). */
export const CAMP_FORM_RULES = {
  timeFormat: 'Enter the time as HH:mm, e.g. 09:30',
  oneBed: 'A camp needs at least one bed',
  draftName: 'Give the draft a camp name',
  chooseBloodBank: 'Choose the blood bank from the list',
  tooManyFiles: 'Attach at most 5 files',
} as const;

/** The contract's and the forms' messages, each through a key of its own; a server text shows as it came. */
export function campMessageText(t: TFunction): (message: string | undefined) => string | undefined {
  const known: Record<string, string> = {
    [MESSAGES.campAllFiledsRequired]: t('campText.allRequired', MESSAGES.campAllFiledsRequired),
    [MESSAGES.fillRequiredDetails]: t('campText.fillRequired', MESSAGES.fillRequiredDetails),
    [MESSAGES.selectDateTodayOrAfter]: t('campText.dateTodayOrAfter', MESSAGES.selectDateTodayOrAfter),
    [MESSAGES.selectDateAfterToday]: t('campText.dateAfterToday', MESSAGES.selectDateAfterToday),
    [MESSAGES.planMinimumUnits]: t('campText.planMinimum', MESSAGES.planMinimumUnits),
    [MESSAGES.toAfterFrom]: t('campText.toAfterFrom', MESSAGES.toAfterFrom),
    [MESSAGES.commentRequiredForDeclineCamp]: t(
      'campText.declineNeedsComment',
      MESSAGES.commentRequiredForDeclineCamp,
    ),
    [MESSAGES.invalidPhone]: t('campText.invalidPhone', MESSAGES.invalidPhone),
    [MESSAGES.invalidEmail]: t('campText.invalidEmail', MESSAGES.invalidEmail),
    [MESSAGES.invalidDate]: t('campText.invalidDate', MESSAGES.invalidDate),
    [CONTROL_CHARACTERS_MESSAGE]: t('campText.controlCharacters', CONTROL_CHARACTERS_MESSAGE),
    [CAMP_FORM_RULES.timeFormat]: t('campText.timeFormat', CAMP_FORM_RULES.timeFormat),
    [CAMP_FORM_RULES.oneBed]: t('campText.oneBed', CAMP_FORM_RULES.oneBed),
    [CAMP_FORM_RULES.draftName]: t('campText.draftName', CAMP_FORM_RULES.draftName),
    [CAMP_FORM_RULES.chooseBloodBank]: t('campText.chooseBloodBank', CAMP_FORM_RULES.chooseBloodBank),
    [CAMP_FORM_RULES.tooManyFiles]: t('campText.tooManyFiles', CAMP_FORM_RULES.tooManyFiles),
  };
  return (message) => (message ? (known[message] ?? message) : undefined);
}

export function campStatusLabels(t: TFunction): Record<CampStatus, string> {
  return {
    Draft: t('campText.status.draft', 'Draft'),
    Pending: t('campText.status.pending', 'Pending'),
    Accepted: t('campText.status.accepted', 'Accepted'),
    Declined: t('campText.status.declined', 'Declined'),
  };
}

/** The status a person reads: a running camp the blood centre switched off is "Deactivated". */
export function campStatusText(t: TFunction, camp: Pick<CampRow, 'status' | 'active'>): string {
  if (camp.status === 'Accepted' && !camp.active) return t('campText.status.deactivated', 'Deactivated');
  return campStatusLabels(t)[camp.status];
}

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Whether a typed time is a real time of day, `HH:mm` (24-hour). */
export const isTimeText = (text: string) => TIME.test(text.trim());

/** The India time (`HH:mm`) of one end of a camp, or ''. */
export function campTimeOf(iso: string | null | undefined): string {
  return iso ? (indiaDayAndTime(iso)?.time ?? '') : '';
}

/** "09:00 – 15:00", or one end, or '' when the camp has no hours yet. */
export function campHoursText(camp: Pick<CampRow, 'campDuration'>): string {
  const from = campTimeOf(camp.campDuration.startTime);
  const to = campTimeOf(camp.campDuration.endTime);
  return from && to ? `${from} – ${to}` : from || to;
}

/** The India day (`yyyy-mm-dd`) of a camp: its `date`, or the day its hours start. */
export function campDayOf(camp: Pick<CampRow, 'date' | 'campDuration'>): string {
  if (camp.date) return camp.date;
  return camp.campDuration.startTime ? (indiaDayAndTime(camp.campDuration.startTime)?.day ?? '') : '';
}

/** `yyyy-mm-dd` as the forms' date box shows it, `dd/MM/yyyy`. */
export function dayToInput(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** A person's name from its parts. */
export const personName = (person: { firstName: string; lastName: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

/** A count in a form's number box, or '' for none. */
export const countText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** Where a camp's donors are listed (docs/spec/part-1-institution-side.md §2). */
export const campDonorsPath = (campId: string) => `/camp/donors_List?campId=${encodeURIComponent(campId)}`;

/** Where a camp's details are. */
export const campDetailsPath = (campId: string) => `/camp-details/${encodeURIComponent(campId)}`;

/** The camp's address with its city and state, each added only when the address does not already name it. */
export function campAddressText(camp: Pick<CampRow, 'address'>): string {
  const { description, city, state } = camp.address;
  const parts = [description];
  for (const part of [city, state]) {
    if (part && !parts.join(', ').toLowerCase().includes(part.toLowerCase())) parts.push(part);
  }
  return parts.filter(Boolean).join(', ');
}
