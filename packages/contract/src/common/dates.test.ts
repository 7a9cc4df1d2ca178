import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  ageInYears,
  calendarDaysBetween,
  formatDate,
  formatInputDate,
  isAfterToday,
  isBeforeToday,
  isLeapYear,
  parseInputDate,
  sameDayYearsBefore,
} from './dates.js';

describe('formatDate shows DD MMM YYYY in India time', () => {
  it.each([
    ['a date-only value', new Date('2026-03-05T00:00:00.000Z'), '05 Mar 2026'],
    ['Indian midnight', '2026-03-04T18:30:00.000Z', '05 Mar 2026'],
    ['a minute before Indian midnight', '2026-03-04T18:29:00.000Z', '04 Mar 2026'],
    ['New Year in India, still 31 December in UTC', '2026-12-31T20:00:00.000Z', '01 Jan 2027'],
    ['an offset timestamp', '2026-08-15T09:00:00+05:30', '15 Aug 2026'],
    ['epoch milliseconds', Date.UTC(2026, 0, 9), '09 Jan 2026'],
    ['a plain ISO date', '2026-11-30', '30 Nov 2026'],
  ])('%s', (_, value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an invalid Date', new Date('nonsense')],
    // Would otherwise be read as 3 May by the JavaScript parser.
    ['a dd/MM/yyyy string', '05/03/2026'],
    ['free text', 'yesterday'],
  ])('leaves the cell blank for %s', (_, value) => {
    expect(formatDate(value)).toBe('');
  });

  it('names every month in three letters', () => {
    const names = Array.from({ length: 12 }, (_, m) =>
      formatDate(new Date(Date.UTC(2026, m, 15))).slice(3, 6),
    );
    expect(names).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });
});

describe('parseInputDate reads dd/MM/yyyy', () => {
  it.each([
    ['05/03/2026', '2026-03-05T00:00:00.000Z'],
    ['5/3/2026', '2026-03-05T00:00:00.000Z'],
    [' 31/12/2026 ', '2026-12-31T00:00:00.000Z'],
    ['29/02/2024', '2024-02-29T00:00:00.000Z'],
    ['29/02/2000', '2000-02-29T00:00:00.000Z'],
    ['30/04/2026', '2026-04-30T00:00:00.000Z'],
    ['01/01/1950', '1950-01-01T00:00:00.000Z'],
  ])('%j is %s', (text, iso) => {
    expect(parseInputDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    '31/02/2026',
    '29/02/2026',
    '29/02/2100',
    '31/04/2026',
    '00/01/2026',
    '32/01/2026',
    '01/00/2026',
    '01/13/2026',
    '05/03/26',
    '05/03/0999',
    '2026-03-05',
    '05-03-2026',
    '',
    'today',
  ])('refuses %j', (text) => {
    expect(parseInputDate(text)).toBeNull();
  });

  it('gives back what formatInputDate wrote, and the day formatDate shows', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (d) => {
          const typed = formatInputDate(d);
          const parsed = parseInputDate(typed);
          expect(parsed).not.toBeNull();
          expect(formatInputDate(parsed)).toBe(typed);
          expect(formatDate(parsed)).toBe(formatDate(d));
        },
      ),
    );
  });

  it.each([
    [2024, true],
    [2026, false],
    [2000, true],
    [1900, false],
  ])('%i is a leap year: %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });
});

describe('calendar days in India', () => {
  const now = new Date('2026-03-05T06:30:00.000Z'); // 12:00 in India

  it.each([
    ['yesterday', '2026-03-04T00:00:00.000Z', true, false],
    ['today, typed as a date', '2026-03-05T00:00:00.000Z', false, false],
    ['today, later in the evening', '2026-03-05T18:00:00.000Z', false, false],
    ['tomorrow, a minute after Indian midnight', '2026-03-05T18:31:00.000Z', false, true],
    ['tomorrow, typed as a date', '2026-03-06T00:00:00.000Z', false, true],
  ])('%s is before today: %s, after today: %s', (_, value, before, after) => {
    expect(isBeforeToday(value, now)).toBe(before);
    expect(isAfterToday(value, now)).toBe(after);
  });

  it('counts the days between two instants on the Indian wall calendar', () => {
    // 00:30 and 05:30 on 2 January in India, though the first is still 1 January in UTC.
    expect(calendarDaysBetween('2026-01-01T19:00:00.000Z', '2026-01-02T00:00:00.000Z')).toBe(0);
    // 23:30 on 1 January and 05:30 on 2 January in India: six hours, one calendar day.
    expect(calendarDaysBetween('2026-01-01T18:00:00.000Z', '2026-01-02T00:00:00.000Z')).toBe(1);
    expect(calendarDaysBetween('2026-01-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z')).toBe(90);
    expect(calendarDaysBetween('2026-04-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')).toBe(-90);
  });

  it('refuses to count from something that is not a date', () => {
    expect(() => calendarDaysBetween('05/03/2026', '2026-03-05')).toThrow(RangeError);
  });

  it('adds whole days', () => {
    expect(addDays(new Date('2026-01-01T00:00:00.000Z'), 35).toISOString()).toBe('2026-02-05T00:00:00.000Z');
  });
});

describe('age in completed years', () => {
  it.each([
    ['2008-03-05', '2026-03-04', 17],
    ['2008-03-05', '2026-03-05', 18],
    ['1960-12-31', '2026-03-05', 65],
    // A leap-day baby turns 18 on 1 March in a common year.
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
  ])('born %s, on %s: %i', (born, on, age) => {
    expect(ageInYears(born, on)).toBe(age);
  });

  it('refuses a missing date of birth', () => {
    expect(() => ageInYears('', '2026-03-05')).toThrow(RangeError);
  });
});

describe('sameDayYearsBefore', () => {
  it('goes back whole years to the same day', () => {
    expect(sameDayYearsBefore('2026-11-27', 18)).toBe('2008-11-27');
  });

  it('turns 29 February into 28 February in a year without it, and keeps it in a leap year', () => {
    expect(sameDayYearsBefore('2028-02-29', 18)).toBe('2010-02-28');
    expect(sameDayYearsBefore('2028-02-29', 4)).toBe('2024-02-29');
  });
});
