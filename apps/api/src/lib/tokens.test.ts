import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueToken, readToken, type TokenSubject } from './tokens.js';

const subject: TokenSubject = { kind: 'institution', subjectId: randomUUID(), sessionId: randomUUID() };
const secret = () => new Uint8Array(randomBytes(32));

describe('session tokens', () => {
  it('are read back while they last, also when read again, and not after they expire', async () => {
    const key = secret();
    const token = await issueToken(subject, key, new Date(Date.now() + 1500));
    expect(await readToken(token, key)).toEqual(subject);
    // The second reading comes from the tokens already verified; it must end at the same moment.
    expect(await readToken(token, key)).toEqual(subject);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await readToken(token, key)).toBeNull();
  });

  it('are refused when forged, changed or signed with another secret, whatever was verified before', async () => {
    const key = secret();
    const token = await issueToken(subject, key, new Date(Date.now() + 60_000));
    expect(await readToken(token, key)).toEqual(subject);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await readToken(`${header}.${payload}.${otherSignature}`, key)).toBeNull();
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const widened = Buffer.from(JSON.stringify({ ...claims, kind: 'admin' })).toString('base64url');
    expect(await readToken(`${header}.${widened}.${signature}`, key)).toBeNull();
    expect(await readToken(token, secret())).toBeNull();
    expect(await readToken('not a token', key)).toBeNull();
  });
});
