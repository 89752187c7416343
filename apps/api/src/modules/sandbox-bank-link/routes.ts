import { type SandboxPublicTokenResponse, sandboxBankLinkEndpoints } from '@causeway/contracts';
import { ERROR_CATALOGUE } from '@causeway/domain';
import type { FastifyPluginAsync } from 'fastify';
import { AccountSubtype } from '../../adapters/bank-link/plaid-values.ts';
import {
  SandboxPlaidError,
  sandboxInstitutions,
  sandboxLogIn,
} from '../../adapters/bank-link/sandbox-bank-link.ts';
import { EndpointReply, registerRoutes, route } from '../../http/define-routes.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * The sign-in step of the web's Link look-alike: the sandbox credentials give a public token and
 * the bank's accounts, shaped as Plaid Link's onSuccess metadata; wrong ones are refused with 401,
 * the API's error shape and Plaid's INVALID_CREDENTIALS object side by side.
 */
function logIn(input: { institutionId: string; username: string; password: string }) {
  try {
    const { publicToken, institution, accounts } = sandboxLogIn(input);
    const answer: SandboxPublicTokenResponse = {
      publicToken,
      institution: { institutionId: institution.institutionId, name: institution.name },
      accounts: accounts.map((account) => ({
        id: account.account_id,
        name: account.name,
        mask: account.mask ?? '',
        subtype: account.subtype === AccountSubtype.Savings ? 'savings' : 'checking',
      })),
    };
    return answer;
  } catch (error) {
    if (!(error instanceof SandboxPlaidError)) throw error;
    if (error.response.data.error_code === 'INVALID_INSTITUTION') throw notFound('Institution');
    return new EndpointReply(
      {
        code: 'incorrectPassword',
        message: error.response.data.display_message ?? ERROR_CATALOGUE.incorrectPassword.message,
        ...error.response.data,
      },
      { status: 401 },
    );
  }
}

/** The sandbox's bank-link provider (SANDBOX=1 only, public like the other sandbox routes). */
export const sandboxBankLinkRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(sandboxBankLinkEndpoints.institutions, () => ({ institutions: sandboxInstitutions() })),
    route(sandboxBankLinkEndpoints.publicToken, ({ body }) => logIn(body)),
  ]);
