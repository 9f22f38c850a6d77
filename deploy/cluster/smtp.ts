import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** An SMTP receiver on a loopback port that counts the mails each address was sent. */
export interface MailCounter {
  url: string;
  /** Mails received so far for `address` (lower case). */
  count(address: string): number;
  total(): number;
  close(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<MailCounter> {
  const received = new Map<string, number>();
  let total = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        total += 1;
        for (const to of session.envelope.rcptTo) {
          const address = to.address.toLowerCase();
          received.set(address, (received.get(address) ?? 0) + 1);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    count: (address) => received.get(address.toLowerCase()) ?? 0,
    total: () => total,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
