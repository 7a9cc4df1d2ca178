import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type AttemptCounter, memoryAttemptCounter, redisAttemptCounter } from './attempt-counter.js';

// The Redis counter runs against the machine's Redis (CI has one on 127.0.0.1:6379); without one it is
// reported as skipped, never as passed.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
const redisAvailable = await redis.connect().then(
  () => true,
  () => false,
);
if (!redisAvailable)
  console.warn(`*** Redis is not reachable at ${redisUrl}: the Redis attempt counter is SKIPPED`);
afterAll(async () => {
  if (redisAvailable) await redis.quit();
});

function story(makeCounter: () => { counter: AttemptCounter; advance: (ms: number) => Promise<void> }) {
  return () => {
    it('counts hits inside a window, forgets them after it, and can be reset', async () => {
      const { counter, advance } = makeCounter();
      const key = `test:${randomBytes(4).toString('hex')}`;
      expect(await counter.count(key)).toBe(0);
      expect(await counter.hit(key, 2)).toBe(1);
      expect(await counter.hit(key, 2)).toBe(2);
      expect(await counter.secondsLeft(key)).toBeGreaterThan(0);
      await counter.reset(key);
      expect(await counter.count(key)).toBe(0);

      await counter.hit(key, 1);
      await advance(1100);
      expect(await counter.count(key)).toBe(0);
      expect(await counter.secondsLeft(key)).toBe(0);
    });
  };
}

describe(
  'the in-memory attempt counter',
  story(() => {
    let now = Date.now();
    return {
      counter: memoryAttemptCounter(() => now),
      advance: async (ms) => {
        now += ms;
      },
    };
  }),
);

describe.skipIf(!redisAvailable)(
  'the Redis attempt counter shared by several processes',
  story(() => ({
    counter: redisAttemptCounter(redis, `raktsetu-test-${randomBytes(4).toString('hex')}:`),
    advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  })),
);
