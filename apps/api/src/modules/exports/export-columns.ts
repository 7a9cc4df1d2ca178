import {
  ADMIN_STATUS_LABELS,
  DONOR_REACTION_TYPES,
  DONOR_SEVERITIES,
  type ExportKey,
  INDIA_UTC_OFFSET_MS,
  REACTION_OUTCOMES,
  TRANSFUSION_REACTION_TYPES,
  TRANSFUSION_SEVERITIES,
} from '@raktsetu/contract';

/** A cell as a clerk reads it: text, a number, or empty. */
export type Cell = string | number | null;

export interface ExportColumn {
  /** The header as the list screen shows it (English). */
  header: string;
  value: (row: Row) => Cell;
}

// Rows are the list endpoint's own answer; each column reads the fields its screen shows.
// biome-ignore lint/suspicious/noExplicitAny: a row is whichever list's row schema the key names
type Row = any;

const pad2 = (n: number) => String(n).padStart(2, '0');

function indiaParts(value: unknown) {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const india = new Date(date.getTime() + INDIA_UTC_OFFSET_MS);
  return {
    day: `${pad2(india.getUTCDate())}-${pad2(india.getUTCMonth() + 1)}-${india.getUTCFullYear()}`,
    time: `${pad2(india.getUTCHours())}:${pad2(india.getUTCMinutes())}`,
  };
}

