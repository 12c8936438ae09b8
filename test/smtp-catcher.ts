import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  /** The whole message with quoted-printable soft breaks and escapes undone. */
  source: string;
  /** The header section as received (not decoded), folded lines unfolded. */
  headers: string;
  /** The first /auth/v1/verify link of the plain-text part. */
  link: string | undefined;
  /** The message exactly as received (for a MIME parser: attachments). */
  raw: Buffer;
}

export interface SmtpCatcher {
  /** For SMTP_URL. */
  url: string;
  mails: CaughtMail[];
  /** The next mail to `to` (counting mails already caught and not yet taken). */
  nextMailTo(to: string, timeoutMs?: number): Promise<CaughtMail>;
  /**
   * The next message to `to` is read but never answered, as a server that hangs mid-send: a test
   * can kill the sender then. Resolves once that message has arrived.
   */
  holdNext(to: string): Promise<void>;
  /** Resolves after `ms` when no mail to `to` arrived meanwhile; throws otherwise. */
  expectNoMailTo(to: string, ms?: number): Promise<void>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function readMail(bytes: Buffer, to: string[]): CaughtMail {
  const raw = bytes.toString('utf8');
  const source = decodeQuotedPrintable(raw);
  const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
  const link = /https?:\/\/[^\s"<>]+\/auth\/v1\/verify\?[^\s"<>]+/.exec(source)?.[0];
  const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return { to, subject, source, headers, link, raw: bytes };
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  const listeners = new Set<() => void>();
  const holds = new Map<string, () => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const held = to.find((address) => holds.has(address));
        if (held) {
          holds.get(held)?.();
          holds.delete(held);
          return; // never answered
        }
        mails.push(readMail(Buffer.concat(chunks), to));
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const untakenTo = (to: string) =>
    mails.find((mail) => !taken.has(mail) && mail.to.includes(to.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    holdNext: (to) => new Promise<void>((resolve) => holds.set(to.toLowerCase(), resolve)),
    nextMailTo(to, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = untakenTo(to);
          if (!mail) return;
          taken.add(mail);
          listeners.delete(check);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    async expectNoMailTo(to, ms = 1000) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      const mail = untakenTo(to);
      if (mail) throw new Error(`unexpected mail to ${to}: ${mail.subject}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
