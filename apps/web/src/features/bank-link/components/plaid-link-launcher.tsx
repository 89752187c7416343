import { useCallback, useEffect, useRef } from 'react';
import {
  type PlaidLinkError,
  type PlaidLinkOnExit,
  type PlaidLinkOnSuccess,
  usePlaidLink,
} from 'react-plaid-link';
import { type BankLinkMetadata, LINK_NOT_LOADED_CODE } from '../model/link-result.ts';

export type PlaidLinkLauncherProps = {
  linkToken: string;
  onSuccess: (publicToken: string, metadata: BankLinkMetadata) => void;
  /** Closed without linking (`null`), or Link failed (its error, or ours when Link could not load). */
  onExit: (error: PlaidLinkError | null) => void;
};

/** Plaid's script could not load (offline, blocked): Link never opened. */
export const LINK_NOT_LOADED: PlaidLinkError = {
  error_type: 'LINK_ERROR',
  error_code: LINK_NOT_LOADED_CODE,
  error_message: 'Plaid Link could not be loaded',
  display_message: null,
};

/**
 * Plaid Link itself, opened as soon as its script is ready. Loaded on demand (its own chunk, and
 * Plaid's script from its CDN only then), so a page that never links a bank pays nothing for it.
 * Unmounting destroys Link's frame.
 */
export default function PlaidLinkLauncher({ linkToken, onSuccess, onExit }: PlaidLinkLauncherProps) {
  // Link keeps the callbacks it was created with: these stay the same and call the latest props.
  const latest = useRef({ onSuccess, onExit });
  latest.current = { onSuccess, onExit };
  const finished = useRef(false);
  const finish = useCallback((error: PlaidLinkError | null, success?: [string, BankLinkMetadata]) => {
    if (finished.current) return;
    finished.current = true;
    if (success) latest.current.onSuccess(...success);
    else latest.current.onExit(error);
  }, []);
  const handleSuccess = useCallback<PlaidLinkOnSuccess>(
    (publicToken, metadata) =>
      publicToken
        ? finish(null, [publicToken, metadata])
        : finish({
            ...LINK_NOT_LOADED,
            error_code: 'NO_PUBLIC_TOKEN',
            error_message: 'Link gave no public token',
          }),
    [finish],
  );
  const handleExit = useCallback<PlaidLinkOnExit>((error) => finish(error), [finish]);
  const { open, ready, error } = usePlaidLink({
    token: linkToken,
    onSuccess: handleSuccess,
    onExit: handleExit,
  });

  const opened = useRef(false);
  useEffect(() => {
    if (error) finish(LINK_NOT_LOADED);
    else if (ready && !opened.current) {
      opened.current = true;
      open();
    }
  }, [ready, error, open, finish]);
  return null;
}
