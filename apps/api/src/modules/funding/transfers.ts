import type { DepositType } from '@causeway/domain';
import type { FixedCustomFields } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { businessAccountId } from '../../ledger/accounts.ts';
import { postEntry } from '../../ledger/post-entry.ts';
import { badRequest, detail } from '../../lib/errors.ts';
import { checkCustomFieldValues } from '../businesses/custom-field-values.ts';
import type { BusinessAccess } from '../tenancy/access.ts';
import { organizationBusinesses, sameOrganization } from './organization.ts';

export type FundingTransferInput = {
  fromBusinessId: string;
  toBusinessId: string;
  amountCents: number;
  memo?: string | undefined;
  customFields?: Record<string, string> | undefined;
};

function depositTypeOf(fromIsTop: boolean, toIsTop: boolean): DepositType {
  if (fromIsTop) return 'super_to_program';
  return toIsTop ? 'program_to_super' : 'program_to_program';
}

/**
 * Moves money between the funding accounts of an organisation and its programs. From a program's
 * page one side must be that program; from the organisation's page any two of its businesses.
 */
export async function transferFunding(
  tx: Database,
  access: BusinessAccess,
  input: FundingTransferInput,
  userId: string,
  fixedCustomFields: FixedCustomFields,
) {
  if (input.fromBusinessId === input.toBusinessId) throw badRequest([detail('toBusinessId', 'sameAccount')]);
  const members = await organizationBusinesses(tx, access.topLevelBusinessId);
  const from = sameOrganization(members, input.fromBusinessId);
  const to = sameOrganization(members, input.toBusinessId);
  const pathIsProgram = access.business.parentId !== null;
  if (pathIsProgram && from.id !== access.business.id && to.id !== access.business.id) {
    throw badRequest([detail('fromBusinessId', 'programOwnAccountOnly')]);
  }
  const customFields = await checkCustomFieldValues(
    tx,
    access.business,
    'funding_account_deposit',
    input.customFields,
    fixedCustomFields,
  );
  const depositType = depositTypeOf(from.parentId === null, to.parentId === null);
  const fromAccount = await businessAccountId(tx, from.id, 'funding');
  const toAccount = await businessAccountId(tx, to.id, 'funding');
  const entry = await postEntry(tx, {
    organizationId: access.topLevelBusinessId,
    kind: 'funding_transfer',
    depositType,
    memo: input.memo ?? null,
    customFields,
    createdByUserId: userId,
    postings: [
      { accountId: fromAccount, amountCents: -input.amountCents },
      { accountId: toAccount, amountCents: input.amountCents },
    ],
  });
  // Answer from the point of view of the page the transfer was made from.
  const viewpoint = to.id === access.business.id ? to : from;
  const counterparty = viewpoint.id === from.id ? to : from;
  return {
    transfer: {
      id: entry.entryId,
      type: depositType,
      amountCents: viewpoint.id === from.id ? -input.amountCents : input.amountCents,
      counterparty: { businessId: counterparty.id, name: counterparty.name },
      memo: input.memo ?? null,
      customFields,
      createdAt: entry.createdAt.toISOString(),
    },
    balance: entry.balances.get(viewpoint.id === from.id ? fromAccount : toAccount)!,
  };
}
