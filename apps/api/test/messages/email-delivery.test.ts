import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOptions } from '../../src/adapters/email/smtp-transport.ts';
import { Outbox } from '../../src/adapters/outbox.ts';
import { OutboxDispatcher } from '../../src/jobs/outbox-dispatcher.ts';
import { passwordResetEmail } from '../../src/messages/templates/identity.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// An email leaves the outbox with its HTML part beside the plain text, and SMTP carries both as
// multipart/alternative.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rendered = passwordResetEmail.render('pa', {
  firstName: 'Gul',
  url: 'http://localhost:3999/reset-password?token=abc&lang=pa',
});

describe('an email with an HTML part', () => {
  it('reaches the transport with both parts', async () => {
    const delivered: { to: string; subject: string; body: string; html?: string | undefined }[] = [];
    const to = `gul-${Date.now()}@example.net`;
    await new Outbox({ email: true, sms: false }).email(t.database.db, { to, ...rendered });
    const dispatcher = new OutboxDispatcher(t.database.db, t.config, {
      email: { send: async (message) => void delivered.push(message) },
    });
    // Other tests' pending messages may go first: deliver until ours is out.
    for (let batch = 0; batch < 10 && !delivered.some((message) => message.to === to); batch += 1)
      await dispatcher.deliverBatch();
    expect(delivered).toContainEqual({
      to,
      subject: rendered.subject,
      body: rendered.body,
      html: rendered.html,
    });
  });

  it('is written as multipart/alternative, the plain text first', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const sent = await transport.sendMail(
      mailOptions('Causeway <no-reply@example.org>', { to: 'gul@example.net', ...rendered }),
    );
    const raw = (sent.message as Buffer).toString('utf8');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw.indexOf('Content-Type: text/plain')).toBeGreaterThan(0);
    expect(raw.indexOf('Content-Type: text/html')).toBeGreaterThan(raw.indexOf('Content-Type: text/plain'));
  });

  it('without an HTML part stays plain text', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const sent = await transport.sendMail(
      mailOptions('Causeway <no-reply@example.org>', { to: 'gul@example.net', subject: 'S', body: 'B' }),
    );
    const raw = (sent.message as Buffer).toString('utf8');
    expect(raw).not.toMatch(/multipart/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
  });
});
