import { describe, expect, it } from 'vitest';
import { latitudeSchema, longitudeSchema } from './coordinates.js';

describe('coordinates', () => {
  it('are kept to seven decimals, about a centimetre', () => {
    expect(latitudeSchema().parse(18.520430123456)).toBe(18.5204301);
    expect(longitudeSchema().parse('73.856743712')).toBe(73.8567437);
  });

  // Found by the fuzz suite: a subnormal passed the bounds and broke PostgreSQL's earth arithmetic.
  it('turn a value too small to measure into 0', () => {
    expect(latitudeSchema().parse(5e-324)).toBe(0);
    expect(longitudeSchema().parse('-5e-324')).toBe(-0);
  });

  it('stay within the globe', () => {
    expect(latitudeSchema().safeParse(90.1).success).toBe(false);
    expect(longitudeSchema().safeParse(-180.5).success).toBe(false);
    expect(latitudeSchema('Choose the place').safeParse('north').error?.issues[0]?.message).toBe(
      'Choose the place',
    );
  });
});
