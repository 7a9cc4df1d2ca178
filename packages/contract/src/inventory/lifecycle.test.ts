import { describe, expect, it } from 'vitest';
import {
  ageBandOf,
  ageInDays,
  disposeRefusal,
  effectiveUnitState,
  expiryDayOf,
  indiaToday,
  isExpiredOn,
  isExpiringWithin,
  issueRefusal,
  moveRefusal,
  statusCodeOf,
} from './lifecycle.js';
import { processVolumeLimit } from './process.js';

describe('expiry', () => {
  it('is the collection day plus the shelf life, and a unit is usable through that day', () => {
    expect(expiryDayOf('Whole Blood', '2026-11-01')).toBe('2026-12-06');
    expect(expiryDayOf('Platelets Random Donor', '2026-11-26')).toBe('2026-12-01');
    expect(expiryDayOf('Plasma Fresh Frozen', '2026-02-28')).toBe('2027-02-28');
    expect(isExpiredOn('2026-12-06', '2026-12-06')).toBe(false);
    expect(isExpiredOn('2026-12-06', '2026-12-07')).toBe(true);
  });

  it('overtakes a unit on the shelf the day after its expiry, whatever state was stored', () => {
    expect(effectiveUnitState('available', '2026-11-25', '2026-11-26')).toBe('expired');
    expect(effectiveUnitState('quarantined', '2026-11-25', '2026-11-26')).toBe('expired');
    expect(effectiveUnitState('available', '2026-11-26', '2026-11-26')).toBe('available');
    // An issued or disposed unit stays what it is: expiry no longer matters to it.
    expect(effectiveUnitState('issued', '2026-11-25', '2026-11-26')).toBe('issued');
    expect(effectiveUnitState('inTransfer', '2026-11-25', '2026-11-26')).toBe('inTransfer');
  });

  it('counts a unit as expiring within a window only while it has not expired', () => {
    expect(isExpiringWithin('2026-11-26', '2026-11-26', 1)).toBe(true);
    expect(isExpiringWithin('2026-11-28', '2026-11-26', 3)).toBe(true);
    expect(isExpiringWithin('2026-11-29', '2026-11-26', 3)).toBe(false);
    expect(isExpiringWithin('2026-11-25', '2026-11-26', 3)).toBe(false);
  });

  it('takes today from the Indian calendar: 20:00 UTC is already tomorrow in India', () => {
    expect(indiaToday(new Date('2026-11-26T20:00:00Z'))).toBe('2026-11-27');
    expect(indiaToday(new Date('2026-11-26T18:00:00Z'))).toBe('2026-11-26');
  });
});

describe('the spec’s status code', () => {
  it('reads 0 while a unit is held or on its way, 1 disposed, 3 issued and 5 processed', () => {
    expect(
      ['quarantined', 'available', 'inTransfer', 'inProcessing', 'expired', 'unsafe'].map((s) =>
        statusCodeOf(s as never),
      ),
    ).toEqual([0, 0, 0, 0, 0, 0]);
    expect(statusCodeOf('disposed')).toBe(1);
    expect(statusCodeOf('issued')).toBe(3);
    expect(statusCodeOf('processed')).toBe(5);
  });
});

describe('which unit may go where', () => {
  const unit = { state: 'available', bloodGroup: 'O-', component: 'Red Cells Packed' } as const;

  it('issues an available unit compatible with the patient, for its component class', () => {
    expect(issueRefusal(unit, 'AB+')).toBeNull();
    expect(issueRefusal({ ...unit, bloodGroup: 'A+' }, 'O+')).toBe(
      'A+ Red Cells Packed is not compatible with an O+ patient',
    );
    // Plasma goes the other way round: AB plasma to anyone, O plasma only to O.
    expect(issueRefusal({ ...unit, bloodGroup: 'AB-', component: 'Plasma Fresh Frozen' }, 'O+')).toBeNull();
    expect(
      issueRefusal({ ...unit, bloodGroup: 'O+', component: 'Plasma Fresh Frozen' }, 'A+'),
    ).not.toBeNull();
    // A Bombay patient receives only Bombay red cells.
    expect(issueRefusal(unit, 'HH')).not.toBeNull();
    expect(issueRefusal({ ...unit, bloodGroup: 'HH' }, 'HH')).toBeNull();
  });

  it('says why a unit that is not available cannot be issued, transferred or processed', () => {
    expect(issueRefusal({ ...unit, state: 'quarantined' }, 'O-')).toBe(
      'This unit is quarantined: its screening is not released yet',
    );
    expect(issueRefusal({ ...unit, state: 'expired' }, 'O-')).toBe('This unit has expired');
    expect(issueRefusal({ ...unit, state: 'unsafe' }, 'O-')).toBe(
      'This unit is unsafe: the lab failed it (a reactive screening test or a Fail)',
    );
    expect(moveRefusal({ state: 'inTransfer' })).toBe('This unit is in transfer to another institution');
    expect(moveRefusal({ state: 'available' })).toBeNull();
  });

  it('lets anything still held go to the bin, but not a unit on its way or already gone', () => {
    for (const state of ['quarantined', 'available', 'expired', 'unsafe'] as const) {
      expect(disposeRefusal({ state })).toBeNull();
    }
    for (const state of ['inTransfer', 'inProcessing', 'issued', 'disposed', 'processed'] as const) {
      expect(disposeRefusal({ state })).not.toBeNull();
    }
  });
});

describe('ageing and processing', () => {
  it('puts a unit in its age band by whole days since collection', () => {
    expect(ageInDays('2026-11-19', '2026-11-26')).toBe(7);
    expect(ageBandOf(7)).toBe('0-7 days');
    expect(ageBandOf(8)).toBe('8-14 days');
    expect(ageBandOf(36)).toBe('Over 35 days');
  });

  it('bounds the components planned from a processing batch by 90 % of the blood in it', () => {
    expect(processVolumeLimit(6, 450)).toBe(2430);
    expect(processVolumeLimit(12, 350)).toBe(3780);
  });
});
