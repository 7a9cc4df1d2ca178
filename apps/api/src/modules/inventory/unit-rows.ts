import {
  ageInDays,
  type BloodGroup,
  type Component,
  effectiveUnitState,
  type InventoryUnit,
  statusCodeOf,
} from '@raktsetu/contract';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { bloodRequests, institutions, inventoryUnits } from '../../db/schema/index.js';

const holder = alias(institutions, 'holder');
const target = alias(institutions, 'transfer_target');
const sender = alias(institutions, 'received_from');

/**
 * The columns every unit list reads: the unit and, by name, the institutions and request around it. Named
 * so a page subquery has no two columns of the same name.
 */
const unitFields = {
  id: inventoryUnits.id,
  institutionId: inventoryUnits.institutionId,
  bagId: inventoryUnits.bagId,
  unitNumber: inventoryUnits.unitNumber,
  donorCode: inventoryUnits.donorCode,
  bloodGroup: inventoryUnits.bloodGroup,
  component: inventoryUnits.component,
  collectionDate: inventoryUnits.collectionDate,
  expiryDate: inventoryUnits.expiryDate,
  volumeMl: inventoryUnits.volumeMl,
  massG: inventoryUnits.massG,
  storedIn: inventoryUnits.storedIn,
  state: inventoryUnits.state,
  screening: inventoryUnits.screening,
  transferSentAt: inventoryUnits.transferSentAt,
  transferDeliveryType: inventoryUnits.transferDeliveryType,
  transferComments: inventoryUnits.transferComments,
  transferDetails: inventoryUnits.transferDetails,
  receivedOn: inventoryUnits.receivedOn,
  issuedAt: inventoryUnits.issuedAt,
  processedAt: inventoryUnits.processedAt,
  disposedAt: inventoryUnits.disposedAt,
  holderName: sql<string>`${holder.name}`.as('holder_name'),
  targetName: sql<string | null>`${target.name}`.as('target_name'),
  receivedFromName: sql<string | null>`${sender.name}`.as('received_from_name'),
  requestHospital: sql<string | null>`${bloodRequests.hospitalName}`.as('request_hospital'),
  requestPatientCode: sql<string | null>`${bloodRequests.patientCode}`.as('request_patient_code'),
  requestPatientName: sql<
    string | null
  >`nullif(trim(${bloodRequests.firstName} || ' ' || ${bloodRequests.lastName}), '')`.as(
    'request_patient_name',
  ),
};

/** A select of units with everything a list shows; add the conditions, order and paging. */
export function selectUnits(db: Db) {
  return db
    .select(unitFields)
    .from(inventoryUnits)
    .innerJoin(holder, eq(holder.id, inventoryUnits.institutionId))
    .leftJoin(target, eq(target.id, inventoryUnits.transferToId))
    .leftJoin(sender, eq(sender.id, inventoryUnits.receivedFromId))
    .leftJoin(bloodRequests, eq(bloodRequests.id, inventoryUnits.issuedRequestId))
    .$dynamic();
}

export type UnitListRow = Awaited<ReturnType<typeof selectUnits>>[number];

const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** A unit as the API shows it, with expiry applied to its state. */
export function toInventoryUnit(row: UnitListRow, today: string): InventoryUnit {
  const state = effectiveUnitState(row.state, row.expiryDate, today);
  return {
    _id: row.id,
    bagId: row.bagId,
    unitNumber: row.unitNumber,
    donorId: row.donorCode,
    bloodGroup: row.bloodGroup as BloodGroup,
    component: row.component as Component,
    collectionDate: row.collectionDate,
    expiryDate: row.expiryDate,
    volume: row.volumeMl,
    mass: row.massG,
    storedIn: row.storedIn,
    status: statusCodeOf(state),
    state,
    screening: row.screening,
    isTransferInProcess: state === 'inTransfer',
    inBloodProcessing: state === 'inProcessing',
    receivedOn: iso(row.receivedOn),
    receivedFrom: row.receivedFromName,
    issuedDate: iso(row.issuedAt),
    processedDate: iso(row.processedAt),
    disposedDate: iso(row.disposedAt),
    hospitalName: row.requestHospital,
    patientId: row.requestPatientCode,
    patientName: row.requestPatientName,
    ageDays: ageInDays(row.collectionDate, today),
    transfer:
      state === 'inTransfer' && row.transferSentAt
        ? {
            from: row.holderName,
            to: row.targetName ?? '',
            sentAt: iso(row.transferSentAt) ?? '',
            deliveryType: row.transferDeliveryType ?? '',
            comments: row.transferComments ?? '',
            details: row.transferDetails ?? '',
          }
        : null,
  };
}
