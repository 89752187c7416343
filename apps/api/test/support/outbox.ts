import type { FastifyInstance } from 'fastify';

type OutboxMessage = { channel: string; recipient: string; subject: string | null; body: string };

/** Reads the sandbox outbox the way a person or a browser test does. */
export async function outboxFor(app: FastifyInstance, recipient: string): Promise<OutboxMessage[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`,
  });
  return (response.json() as { messages: OutboxMessage[] }).messages;
}

export async function latestCodeFor(app: FastifyInstance, phone: string): Promise<string> {
  const [latest] = await outboxFor(app, phone);
  const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

export async function latestLinkTokenFor(app: FastifyInstance, email: string): Promise<string> {
  const [latest] = await outboxFor(app, email);
  const token = latest?.body.match(/token=([\w%-]+)/)?.[1];
  if (!token) throw new Error(`no link emailed to ${email}`);
  return decodeURIComponent(token);
}
