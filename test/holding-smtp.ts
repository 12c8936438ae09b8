import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface HoldingSmtp {
  url: string;
  /** Messages whose DATA was accepted (the sender's SMTP transaction completed), per recipient. */
  delivered(to: string): string[];
  /** The next message to `to` is read but never answered, as a server that hangs mid-send. */
  holdNext(to: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP listener that can leave one delivery hanging after DATA: the sender is then in the
 * middle of sending when the test kills it, and the mail counts as delivered only if a later
 * attempt completes.
 */
export async function startHoldingSmtp(): Promise<HoldingSmtp> {
  const delivered = new Map<string, string[]>();
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
          const reached = holds.get(held)!;
          holds.delete(held);
          reached();
          return; // never answered
        }
        for (const address of to) {
          delivered.set(address, [
            ...(delivered.get(address) ?? []),
            Buffer.concat(chunks).toString('utf8'),
          ]);
        }
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered: (to) => delivered.get(to.toLowerCase()) ?? [],
    holdNext: (to) => new Promise<void>((resolve) => holds.set(to.toLowerCase(), resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