/** `DD-MM-YYYY` in India time; a calendar date (`2026-03-05`) stays the day it names. */
export function day(value: unknown): Cell {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}-${m}-${y}`;
  }
  return indiaParts(value)?.day ?? null;
}

/** `DD-MM-YYYY HH:mm` in India time. */
export function dayTime(value: unknown): Cell {
  const parts = indiaParts(value);
  return parts ? `${parts.day} ${parts.time}` : null;
}

const text = (value: unknown): Cell =>
  value === null || value === undefined || value === ''
    ? null
    : typeof value === 'number'
      ? value
      : String(value);
const name = (first: unknown, last: unknown): Cell => text([first, last].filter(Boolean).join(' '));
const phone = (code: unknown, number: unknown): Cell =>
  number ? text(`${code ? `${code} ` : ''}${number}`) : null;

const col = (header: string, value: (row: Row) => Cell): ExportColumn => ({ header, value });

const UNIT_STATES: Record<string, string> = {
  quarantined: 'Quarantined',
  available: 'Available',
  reserved: 'Reserved',
  inTransfer: 'In transfer',
  inProcessing: 'In processing',
  issued: 'Issued',
  disposed: 'Disposed',
  processed: 'Processed',
  unsafe: 'Unsafe',
  expired: 'Expired',
};

/** What a reaction was, how bad, how it ended and what was done, with who wrote it down (`by`) and when. */
function reactionColumns(
  types: Record<string, string>,
  severities: Record<string, string>,
  by: ExportColumn[],
): ExportColumn[] {
  const outcomes: Record<string, string> = REACTION_OUTCOMES;
  return [
    col('Type', (r) =>
      text(r.type === 'other' && r.otherType ? `Other: ${r.otherType}` : (types[r.type] ?? r.type)),
    ),
    col('Severity', (r) => text(severities[r.severity] ?? r.severity)),
    col('Outcome', (r) => text(outcomes[r.outcome] ?? r.outcome)),
    col('Actions taken', (r) => text(r.actions)),
    ...by,
    col('Recorded by (person)', (r) => text(r.recordedBy?.user)),
    col('Recorded on', (r) => dayTime(r.recordedAt)),
  ];
}

const unitBase = [
  col('Bag ID', (r) => text(r.bagId)),
  col('Unit number', (r) => text(r.unitNumber)),
  col('Donor ID', (r) => text(r.donorId)),
  col('Blood Group', (r) => text(r.bloodGroup)),
  col('Component', (r) => text(r.component)),
  col('Volume (ml)', (r) => text(r.volume)),
];
const unitDates = [
  col('Collected on', (r) => day(r.collectionDate)),
  col('Expiry', (r) => day(r.expiryDate)),
];

function inventoryColumns(query: Record<string, unknown>): ExportColumn[] {
  const type = query.type;
  if (type === 'issued')
    return [
      ...unitBase,
      ...unitDates,
      col('Issued on', (r) => day(r.issuedDate)),
      col('Patient', (r) => text(r.patientName)),
      col('Patient ID', (r) => text(r.patientId)),
      col('Hospital', (r) => text(r.hospitalName)),
    ];
  if (type === 'received')
    return [
      ...unitBase,
      ...unitDates,
      col('Received from', (r) => text(r.receivedFrom)),
      col('Received on', (r) => day(r.receivedOn)),
      col('State', (r) => text(UNIT_STATES[r.state] ?? r.state)),
    ];
  if (type === 'disposed') return [...unitBase, ...unitDates, col('Disposed on', (r) => day(r.disposedDate))];
  return [
    ...unitBase,
    col('Stored in', (r) => text(r.storedIn)),
    ...unitDates,
    col('State', (r) => text(UNIT_STATES[r.state] ?? r.state)),
    col('Age (days)', (r) => text(r.ageDays)),
  ];
}

function transferColumns(query: Record<string, unknown>): ExportColumn[] {
  const outgoing = query.type === 'outgoing';
  return [
    ...unitBase,
    ...unitDates,
    outgoing ? col('Sent to', (r) => text(r.transfer?.to)) : col('Sent by', (r) => text(r.transfer?.from)),
    col('Sent on', (r) => dayTime(r.transfer?.sentAt)),
    col('Delivery', (r) => text(r.transfer?.deliveryType)),
    col('Comments', (r) => text(r.transfer?.comments)),
  ];
}

const aroundColumns = [
  col('Donor ID', (r) => text(r.donorId)),
  col('Blood Group', (r) => text(r.bloodGroup)),
  col('Name', (r) => text(r.name)),
  col('LandMark', (r) => text(r.LandMark)),
  // A masked number is shown masked on screen, so it is exported masked too.
  col('Contact No', (r) => text(r.contactNo)),
  col('Gender', (r) => text(r.gender)),
  col('Status', (r) => text(r.status)),
  col('Last Donation', (r) => day(r.date)),
  col('Distance (km)', (r) => (typeof r.distanceKm === 'number' ? Math.round(r.distanceKm * 10) / 10 : null)),
];

const campColumns = [
  col('Date', (r) => day(r.date)),
  col('Camp Name', (r) => text(r.campName)),
  col('Venue', (r) => text(r.venue)),
  col('City', (r) => text(r.address?.city)),
  col('Organiser', (r) => text(r.organiser)),
  col('Mobile no.', (r) => text(r.campCoordinator?.mobileNumber)),
  col('Blood Bank', (r) => text(r.bbName)),
  col('Status', (r) => text(r.status)),
  col('Donors', (r) => text(r.noDonors)),
  col('Donated', (r) => text(r.donated)),
];

const institutionColumns = [
  col('Institution', (r) => text(r.institutionName)),
  col('Registration ID', (r) => text(r.registrationId)),
  col('Type', (r) => text(r.institutionType)),
  col('City', (r) => text(r.address?.city)),
  col('State', (r) => text(r.address?.state)),
  col('Contact', (r) => text(r.contactNumber)),
  col('E-mail', (r) => text(r.contactEmail)),
  col('Registered', (r) => day(r.addedAt)),
  col('Status', (r) => text(r.status)),
  col('Access', (r) => text(r.state)),
];

interface ExportLayout {
  /** The columns, given the list's query (one inventory list shows issued units with other columns). */
  columns: (query: Record<string, unknown>) => ExportColumn[];
  /** People's personal data: every export of it is written to the audit log. */
  personal: boolean;
}

const fixed = (columns: ExportColumn[]) => () => columns;

/** What each export writes: the columns of its screen, as a clerk reads them. No internal ids, no Aadhaar. */
export const EXPORT_LAYOUTS: Record<ExportKey, ExportLayout> = {
  donors: {
    personal: true,
    columns: fixed([
      col('Name', (r) => name(r.firstName, r.lastName)),
      col('Blood Group', (r) => text(r.bloodGroup)),
      col('Donor ID', (r) => text(r.donorId)),
      col('Email', (r) => text(r.email)),
      col('Mobile', (r) => phone(r.countryCode, r.mobileNumber)),
      col('Last Donation Component', (r) => text(r.lastDonationComponent)),
      col('Last Donation Date', (r) => day(r.lastDonationDate)),
      col('Status', (r) => text(r.status)),
    ]),
  },
  'nearby-donors': { personal: true, columns: fixed(aroundColumns) },
  'available-donors': { personal: true, columns: fixed(aroundColumns) },
  patients: {
    personal: true,
    columns: fixed([
      col('Name', (r) => name(r.firstName, r.lastName)),
      col('Patient ID', (r) => text(r.patientId)),
      col('Blood Group', (r) => text(r.bloodGroup)),
      col('Gender', (r) => text(r.gender)),
      col('Age', (r) => text(r.age)),
      col('Mobile', (r) => phone(r.countryCode, r.mobileNumber)),
      col('E-mail', (r) => text(r.email)),
      col('Added on', (r) => day(r.addedAt)),
    ]),
  },
  recipients: {
    personal: true,
    columns: fixed([
      col('Name', (r) => text(r.name)),
      col('Patient ID', (r) => text(r.patientId)),
      col('Blood Group', (r) => text(r.bloodGroup)),
      col('Component', (r) => text(r.component)),
      col('Purpose', (r) => text(r.purpose)),
      col('Hospital/Blood Bank', (r) => text(r.issuedBy)),
      col('Bag ID', (r) => text(r.bagId)),
      col('Date', (r) => day(r.date)),
      col('Expiry Date', (r) => day(r.expiryDate)),
    ]),
  },
  inventory: { personal: false, columns: inventoryColumns },
  transfers: { personal: false, columns: transferColumns },
  'in-processing': {
    personal: false,
    columns: fixed([...unitBase, col('Stored in', (r) => text(r.storedIn)), ...unitDates]),
  },
  requests: {
    personal: true,
    columns: fixed([
      col('Patient', (r) => name(r.details?.firstName, r.details?.lastName)),
      col('Patient ID', (r) => text(r.patientId)),
      col('Blood Group', (r) => text(r.bloodGroup)),
      col('Component', (r) => text(r.component)),
      col('Units', (r) => text(r.units)),
      col('Units received', (r) => text(r.unitsReceived)),
      col('Condition', (r) => text(r.condition)),
      col('Hospital', (r) => text(r.hospitalName)),
      col('Request Date', (r) => day(r.addedAt)),
      col('Required by', (r) => day(r.requiredBy)),
    ]),
  },
  donations: {
    personal: true,
    columns: fixed([
      col('Name', (r) => name(r.donor?.firstName, r.donor?.lastName)),
      col('Blood Group', (r) => text(r.donor?.bloodGroup)),
      col('Donor ID', (r) => text(r.donor?.donorId)),
      col('Date', (r) => day(r.appointment)),
      col('Time', (r) => indiaParts(r.appointment)?.time ?? null),
      col('Status', (r) =>
        text(r.answer === 'accepted' ? 'Accepted' : r.answer === 'declined' ? 'Declined' : 'Awaiting'),
      ),
      col('Mobile No.', (r) => phone(r.donor?.countryCode, r.donor?.mobileNumber)),
    ]),
  },
  camps: { personal: false, columns: fixed(campColumns) },
  'ngo-camps': { personal: false, columns: fixed(campColumns) },
  'camp-donors': {
    personal: true,
    columns: fixed([
      col('Name', (r) => name(r.firstName, r.lastName)),
      col('Blood Group', (r) => text(r.bloodGroup)),
      col('Donor ID', (r) => text(r.donorId)),
      col('Mobile', (r) => text(r.mobileNumber)),
      col('Email', (r) => text(r.email)),
      col('Status', (r) => text(r.status)),
    ]),
  },
  'lab-samples': {
    personal: false,
    columns: fixed([
      col('Sample ID', (r) => text(r.sample?.sampleId_1)),
      col('Donor ID', (r) => text(r.donorId)),
      col('Collected on', (r) => day(r.collectionDate)),
      col('Bag ID', (r) => text(r.bagId)),
      col('Unit number', (r) => text(r.unitNumber)),
      col('Received on', (r) => day(r.receivedOn)),
      col('Received From', (r) => text(r.receivedFrom)),
    ]),
  },
  // Health findings of identifiable donors: audited like a list of people.
  'lab-register': {
    personal: true,
    columns: fixed([
      col('Date', (r) => day(r.labResults?.addedAt)),
      col('Report No', (r) => text(r.labResults?.reportNo)),
      col('Donor ID', (r) => text(r.donorId)),
      col('Bag ID', (r) => text(r.bagId)),
      col('Group', (r) => text(r.bloodGroup)),
      col('BP', (r) => text(r.labResults?.bloodPressure)),
      col('Weight', (r) => text(r.labResults?.weight)),
      col('Hb', (r) => text(r.labResults?.Hb)),
      col('Result', (r) => text(r.labResults?.finalResult)),
    ]),
  },
  // Reactions of identifiable patients and donors: audited like a list of people.
  'transfusion-reactions': {
    personal: true,
    columns: fixed([
      col('Began', (r) => dayTime(r.onsetAt)),
      col('Patient', (r) => text(r.patient?.name)),
      col('Patient ID', (r) => text(r.patient?.code)),
      col('Units', (r) =>
        text((r.units ?? []).map((u: Row) => `${u.bagId} (${u.bloodGroup} ${u.component})`).join(', ')),
      ),
      ...reactionColumns(TRANSFUSION_REACTION_TYPES, TRANSFUSION_SEVERITIES, [
        col('Recorded by', (r) => text(r.recordedBy?.institution)),
      ]),
    ]),
  },
  'donor-reactions': {
    personal: true,
    columns: fixed([
      col('Began', (r) => dayTime(r.onsetAt)),
      col('Donor', (r) => text(r.donation?.donorName)),
      col('Donor ID', (r) => text(r.donation?.donorCode)),
      col('Donated on', (r) => day(r.donation?.donatedOn)),
      col('Bag ID', (r) => text(r.donation?.bagId)),
      ...reactionColumns(DONOR_REACTION_TYPES, DONOR_SEVERITIES, []),
    ]),
  },
  institutions: { personal: false, columns: fixed(institutionColumns) },
  'pending-institutions': { personal: false, columns: fixed(institutionColumns) },
  administrators: {
    personal: true,
    columns: fixed([
      col('Name', (r) => name(r.personalInfo?.firstName, r.personalInfo?.lastName)),
      col('E-mail', (r) => text(r.personalInfo?.email)),
      col('Mobile', (r) => phone(r.personalInfo?.countryCode, r.personalInfo?.mobileNumber)),
      col('Added', (r) => day(r.addedAt)),
      col('Status', (r) =>
        text(ADMIN_STATUS_LABELS[r.status as keyof typeof ADMIN_STATUS_LABELS] ?? r.status),
      ),
    ]),
  },
  audit: {
    personal: true,
    columns: fixed([
      col('When', (r) => dayTime(r.at)),
      col('Who', (r) => text(r.actor?.name ?? r.actor?.email ?? r.actor?.kind)),
      col('Action', (r) => text(r.action)),
      col('Record', (r) => text(r.subject?.name ?? r.subject?.type)),
      col('Institution', (r) => text(r.institution?.name)),
    ]),
  },
  transactions: {
    personal: false,
    columns: fixed([
      col('Date', (r) => day(r.addedAt)),
      col('Transaction ID', (r) => text(r.transactionId)),
      col('Reg. ID', (r) => text(r.recieverDetails?.registrationId)),
      col('Institution', (r) => text(r.recieverDetails?.institutionName)),
      col('Type', (r) => text(r.type === 'subscription' ? 'Subscription' : 'Blood unit')),
      col('Amount (₹)', (r) => text(r.price)),
      col('Units', (r) => text(r.units)),
      col('Plan', (r) => text(r.plan?.planName)),
    ]),
  },
  pricings: {
    personal: false,
    columns: fixed([
      col('Component', (r) => text(r.component)),
      col('Best price (₹)', (r) => text(r.bestPrice)),
      col('North East (₹)', (r) => text(r.northEast)),
      col('Union Territory (₹)', (r) => text(r.unionTerritory)),
      col('Platelets (₹)', (r) => text(r.platelets)),
      col('Whole Blood (₹)', (r) => text(r.wholeBlood)),
      col('TLC (₹)', (r) => text(r.tlc)),
      col('Updated', (r) => day(r.updatedAt)),
    ]),
  },
  plans: {
    personal: false,
    columns: fixed([
      col('Plan Name', (r) => text(r.planName)),
      col('Price (₹)', (r) => text(r.price)),
      col('Quantity', (r) => text(r.quantity)),
      col('Bonus', (r) => text(r.bonusQuantity)),
      col('Condition', (r) => text(r.condition)),
      col('Valid from', (r) => day(r.fromDate)),
      col('Valid to', (r) => day(r.toDate)),
      col('Added', (r) => day(r.addedAt)),
    ]),
  },
  users: {
    personal: true,
    columns: fixed([
      col('Name', (r) => name(r.firstName, r.lastName)),
      col('Donor ID', (r) => text(r.donorId)),
      col('Blood group', (r) => text(r.bloodGroup)),
      col('Contact', (r) => phone(r.countryCode, r.mobileNumber)),
      col('E-mail', (r) => text(r.email)),
      col('City', (r) => text(r.address?.city)),
      col('Donations', (r) => text(r.donation)),
      col('Requests', (r) => text(r.request)),
      col('Joined', (r) => day(r.addedAt)),
      col('Status', (r) => text(r.isBlocked ? 'Blocked' : r.isActive ? 'Active' : 'Inactive')),
    ]),
  },
};
