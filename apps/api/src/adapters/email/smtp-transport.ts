import nodemailer from 'nodemailer';

export type EmailTransport = {
  send(message: { to: string; subject: string; body: string; html?: string | undefined }): Promise<void>;
};

/**
 * SMTP delivery through nodemailer; SMTP_URL is e.g. smtps://user:pass@smtp.example.org:465. With
 * an HTML part nodemailer writes multipart/alternative: the plain text first, the HTML preferred.
 */
export function createSmtpTransport(smtpUrl: string, from: string): EmailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail(mailOptions(from, message));
    },
  };
}

type OutgoingEmail = Parameters<EmailTransport['send']>[0];

/** What nodemailer sends for one outbox email: text always, html beside it when the email has one. */
export function mailOptions(from: string, { to, subject, body, html }: OutgoingEmail) {
  return { from, to, subject, text: body, ...(html ? { html } : {}) };
}
