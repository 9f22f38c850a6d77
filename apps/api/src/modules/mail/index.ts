/** Outgoing mail: templates in the five languages, the queue that sends and retries, the written-mail list. */
export { adminMailRoutes } from './routes.js';
export {
  createMailer,
  MAIL_JOB,
  type MailJob,
  type MailRecipient,
  type MailSources,
  queueMail,
} from './service.js';
export { fileTransport, type MailTransport, smtpTransport } from './transport.js';
