import { randomUUID } from 'node:crypto';
import { CHAT_EVENTS, type ChatMessage } from '@raktsetu/contract';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { buildApp } from '../../app.js';
import { issueToken } from '../../lib/tokens.js';
import { latencyLog } from '../../test/latency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { connectChat, joined, redisAnswers, TEST_REDIS_URL, textMessage } from './chat.test-support.js';

// The chat at load (docs/decisions/0048): 1 000 connected sockets of 500 pairs of institutions, each pair split
// over two api processes sharing rooms through Redis. Measured: the time from `send_message` on one process to
// `receive_message` on the other (p50/p95/p99), and messages delivered per second with every pair talking.
const PAIRS = 500;
const BURST = 4;
const REDIS_URL = TEST_REDIS_URL;

let t: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
const pairs: { roomId: string; sender: Socket; receiver: Socket }[] = [];
const latency = latencyLog();
let throughput = '';

/** Resolves when `socket` receives the message with this browser id. */
function arrival(socket: Socket, clientId: string): Promise<void> {
  return new Promise((resolve) => {
    const seen = (message: ChatMessage) => {
      if (message.clientId !== clientId) return;
      socket.off(CHAT_EVENTS.receiveMessage, seen);
      resolve();
    };
    socket.on(CHAT_EVENTS.receiveMessage, seen);
  });
}

async function deliver(pair: (typeof pairs)[number]) {
  const message = textMessage(pair.roomId, `Units update ${Date.now()}`);
  const arrived = arrival(pair.receiver, message.clientId);
  pair.sender.emit(CHAT_EVENTS.sendMessage, message);
  await arrived;
}

const hasRedis = await redisAnswers();

beforeAll(async () => {
  if (!hasRedis) return;
  t = await createTestApp({
    redisUrl: REDIS_URL,
    rateLimit: { perAccount: 1_000_000, perAddress: 1_000_000 },
  });
  second = await buildApp({ config: t.config, database: t.database });
  const urls = [
    await t.app.listen({ port: 0, host: '127.0.0.1' }),
    await second.listen({ port: 0, host: '127.0.0.1' }),
  ];
  const db = t.database.db;
  // 1 000 institutions with one user and one open session each, and a room per pair, written in bulk.
  await db.execute(sql`
    insert into institutions (name, type, contact_email, contact_number, address_description, city, state, status, access_state)
    select 'Bench Centre ' || n, 'BloodBank', 'bench' || n || '@example.in', '9800000000', 'Bench Road', 'Pune', 'Maharashtra', 'Confirmed', 'Active'
    from generate_series(1, ${PAIRS * 2}) n`);
  await db.execute(sql`
    insert into users (institution_id, first_name, email)
    select id, 'Bench', contact_email from institutions where contact_email like 'bench%@example.in'`);
  await db.execute(sql`
    insert into sessions (subject_kind, subject_id, expires_at)
    select 'user', u.id, now() + interval '12 hours' from users u where u.email like 'bench%@example.in'`);
  const rows = (await db.execute(sql`
    select i.id as institution_id, s.id as session_id, u.id as user_id, i.contact_email as email
    from institutions i join users u on u.institution_id = i.id join sessions s on s.subject_id = u.id
    where i.contact_email like 'bench%@example.in'
    order by (regexp_replace(i.contact_email, '[^0-9]', '', 'g'))::int`)) as unknown as {
    rows: { institution_id: string; session_id: string; user_id: string }[];
  };
  const expires = new Date(Date.now() + 12 * 3_600_000);
  const accounts = await Promise.all(
    rows.rows.map(async (row) => ({
      institutionId: row.institution_id,
      token: await issueToken(
        { kind: 'institution', sessionId: row.session_id, subjectId: row.user_id },
        t.config.jwtSecret,
        expires,
      ),
    })),
  );
  for (let i = 0; i < PAIRS; i++) {
    const [a, b] = [accounts[2 * i], accounts[2 * i + 1]] as [(typeof accounts)[0], (typeof accounts)[0]];
    const [low, high] = [a.institutionId, b.institutionId].sort() as [string, string];
    const roomId = randomUUID();
    await db.execute(
      sql`insert into chat_rooms (id, institution_a, institution_b) values (${roomId}, ${low}, ${high})`,
    );
    await db.execute(
      sql`insert into chat_participants (room_id, institution_id) values (${roomId}, ${low}), (${roomId}, ${high})`,
    );
    const sender = await connectChat(urls[0] as string, a.token);
    const receiver = await connectChat(urls[1] as string, b.token);
    await joined(sender, roomId);
    await joined(receiver, roomId);
    pairs.push({ roomId, sender, receiver });
  }
  // Every pair talking at once: BURST messages each, all in flight together.
  const started = performance.now();
  await Promise.all(pairs.flatMap((pair) => Array.from({ length: BURST }, () => deliver(pair))));
  const seconds = (performance.now() - started) / 1000;
  throughput = `${PAIRS * BURST} messages from ${PAIRS} senders to ${PAIRS} receivers on the other process in ${seconds.toFixed(2)} s: ${Math.round((PAIRS * BURST) / seconds)} messages/s (${t.database.kind})`;
}, 600_000);

afterAll(async () => {
  if (!hasRedis) return;
  console.log(`${throughput}\nwith ${PAIRS * 2} sockets connected over two processes:\n${latency.report()}`);
  for (const pair of pairs) {
    pair.sender.close();
    pair.receiver.close();
  }
  await second.close();
  await t.close();
});

describe.skipIf(!hasRedis)(`chat with ${PAIRS * 2} sockets over two processes`, () => {
  let next = 0;
  bench(
    'a message from one process to the other, stored and delivered',
    async () => {
      const pair = pairs[next++ % pairs.length];
      if (pair) await latency.time('delivery across processes', () => deliver(pair));
    },
    { time: 5_000, iterations: 200 },
  );
});
