import { Button, type ButtonProps, Stack, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaidLinkError } from 'react-plaid-link';
import { type BankLinkMetadata, bankLinkKindOf, LINK_NOT_LOADED_CODE } from '../model/link-result.ts';

// Each Link loads only when someone opens it: Plaid's (react-plaid-link, then Plaid's script from
// its CDN) in production, the look-alike in the sandbox.
const PlaidLinkLauncher = lazy(() => import('./plaid-link-launcher.tsx'));
const SandboxLinkModal = lazy(() => import('./sandbox-link-modal.tsx'));

/** Why Link closed without an account: Plaid's error object, or ours (LINK_NOT_LOADED) when Link could not load. */
export type BankLinkExitError = PlaidLinkError;

export type BankLinkButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  /**
   * From POST /bankTransfers/recipients/{id}/plaidLinkToken; null while it loads (the button shows
   * it loading; pass `disabled` too if the token could not be had).
   */
  linkToken: string | null;
  /** The recipient linked an account: Plaid Link's onSuccess arguments (one account in `metadata.accounts`). */
  onSuccess: (publicToken: string, metadata: BankLinkMetadata) => void;
  /** Closed without linking (`null`), or Link failed. */
  onExit?: (error: BankLinkExitError | null) => void;
  /** The button's text; "Link your bank" by default. */
  children?: ReactNode;
};

/**
 * Opens the bank-link provider for a link token: the sandbox's look-alike for its own tokens,
 * Plaid Link for any other. Either ends in `onSuccess(publicToken, metadata)`, Plaid Link's shape.
 */
export function BankLinkButton({
  linkToken,
  onSuccess,
  onExit,
  children,
  disabled,
  loading,
  ...button
}: BankLinkButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const [notLoaded, setNotLoaded] = useState(false);
  const kind = open === null ? null : bankLinkKindOf(open);
  const succeed = (publicToken: string, metadata: BankLinkMetadata) => {
    setOpen(null);
    onSuccess(publicToken, metadata);
  };
  const exit = (error: BankLinkExitError | null) => {
    setOpen(null);
    setNotLoaded(error?.error_code === LINK_NOT_LOADED_CODE);
    onExit?.(error);
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button
        {...button}
        disabled={disabled || linkToken === null}
        loading={loading || (linkToken === null && !disabled) || kind === 'plaid'}
        onClick={() => {
          setNotLoaded(false);
          setOpen(linkToken);
        }}
      >
        {children ?? t('bankLink.button')}
      </Button>
      {notLoaded && (
        <Text size="sm" c="red" role="alert">
          {t('bankLink.notLoaded')}
        </Text>
      )}
      <Suspense fallback={null}>
        {open !== null && kind === 'sandbox' && (
          <SandboxLinkModal linkToken={open} onSuccess={succeed} onExit={() => exit(null)} />
        )}
        {open !== null && kind === 'plaid' && (
          <PlaidLinkLauncher linkToken={open} onSuccess={succeed} onExit={exit} />
        )}
      </Suspense>
    </Stack>
  );
}
