import {
  type CampChangeStatus,
  type CampDonorChangeStatus,
  type CampPayload,
  campChangeStatusSchema,
  campDonorChangeStatusSchema,
  campInstant,
  campPayloadSchema,
  type DeputeAssign,
  deputeAssignSchema,
  type InstitutionType,
} from '@raktsetu/contract';
import { City, State } from 'country-state-city';
import { createCampDonorsService } from '../../modules/camps/camp-donors.service.js';
import { createCampsService } from '../../modules/camps/camps.service.js';
import { createDonationsService } from '../../modules/camps/donations.service.js';
import { outboxMailer } from '../../modules/mail/mail.service.js';
import type { Notifier } from '../../modules/mail/notifier.js';
import type { InstitutionContext } from '../../plugins/request-context.js';
import type { Db } from '../client.js';
import { distanceKm } from './india.js';
import { seedContext } from './seed-context.js';

/** A demo institution as the camps need it. */
export interface CampInstitution {
  id: string;
  userId: string;
  name: string;
  type: InstitutionType;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// The demo tells nobody: camp invitations are not sent from a seed.
const silent: Notifier = { transport: 'none', sms: async () => {} };

const VENUES = [
  'Town Hall',
  'Government College Auditorium',
  'Community Centre',
  'District Hospital Grounds',
];
const SPONSORS = ['Rotary Club', 'Lions Club', 'Indian Red Cross Society', 'Nehru Yuva Kendra'];

/** A camp's form as a blood centre fills it, for a day and a place. */
function campForm(day: string, place: { name: string; city: string; state: string }, n: number): CampPayload {
  const sponsor = SPONSORS[n % SPONSORS.length] as string;
  return {
    campName: `${place.city} Voluntary Blood Donation Camp`,
    sponsoredBy: `${sponsor}, ${place.city}`,
    organiser: place.name,
    noOfBeds: 10 + (n % 4) * 5,
    targetUnits: 100 + (n % 5) * 25,
    campDuration: { startTime: campInstant(day, '09:00'), endTime: campInstant(day, '16:00') },
    campCoordinator: {
      name: 'Camp Coordinator',
      mobileNumber: `98${String(20_000_000 + n * 7919).slice(0, 8)}`,
      email: `camps${n}@sponsor.example`,
    },
    bloodBankCoordinator: {
      name: 'Medical Officer',
      mobileNumber: `97${String(30_000_000 + n * 6007).slice(0, 8)}`,
      email: `mo${n}@bloodcentre.example`,
    },
    venue: `${VENUES[n % VENUES.length]}, ${place.city}`,
    address: {
      description: `${VENUES[n % VENUES.length]}, ${place.city}, ${place.state}`,
      city: place.city,
      state: place.state,
    },
  };
}

/**
 * The demo's camps (docs/decisions/0046), made through the same services as the screens: a scheduled camp in
 * every state and union territory in the coming weeks, each run by the nearest demo blood centre; today's camps
 * at the Pune and Bengaluru centres with donors assigned, some donated (quarantined units and samples for the
 * lab), some in the chair, one deferred; camps the NGO asked for — one waiting, one declined; and a draft.
 */
export async function seedDemoCamps(
  db: Db,
  input: {
    today: string;
    centres: CampInstitution[];
    ngo: CampInstitution;
    todayCampsAt: string[];
    publicUrl: string;
  },
) {
  const now = () => new Date(`${input.today}T06:30:00Z`);
  // The NGO's request and the centre's answer are mailed as in use: the demo's outbox shows them.
  const camps = createCampsService({
    db,
    mailer: outboxMailer(db, undefined),
    publicUrl: input.publicUrl,
    now,
  });
  const donations = createDonationsService({ db, pepper: new Uint8Array(32), now });
  const campDonors = createCampDonorsService({ db, donations, notifier: silent, now });
  // Every input goes through the contract's schemas, as a request to the API would.
  const addCamp = (ctx: InstitutionContext, payload: CampPayload) =>
    camps.add(ctx, campPayloadSchema.parse(payload));
  const changeCamp = (ctx: InstitutionContext, change: CampChangeStatus) =>
    camps.changeStatus(ctx, campChangeStatusSchema.parse(change));
  const record = (ctx: InstitutionContext, change: CampDonorChangeStatus) =>
    campDonors.changeStatus(ctx, campDonorChangeStatusSchema.parse(change));
  const assign = (ctx: InstitutionContext, body: DeputeAssign) =>
    campDonors.assign(ctx, deputeAssignSchema.parse(body));
  const nearest = (latitude: number, longitude: number) =>
    [...input.centres].sort(
      (a, b) => distanceKm(a, { latitude, longitude }) - distanceKm(b, { latitude, longitude }),
    )[0] as CampInstitution;

  const states = State.getStatesOfCountry('IN');
  for (const [n, state] of states.entries()) {
    const city = City.getCitiesOfState('IN', state.isoCode)[0]?.name ?? state.name;
    const centre = nearest(Number(state.latitude), Number(state.longitude));
    const day = shiftDay(input.today, 3 + ((n * 5) % 56));
    const { camp } = await addCamp(
      seedContext(centre),
      campForm(day, { name: centre.name, city, state: state.name }, n),
    );
    await changeCamp(seedContext(centre), {
      id: camp._id,
      action: 'Accepted',
      schedule: {
        campDuration: { startTime: campInstant(day, '09:00'), endTime: campInstant(day, '16:00') },
        noOfBeds: camp.noOfBeds ?? 10,
        targetUnits: camp.targetUnits ?? 100,
      },
    });
  }

  for (const [n, centreId] of input.todayCampsAt.entries()) {
    const centre = input.centres.find((c) => c.id === centreId) as CampInstitution;
    const ctx = seedContext(centre);
    const { city } = centre;
    const form = campForm(input.today, { name: centre.name, city, state: centre.state }, 100 + n);
    const { camp } = await addCamp(ctx, {
      ...form,
      campName: `${city} ${n === 0 ? 'Youth' : 'IT Park'} Blood Drive`,
    });
    await changeCamp(ctx, {
      id: camp._id,
      action: 'Accepted',
      schedule: {
        campDuration: form.campDuration as { startTime: string; endTime: string },
        noOfBeds: 12,
        targetUnits: 120,
      },
    });
    const candidates = await campDonors.candidates(ctx, {
      type: 'camp',
      id: camp._id,
      page: 1,
      limit: 12,
      sort: 'name',
      order: 'asc',
    });
    const donors = candidates.data.filter((donor) => donor.bloodGroup).map((donor) => donor._id);
    await assign(ctx, { type: 'camp', id: camp._id, donors });
    for (const [i, donorId] of donors.slice(0, 8).entries()) {
      const bag = `CAMP${n + 1}-${String(i + 1).padStart(3, '0')}`;
      const deferred = i === 7;
      await record(ctx, {
        status: 'DonationInProcess',
        donorId,
        campId: camp._id,
        sample: {
          height: 165 + i,
          weight_1: 58 + i * 2,
          hb: deferred ? 11.4 : 13.2 + (i % 3) * 0.4,
          bp: `${118 + i}/${76 + (i % 4)}`,
          kitNumber: `KIT-${bag}`,
          bagId: bag,
          bagType: i % 2 === 0 ? 'double' : 'SAGM',
          sampleId_1: `${bag}-S1`,
          sampleId_2: `${bag}-S2`,
          sampleId_3: `${bag}-S3`,
        },
      });
      // Five donated, two still in the chair, one deferred; the rest wait their turn.
      if (i < 5) {
        await record(ctx, {
          status: 'Approve',
          donorId,
          campId: camp._id,
          sample: {
            startTime: `10:${String(i * 10).padStart(2, '0')}`,
            endTime: `10:${String(i * 10 + 9).padStart(2, '0')}`,
            volume: 350,
            weight_2: 410 + i,
            storedIn: 'Quarantine refrigerator 1',
            temperature: 4,
            dataPostBy: 'Staff Nurse on camp duty',
            haveExplainedProtocolsPrecautionsForDonation: true,
            preDonationHealthCheckFilled: true,
            comfortableDuringProcess: 'yes',
            clottingIssuesDuringAfterProcess: 'no',
            issuePostDonationRecovery: 'no',
          },
        });
      }
    }
  }

  // The NGO's requests of the first centre: one waits for its answer, one it declined, one it scheduled; and the
  // centre's own draft.
  const pune = input.centres.find((c) => c.id === input.todayCampsAt[0]) as CampInstitution;
  const ngoCamp = (campName: string, days: number, n: number): CampPayload => {
    const day = shiftDay(input.today, days);
    return {
      campName,
      institutionId: pune.id,
      bbName: 'Medical Officer, camps',
      organiser: input.ngo.name,
      campDuration: { startTime: campInstant(day, '09:30'), endTime: campInstant(day, '14:30') },
      campCoordinator: {
        name: 'Volunteer Lead',
        mobileNumber: `99${String(40_000_000 + n).slice(0, 8)}`,
        email: `lead${n}@ngo.example`,
      },
      venue: 'Gurudwara Hall, Camp',
      address: { description: `Gurudwara Hall, Camp, ${pune.city}`, city: pune.city, state: pune.state },
      comments: 'Around 150 volunteers from the community are expected.',
    };
  };
  await addCamp(seedContext(input.ngo), ngoCamp('Guru Nanak Jayanti Blood Donation Camp', 9, 1));
  const { camp: declined } = await addCamp(
    seedContext(input.ngo),
    ngoCamp('Sunday Market Blood Drive', 4, 2),
  );
  await changeCamp(seedContext(pune), {
    id: declined._id,
    action: 'Declined',
    comments: 'Our camp team is at another drive that week; please propose another Sunday.',
  });
  // One the centre scheduled, to which the NGO sends donors of its own.
  const { camp: scheduledNgoCamp } = await addCamp(
    seedContext(input.ngo),
    ngoCamp('Community Blood Donation Drive', 12, 3),
  );
  const day = shiftDay(input.today, 12);
  await changeCamp(seedContext(pune), {
    id: scheduledNgoCamp._id,
    action: 'Accepted',
    schedule: {
      campDuration: { startTime: campInstant(day, '09:30'), endTime: campInstant(day, '14:30') },
      noOfBeds: 10,
      targetUnits: 100,
    },
  });
  const ngoDonors = await campDonors.candidates(seedContext(input.ngo), {
    type: 'camp',
    id: scheduledNgoCamp._id,
    page: 1,
    limit: 6,
    sort: 'name',
    order: 'asc',
  });
  await assign(seedContext(input.ngo), {
    type: 'camp',
    id: scheduledNgoCamp._id,
    donors: ngoDonors.data.map((donor) => donor._id),
  });
  await addCamp(seedContext(pune), { status: 'Draft', campName: 'Republic Day Blood Drive' });
}
