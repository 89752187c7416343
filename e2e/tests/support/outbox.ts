import { expect, type Page } from '@playwright/test';

/** A message the sandbox outbox holds (GET /api/sandbox/outbox). */
export type OutboxMessage = { subject: string | null; body: string; createdAt: string };

/** The messages the sandbox outbox holds for an address or phone number, newest first. */
export async function outboxMessages(
  page: Page,
  recipient: string,
  channel: 'email' | 'sms' = 'email',
): Promise<OutboxMessage[]> {
  const response = await page.request.get(
    `/api/sandbox/outbox?recipient=${encodeURIComponent(recipient)}&channel=${channel}`,
  );
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return [...messages].sort((first, second) => second.createdAt.localeCompare(first.createdAt));
}

/**
 * The 6-digit code of the newest email to `email` sent after `since`, skipping the emails whose
 * body holds `skipBodiesWith` (an intake link email carries digits of its own).
 */
export async function latestEmailedCode(
  page: Page,
  email: string,
  since: string,
  skipBodiesWith: string,
): Promise<string> {
  let code = '';
  await expect(async () => {
    const match = (await outboxMessages(page, email))
      .filter((message) => message.createdAt >= since && !message.body.includes(skipBodiesWith))
      .map((message) => /(?<![\d.,])(\d{6})(?![\d]|[.,]\d)/.exec(message.body))
      .find(Boolean);
    expect(match).toBeTruthy();
    code = match![1]!;
  }).toPass({ timeout: 10_000 });
  return code;
}
