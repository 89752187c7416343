import nodemailer from 'nodemailer';

export type EmailTransport = { send(message: { to: string; subject: string; body: string }): Promise<void> };

/** SMTP delivery through nodemailer; SMTP_URL is e.g. smtps://user:pass@smtp.example.org:465 */
export function createSmtpTransport(smtpUrl: string, from: string): EmailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, body }) {
      await transporter.sendMail({ from, to, subject, text: body });
    },
  };
}
