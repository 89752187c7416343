import { ApiError, networkError } from './api-error.ts';
import { takeEarlyGet } from './early-gets.ts';

export { API_BASE_PATH } from '@causeway/contracts';

import { API_BASE_PATH } from '@causeway/contracts';

export type { HttpMethod } from '@causeway/contracts';

import type { HttpMethod } from '@causeway/contracts';

/** One JSON request to the API; answers the parsed body, or throws an ApiError. */
export async function sendJson<T>(
  path: string,
  {
    method = 'GET',
    body,
    accessToken,
    headers: extraHeaders,
  }: { method?: HttpMethod; body?: unknown; accessToken?: string | null; headers?: Record<string, string> },
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  let response: Response;
  try {
    response = await (takeEarlyGet({ path, method, accessToken }) ??
      fetch(`${API_BASE_PATH}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }));
  } catch {
    throw networkError();
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    throw new ApiError(response.status, (parsed ?? {}) as ConstructorParameters<typeof ApiError>[1]);
  }
  return { status: response.status, body: parsed as T };
}
