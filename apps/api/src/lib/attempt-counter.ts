import type { Redis } from 'ioredis';

/**
 * Counts events (failed sign-ins, wrong codes) per key inside a fixed window. In memory for one process;
 * in Redis when several api processes serve one site, so a guesser cannot spread tries across them.
 */
export interface AttemptCounter {
  count(key: string): Promise<number>;
  /** Records one attempt and returns the count inside the current window. */
  hit(key: string, windowSeconds: number): Promise<number>;
  reset(key: string): Promise<void>;
  /** Seconds until the key's window ends (0 when there is none). */
  secondsLeft(key: string): Promise<number>;
}

export function memoryAttemptCounter(now: () => number = () => Date.now()): AttemptCounter {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    count: async (key) => live(key)?.count ?? 0,
    hit: async (key, windowSeconds) => {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      entries.set(key, entry);
      return entry.count;
    },
    reset: async (key) => {
      entries.delete(key);
    },
    secondsLeft: async (key) => {
      const entry = live(key);
      return entry ? Math.ceil((entry.expiresAt - now()) / 1000) : 0;
    },
  };
}

export function redisAttemptCounter(redis: Redis, prefix = 'raktsetu:attempts:'): AttemptCounter {
  return {
    count: async (key) => Number((await redis.get(prefix + key)) ?? 0),
    hit: async (key, windowSeconds) => {
      const [[, count] = [], [, ttl] = []] =
        (await redis
          .multi()
          .incr(prefix + key)
          .ttl(prefix + key)
          .exec()) ?? [];
      if (Number(ttl) < 0) await redis.expire(prefix + key, windowSeconds);
      return Number(count);
    },
    reset: async (key) => {
      await redis.del(prefix + key);
    },
    secondsLeft: async (key) => Math.max(0, await redis.ttl(prefix + key)),
  };
}
