import { z } from 'zod';

// The 35 permissions of business spec §6, in the documented order.
export const PERMISSIONS = [
  'addMember',
  'deleteMember',
  'createProgram',
  'transferFunds',
  'lockCard',
  'setPin',
  'loadCard',
  'orderCard',
  'viewACHDetails',
  'developerTools',
  'modifyAutoload',
  'createAutoload',
  'cancelAutoload',
  'addCardsToAutoload',
  'deleteCardsFromAutoload',
  'addTagToCard',
  'deleteTagFromCard',
  'createNote',
  'editNote',
  'createSpendRule',
  'modifySpendRule',
  'closeCard',
  'freezeCard',
  'replaceCard',
  'resendVirtualCard',
  'editMetadata',
  'hideTransactionData',
  'createRecipient',
  'sendBankPayment',
  'updateRecipient',
  'fundingAccountView',
  'hideBankPaymentsInformation',
  'viewIndividualRecipient',
  'addBankDetails',
  'editCustomField',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const permissionSchema = z.enum(PERMISSIONS);

// The group words the spec's grant table uses, expanded once here.
export const PERMISSION_GROUPS = {
  tags: ['addTagToCard', 'deleteTagFromCard'],
  notes: ['createNote', 'editNote'],
  spendRules: ['createSpendRule', 'modifySpendRule'],
  autoloadControl: [
    'createAutoload',
    'modifyAutoload',
    'cancelAutoload',
    'addCardsToAutoload',
    'deleteCardsFromAutoload',
  ],
  recipients: ['createRecipient', 'updateRecipient', 'viewIndividualRecipient', 'addBankDetails'],
} as const satisfies Record<string, readonly Permission[]>;
