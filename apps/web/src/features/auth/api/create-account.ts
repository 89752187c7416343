import { type EndpointInput, identityEndpoints, type TokenResponse } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/call.ts';

export type CreateAccountInput = EndpointInput<typeof identityEndpoints.createUser>['body'];

/** Creates the account an invitation link is for; answers tokens, so the person is signed in. */
export function createAccount(input: CreateAccountInput): Promise<TokenResponse> {
  return call(identityEndpoints.createUser, { body: input });
}

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}
