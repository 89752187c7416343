// The bank-link provider for the intake screens: one button that opens Plaid Link, or the
// sandbox's look-alike for a sandbox link token, and hands back Plaid Link's (publicToken, metadata).
export {
  BankLinkButton,
  type BankLinkButtonProps,
  type BankLinkExitError,
} from './components/bank-link-button.tsx';
export {
  type BankLinkMetadata,
  bankLinkKindOf,
  LINK_NOT_LOADED_CODE,
  linkedBankOf,
} from './model/link-result.ts';
