import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string;
}

/** Where mails go: an SMTP server, or `.eml` files in a folder (no server configured). */
export interface MailTransport {
  kind: 'smtp' | 'files';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const message = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  headers: { 'Content-Language': mail.language },
});

/** What sending needs of a nodemailer transport. */
interface Sender {
  sendMail(mail: ReturnType<typeof message>): Promise<{ message?: unknown }>;
  close(): void;
}

/**
 * A nodemailer transport made when the first mail is sent: nodemailer is loaded then, so a server
 * that sends no mail never holds it.
 */
function lazySender(options: string | object): { open: () => Promise<Sender>; close: () => void } {
  let sender: Promise<Sender> | undefined;
  return {
    open: () => {
      sender ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options) as Sender);
      return sender;
    },
    close: () => void sender?.then((opened) => opened.close()),
  };
}

/** Sends through the SMTP server of `url` (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(url: string): MailTransport {
  const transporter = lazySender(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await (await transporter.open()).sendMail(message(mail));
    },
    close: transporter.close,
  };
}

/** A written mail's file name without `.eml`: when it was written (sorts by time), then a random part. */
const newMailId = () => `${new Date().toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`;
const MAIL_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** Writes each mail as an RFC 822 `.eml` file in `dir` (written whole, then renamed into place). */
export function fileTransport(dir: string): MailTransport {
  const writer = lazySender({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    async send(mail) {
      const info = await (await writer.open()).sendMail(message(mail));
      await mkdir(dir, { recursive: true });
      const id = newMailId();
      const partial = path.join(dir, `.${id}.part`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, path.join(dir, `${id}.eml`));
    },
    close: writer.close,
  };
}

export interface WrittenMail {
  _id: string;
  date: string;
  to: string;
  subject: string;
  from: string;
  text: string;
  html: string;
}

/** The mails written to `dir`, newest first (at most `limit`). */
export async function listWrittenMails(
  dir: string,
  limit = 200,
): Promise<Omit<WrittenMail, 'text' | 'html' | 'from'>[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const ids = names
    .filter((name) => name.endsWith('.eml'))
    .map((name) => name.slice(0, -4))
    .filter((id) => MAIL_ID.test(id))
    .sort()
    .reverse()
    .slice(0, limit);
  const mails = await Promise.all(ids.map((id) => readWrittenMail(dir, id)));
  return mails
    .filter((mail): mail is WrittenMail => mail !== undefined)
    .map(({ _id, date, to, subject }) => ({ _id, date, to, subject }));
}

/** One written mail, parsed; undefined when there is none of that id. */
export async function readWrittenMail(dir: string, id: string): Promise<WrittenMail | undefined> {
  if (!MAIL_ID.test(id)) return undefined;
  let source: Buffer;
  try {
    source = await readFile(path.join(dir, `${id}.eml`));
  } catch {
    return undefined;
  }
  // the reader is loaded when an admin first opens the written mails
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(source);
  const addresses = (value: typeof parsed.to) =>
    (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');
  return {
    _id: id,
    date: (parsed.date ?? new Date(0)).toISOString(),
    to: addresses(parsed.to),
    from: addresses(parsed.from),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
  };
}
