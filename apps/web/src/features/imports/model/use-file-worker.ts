import type { ImportKind } from '@causeway/domain';
import { useCallback, useEffect, useRef } from 'react';
import type { WorkerReply, WorkerRequest } from './parse-file.worker.ts';

/** One request to the parsing worker, answered by its next reply. */
export function useFileWorker() {
  const worker = useRef<Worker | null>(null);
  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );
  const send = useCallback((request: WorkerRequest) => {
    worker.current ??= new Worker(new URL('./parse-file.worker.ts', import.meta.url), { type: 'module' });
    const current = worker.current;
    return new Promise<WorkerReply>((resolve) => {
      current.onmessage = (event: MessageEvent<WorkerReply>) => resolve(event.data);
      current.onerror = (event) => resolve({ type: 'failed', message: event.message });
      current.postMessage(request);
    });
  }, []);
  return {
    parse: (file: File) => send({ type: 'parse', file }),
    check: (kind: ImportKind, mapping: Record<string, string>) => send({ type: 'check', kind, mapping }),
  };
}
