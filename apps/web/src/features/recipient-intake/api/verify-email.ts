import { type intakeCodeBodySchema, recipientIntakeEndpoints } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api/call.ts';

export type SendCodeInput = z.input<typeof intakeCodeBodySchema>;
export type StartSessionInput = SendCodeInput & { code: string };

/** The recipient's first step: a 6-digit code to the email the organisation registered (public). */
export function sendIntakeCode(input: SendCodeInput) {
  return call(recipientIntakeEndpoints.sendCode, { body: input });
}

/** The code checked: the answer is the session that reaches this one recipient (public). */
export function startIntakeSession(input: StartSessionInput) {
  return call(recipientIntakeEndpoints.startSession, { body: input });
}

export function useSendIntakeCode() {
  return useMutation({ mutationFn: sendIntakeCode });
}

export function useStartIntakeSession() {
  return useMutation({ mutationFn: startIntakeSession });
}
