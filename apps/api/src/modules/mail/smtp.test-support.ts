import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The body as the reader sees it, decoded from its transfer encoding (mail in Hindi is not 7-bit). */
  text: string;
}

/** The body of a one-part message, decoded from base64 or quoted-printable as nodemailer chose. */
function bodyOf(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** A real SMTP server on loopback: mail crosses the wire exactly as it would to a production relay. */
export interface SmtpPeer {
  url: string;
  received: ReceivedMail[];
  /** Recipients whose RCPT TO this peer refuses, with the code it answers (451: try later; 550: never). */
  refusing: Map<string, number>;
  /** Refuses every recipient with this code while set, as a relay that is down. */
  refuseAllWith: number | null;
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const peer: SmtpPeer = {
    url: '',
    received: [],
    refusing: new Map(),
    refuseAllWith: null,
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = peer.refuseAllWith ?? peer.refusing.get(address.address);
      if (code === undefined) return callback();
      const refusal = Object.assign(new Error(`${code === 550 ? 'No such mailbox' : 'Try again later'}`), {
        responseCode: code,
      });
      callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        peer.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          text: bodyOf(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  peer.url = `smtp://127.0.0.1:${port}`;
  peer.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return peer;
}

/** Mail the peer received for one address. */
export const receivedBy = (peer: SmtpPeer, address: string) =>
  peer.received.filter((mail) => mail.to.includes(address));

/** Waits until `check` holds, polling every 20 ms, or fails after `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
