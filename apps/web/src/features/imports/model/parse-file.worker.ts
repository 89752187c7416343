/// <reference lib="webworker" />
import type { ImportKind } from '@causeway/domain';
import Papa from 'papaparse';
import { checkFile, uniqueHeaders } from './check-file.ts';

// Our own worker (papaparse's `worker: true` breaks in Vite 8 builds): reading and checking
// 10,000 rows happens here, so the page stays responsive.

export type WorkerRequest =
  | { type: 'parse'; file: File }
  | { type: 'check'; kind: ImportKind; mapping: Record<string, string> };
export type WorkerReply =
  | { type: 'parsed'; text: string; headers: string[]; rowCount: number }
  | { type: 'checked'; preview: ReturnType<typeof checkFile> }
  | { type: 'failed'; message: string };

let headers: string[] = [];
let records: string[][] = [];

const reply = (message: WorkerReply) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    if (request.type === 'parse') {
      const text = (await request.file.text()).replace(/^\uFEFF/, '');
      const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
      const [headerRow = [], ...rest] = parsed.data;
      headers = uniqueHeaders(headerRow);
      records = rest;
      reply({ type: 'parsed', text, headers, rowCount: records.length });
      return;
    }
    reply({ type: 'checked', preview: checkFile(request.kind, headers, records, request.mapping) });
  } catch (error) {
    reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
