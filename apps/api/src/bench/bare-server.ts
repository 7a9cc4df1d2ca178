// The yardstick of `npm run bench:load`: Fastify with nothing but a `pg` pool of the app's size, answering the
// same statements the app's calls run. What the app costs beyond it is its own work: checking the session,
// validating, mapping rows, the envelope, headers.
// Started by load.ts as its own process: node --import tsx bare-server.ts <port> <statements.json>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { replay, type Statement, substituted } from './measure.js';

const [port, statementsFile] = process.argv.slice(2);
const calls = JSON.parse(readFileSync(statementsFile as string, 'utf8')) as Record<string, Statement[]>;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/health', async () => {
  await pool.query('select 1');
  return { status: 'ok' };
});
app.post<{ Params: { name: string }; Body: { replacements?: Record<string, string> } }>(
  '/replay/:name',
  async (request, reply) => {
    const statements = calls[request.params.name];
    if (!statements) return reply.code(404).send({ error: 'no such call' });
    return { rows: await replay(pool, substituted(statements, request.body?.replacements ?? {})) };
  },
);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
