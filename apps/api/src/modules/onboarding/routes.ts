import { onboardingEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import type { Services } from '../../plugins/services.ts';
import { answerAsBeneficialOwner, listBeneficialOwners, submitApplication } from './beneficial-owners.ts';
import { getApplication, saveBusinessInfo } from './business-info.ts';
import { createProfile } from './create-profile.ts';
import { documentDownloadUrl } from './document-download.ts';
import { createUploadLink, documentTypes, endUploadSession } from './documents.ts';
import { resendOwnerInvitation, revokeOwnerInvitation } from './owner-invitation-commands.ts';
import { getPrimaryPerson, patchPrimaryPerson, savePrimaryPerson } from './primary-person.ts';

const documentServicesOf = (services: Services) => ({
  storage: services.documentStorage,
  maxBytes: services.config.onboarding.storage.maxBytes,
  urlTtlSeconds: services.config.onboarding.storage.urlTtlSeconds,
});

const submitServicesOf = (services: Services) => ({
  masterKey: services.masterKey,
  verifier: services.identityVerifier,
  outbox: services.outbox,
  publicUrl: services.config.publicUrl,
});

/** Business onboarding (business spec §7 "Onboarding"; GET /onboarding/ping is the health module's). */
export const onboardingRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(onboardingEndpoints.createProfile, ({ db, body, services }) =>
      createProfile({ db, config: services.config, accessTokens: services.accessTokens }, body),
    ),
    route(onboardingEndpoints.application, ({ db, business }) => getApplication(db, business)),
    route(onboardingEndpoints.businessInfo, ({ db, business, body, services }) =>
      saveBusinessInfo(db, services.masterKey, business, body),
    ),
    route(onboardingEndpoints.primaryPerson, ({ db, business, services }) =>
      getPrimaryPerson(db, services.masterKey, business),
    ),
    route(onboardingEndpoints.savePrimaryPerson, ({ db, business, body, services }) =>
      savePrimaryPerson(db, services.masterKey, business, body),
    ),
    route(onboardingEndpoints.patchPrimaryPerson, ({ db, business, body, services }) =>
      patchPrimaryPerson(db, services.masterKey, business, body),
    ),
    route(onboardingEndpoints.beneficialOwners, ({ db, business, services }) =>
      listBeneficialOwners(db, services.masterKey, business),
    ),
    route(onboardingEndpoints.beneficialOwnerInfo, ({ db, params, body, services }) =>
      answerAsBeneficialOwner(db, submitServicesOf(services), params, body),
    ),
    route(onboardingEndpoints.resendOwnerInvitation, ({ db, business, params, services }) =>
      resendOwnerInvitation(db, submitServicesOf(services), business, params),
    ),
    route(onboardingEndpoints.revokeOwnerInvitation, ({ db, business, params, services }) =>
      revokeOwnerInvitation(db, submitServicesOf(services), business, params),
    ),
    route(onboardingEndpoints.documentUploadLink, ({ db, business, body, services }) =>
      createUploadLink(db, documentServicesOf(services), business, body),
    ),
    route(onboardingEndpoints.documentTypes, ({ db, business, services }) =>
      documentTypes(db, documentServicesOf(services), business),
    ),
    route(onboardingEndpoints.submit, ({ db, business, body, services }) =>
      submitApplication(db, submitServicesOf(services), business, body),
    ),
    route(onboardingEndpoints.endUploadSession, ({ db, business, body, services }) =>
      endUploadSession(db, documentServicesOf(services), business, body),
    ),
    route(onboardingEndpoints.presignedUrl, ({ db, actor, body, services }) =>
      documentDownloadUrl(
        db,
        { ...documentServicesOf(services), reviewerEmails: services.config.onboarding.reviewerEmails },
        actor,
        body.documentId,
      ),
    ),
  ]);
