import { type EndpointInput, onboardingEndpoints } from '@causeway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

// The applicant's onboarding calls (business spec §7 "Onboarding").

type Body<E extends keyof typeof onboardingEndpoints> = EndpointInput<
  (typeof onboardingEndpoints)[E]
>['body'];

export function useCreateProfile() {
  return useMutation({
    mutationFn: (body: Body<'createProfile'>) => call(onboardingEndpoints.createProfile, { body }),
  });
}

export function useApplication(businessId: string) {
  return useQuery({
    queryKey: endpointKey(onboardingEndpoints.application, { id: businessId }),
    queryFn: () => call(onboardingEndpoints.application, { params: { id: businessId } }),
  });
}

export function useBeneficialOwners(businessId: string) {
  return useQuery({
    queryKey: endpointKey(onboardingEndpoints.beneficialOwners, { id: businessId }),
    queryFn: () => call(onboardingEndpoints.beneficialOwners, { params: { id: businessId } }),
  });
}

/** After any step the application (its status) is read again. */
function useStep<T>(businessId: string, step: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: endpointKey(onboardingEndpoints.application, { id: businessId }),
      }),
  });
}

export const useSaveBusinessInfo = (businessId: string) =>
  useStep(businessId, (body: Body<'businessInfo'>) =>
    call(onboardingEndpoints.businessInfo, { params: { id: businessId }, body }),
  );

export const useSavePrimaryPerson = (businessId: string) =>
  useStep(businessId, (body: Body<'savePrimaryPerson'>) =>
    call(onboardingEndpoints.savePrimaryPerson, { params: { id: businessId }, body }),
  );

export const useSubmitApplication = (businessId: string) =>
  useStep(businessId, (body: Body<'submit'>) =>
    call(onboardingEndpoints.submit, { params: { id: businessId }, body }),
  );

export function useDocumentTypes(businessId: string, enabled = true) {
  return useQuery({
    queryKey: endpointKey(onboardingEndpoints.documentTypes, { id: businessId }),
    queryFn: () => call(onboardingEndpoints.documentTypes, { params: { id: businessId } }),
    enabled,
  });
}
