import { importEndpoints } from '@causeway/contracts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { endpointUrl } from '../../../lib/api/call.ts';
import { API_BASE_PATH } from '../../../lib/api/http.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { refreshAccessToken } from '../../../lib/session/tokens.ts';

async function fetchResult(url: string) {
  return fetch(`${API_BASE_PATH}${url}`, {
    headers: { accept: 'text/csv', authorization: `Bearer ${sessionStore.get().accessToken ?? ''}` },
  });
}

/** The result file (one line per row: what was created or why not), saved as the browser's download. */
export async function downloadImportResult(businessId: string, importId: string, fileName: string) {
  const url = endpointUrl(importEndpoints.result, { id: businessId, importId });
  let response = await fetchResult(url);
  if (response.status === 401) {
    await refreshAccessToken();
    response = await fetchResult(url);
  }
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => ({})));
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = `${fileName.replace(/\.csv$/i, '')}-result.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}
