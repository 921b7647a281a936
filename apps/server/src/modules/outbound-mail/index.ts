// The outbound-mail area's public surface: every area that mails someone goes through it.
export { MAIL_LIMITS, MAIL_LIMIT_WINDOW_HOURS, type MailKind, type MailLimit } from './mail-limits.js';
export { reserveMail, sendLimitedMail, type MailSender } from './reserve-mail.js';
