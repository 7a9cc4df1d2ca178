import { describe, expect, it } from 'vitest';
import { cleanClock, cleanMeasure, cleanPressure, cleanTemperature } from './donation-fields';

describe('the donation boxes keep only what fits as the clerk types', () => {
  it('put the colon of a time in after the hours', () => {
    expect(cleanClock('0915')).toBe('09:15');
    expect(cleanClock('9:05')).toBe('9:05');
    expect(cleanClock('14')).toBe('14');
    expect(cleanClock('14:3')).toBe('14:3');
    expect(cleanClock('1x4y30')).toBe('14:30');
    expect(cleanClock('09:300')).toBe('09:30');
  });

  it('keep a blood pressure to digits and one slash, three digits either side', () => {
    expect(cleanPressure('120/80')).toBe('120/80');
    expect(cleanPressure('120 / 80 mmHg')).toBe('120/80');
    expect(cleanPressure('1200/800')).toBe('120/800');
    expect(cleanPressure('120/8/0')).toBe('120/80');
  });

  it('never take a measure below zero, but a storage temperature may be', () => {
    expect(cleanMeasure('-56.5 kg')).toBe('56.5');
    expect(cleanMeasure('1234567')).toBe('123456');
    expect(cleanTemperature('-4')).toBe('-4');
    expect(cleanTemperature('4.0°C')).toBe('4.0');
  });
});
