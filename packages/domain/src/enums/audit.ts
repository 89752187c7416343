/** Who did something recorded in the audit trail: a person, a job, an API credential, or nobody known yet (a sign-in attempt). */
export const AUDIT_ACTOR_TYPES = ['user', 'job', 'api_credential', 'anonymous'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];
