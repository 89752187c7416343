import { platformReviewEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { approveApplication, rejectApplication, requestInformation } from './decisions.ts';
import { reviewApplication, reviewQueue } from './review-queue.ts';
import { requirePlatformReviewer } from './reviewers.ts';

/** The platform's review of applications: reviewers only; anyone else is answered 404. */
export const platformReviewRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(platformReviewEndpoints.queue, async ({ db, actor, query, services }) => {
      await requirePlatformReviewer(db, actor.userId, services.config.onboarding.reviewerEmails);
      return reviewQueue(db, query.status);
    }),
    route(platformReviewEndpoints.review, async ({ db, actor, params, services }) => {
      await requirePlatformReviewer(db, actor.userId, services.config.onboarding.reviewerEmails);
      return reviewApplication(db, services.masterKey, params.id);
    }),
    route(platformReviewEndpoints.approve, async ({ db, actor, params, services }) => {
      await requirePlatformReviewer(db, actor.userId, services.config.onboarding.reviewerEmails);
      return approveApplication(db, actor.userId, params.id);
    }),
    route(platformReviewEndpoints.reject, async ({ db, actor, params, body, services }) => {
      await requirePlatformReviewer(db, actor.userId, services.config.onboarding.reviewerEmails);
      return rejectApplication(db, actor.userId, params.id, body.reason);
    }),
    route(platformReviewEndpoints.requestInformation, async ({ db, actor, params, body, services }) => {
      await requirePlatformReviewer(db, actor.userId, services.config.onboarding.reviewerEmails);
      const mail = { outbox: services.outbox, publicUrl: services.config.publicUrl };
      return requestInformation(db, mail, actor.userId, params.id, body.message);
    }),
  ]);
