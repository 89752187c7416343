import { type EndpointResponse, identityEndpoints } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/call.ts';

export type LoginCheck = EndpointResponse<typeof identityEndpoints.validateLogin>;

/** Step one of sign-in: does the account exist, is it activated, and how may it sign in. */
export function validateLogin(login: string): Promise<LoginCheck> {
  return call(identityEndpoints.validateLogin, { body: { login } });
}

export function useValidateLogin() {
  return useMutation({ mutationFn: validateLogin });
}
