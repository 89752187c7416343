import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../src/adapters/document-storage/index.ts';
import { storageSecretOf } from '../../src/adapters/document-storage/signed-url.ts';
import { onboardingDocuments } from '../../src/db/schema/index.ts';
import { TEST_MASTER_KEY, type TestApp } from '../support/test-app.ts';
import { businessInfoBody, createOnboardingApp, onboardingKit, primaryPersonBody } from './support.ts';

let t: TestApp;
let kit: ReturnType<typeof onboardingKit>;
beforeAll(async () => {
  t = await createOnboardingApp();
  kit = onboardingKit(t);
});
afterAll(() => t?.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 1),
]);
const TEXT = Buffer.from('This is plain text pretending to be a PDF.');

/** The path and query of an absolute URL the API signed, to inject. */
const local = (url: string) => url.replace(t.config.publicUrl, '');

type Who = Awaited<ReturnType<typeof kit.createProfile>>;

async function uploadLink(who: Who, overrides: Record<string, unknown> = {}, bytes: Buffer = PDF) {
  return kit.post(who, `/onboarding/business/${who.businessId}/documentUpload/link`, {
    documentType: 'irs_ein_letter',
    fileName: 'ein-letter.pdf',
    contentType: 'application/pdf',
    sizeBytes: bytes.length,
    ...overrides,
  });
}

const put = (url: string, bytes: Buffer, contentType = 'application/pdf') =>
  t.app.inject({ method: 'PUT', url: local(url), headers: { 'content-type': contentType }, payload: bytes });

const endSession = (who: Who, documentId: string) =>
  kit.post(who, '/onboarding/endUploadSession', { businessId: who.businessId, documentId });

describe('document upload through signed URLs', () => {
  it('uploads, checks and keeps a PDF under the business prefix; its people can download it', async () => {
    const who = await kit.readyToSubmit();
    const link = await kit.ok(await uploadLink(who), 201);
    expect(link.document.status).toBe('pending_upload');
    expect(link.upload.url).toContain(
      `/api/storage/objects/businesses/${who.businessId}/documents/${link.document.id}`,
    );
    expect((await put(link.upload.url, PDF)).statusCode).toBe(204);
    const ended = await kit.ok(await endSession(who, link.document.id));
    expect(ended.document).toMatchObject({
      status: 'uploaded',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    // Ending it again answers the same document.
    expect((await kit.ok(await endSession(who, link.document.id))).document.status).toBe('uploaded');

    const download = await kit.ok(
      await kit.post(who, '/utils/presignedUrl', { documentId: link.document.id }),
    );
    const file = await t.app.inject({ method: 'GET', url: local(download.url) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const types = await kit.ok(
      await kit.post(who, `/onboarding/business/${who.businessId}/documentUpload/types`),
    );
    expect(types.contentTypes).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
    expect(types.maxBytes).toBe(65_536);
    expect(types.documents.map((document: { id: string }) => document.id)).toEqual([link.document.id]);

    // A reviewer may download it; another applicant may not (404, as for any unknown document).
    expect(
      (
        await kit.asReviewer({
          method: 'POST',
          url: '/api/utils/presignedUrl',
          payload: { documentId: link.document.id },
        })
      ).statusCode,
    ).toBe(200);
    const stranger = await kit.createProfile();
    expect(
      (await kit.post(stranger, '/utils/presignedUrl', { documentId: link.document.id })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.as(t.demo.users.admin!, {
          method: 'POST',
          url: '/api/utils/presignedUrl',
          payload: { documentId: link.document.id },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a tampered URL: another key, size, type, expiry or signature (403)', async () => {
    const who = await kit.readyToSubmit();
    const link = await kit.ok(await uploadLink(who), 201);
    const url = new URL(link.upload.url);
    const tampered = (change: (url: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return copy.toString();
    };
    const other = await kit.ok(await uploadLink(who), 201);
    for (const target of [
      tampered((copy) =>
        copy.searchParams.set('signature', `${copy.searchParams.get('signature')!.slice(0, -2)}AA`),
      ),
      tampered((copy) => copy.searchParams.set('size', String(PDF.length + 1))),
      tampered((copy) => copy.searchParams.set('expires', String(Date.now() + 86_400_000))),
      tampered((copy) => copy.searchParams.set('contentType', 'image/png')),
      tampered((copy) => {
        copy.pathname = copy.pathname.replace(link.document.id, other.document.id);
      }),
      tampered((copy) => copy.searchParams.delete('signature')),
    ]) {
      const response = await put(
        target,
        PDF,
        new URL(target).searchParams.get('contentType') ?? 'application/pdf',
      );
      expect(response.statusCode, target).toBe(403);
      expect(response.json().code).toBe('invalid_upload_link');
    }
    // The right URL with another Content-Type than it was signed for.
    expect((await put(link.upload.url, PDF, 'image/png')).statusCode).toBe(403);
    // A download URL is no upload URL, and a tampered download is refused too.
    const [document] = await t.database.db
      .select()
      .from(onboardingDocuments)
      .where(eq(onboardingDocuments.id, link.document.id));
    expect(document!.status).toBe('pending_upload');
    expect((await endSession(who, link.document.id)).json().code).toBe('document_not_uploaded');
  });

  it('refuses an expired URL (403)', async () => {
    const who = await kit.readyToSubmit();
    const link = await kit.ok(await uploadLink(who), 201);
    // The same store, its clock an hour behind: the URL it signs expired before it was made.
    const pastStorage = new LocalDiskStorage({
      rootDir: '/nonexistent',
      publicUrl: t.config.publicUrl,
      secret: storageSecretOf(TEST_MASTER_KEY),
      now: () => Date.now() - 3_600_000,
    });
    const key = `businesses/${who.businessId}/documents/${link.document.id}`;
    const expired = await pastStorage.createUploadUrl({
      key,
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      expiresInSeconds: 600,
    });
    const response = await put(expired.url, PDF);
    expect(response.statusCode).toBe(403);
    const expiredDownload = await pastStorage.createDownloadUrl({
      key,
      fileName: 'x.pdf',
      expiresInSeconds: 600,
    });
    expect((await t.app.inject({ method: 'GET', url: local(expiredDownload) })).statusCode).toBe(403);
  });

  it('refuses an oversized file: at the link (over the cap) and at the upload (over the signed size)', async () => {
    const who = await kit.readyToSubmit();
    const big = await uploadLink(who, { sizeBytes: 65_537 });
    expect(big.statusCode).toBe(400);
    expect(big.json().details[0]).toMatchObject({ field: 'sizeBytes', code: 'fileTooLarge' });
    const link = await kit.ok(await uploadLink(who), 201);
    const larger = Buffer.concat([PDF, Buffer.alloc(10, 0x20)]);
    const response = await put(link.upload.url, larger);
    expect(response.statusCode).toBe(413);
    const shorter = await put(link.upload.url, PDF.subarray(0, 100));
    expect(shorter.statusCode).toBe(400);
    expect((await endSession(who, link.document.id)).json().code).toBe('document_not_uploaded');
  });

  it('refuses a wrong type: at the link by its declared type, after upload by its bytes', async () => {
    const who = await kit.readyToSubmit();
    const declared = await uploadLink(who, { contentType: 'text/plain', fileName: 'notes.txt' });
    expect(declared.statusCode).toBe(400);
    expect(declared.json().details[0]).toMatchObject({ field: 'contentType', code: 'fileTypeNotAllowed' });

    const link = await kit.ok(await uploadLink(who, {}, TEXT), 201);
    expect((await put(link.upload.url, TEXT)).statusCode).toBe(204);
    const ended = await endSession(who, link.document.id);
    expect(ended.statusCode).toBe(400);
    expect(ended.json().details[0]).toMatchObject({ field: 'file', code: 'fileTypeNotAllowed' });
    const [document] = await t.database.db
      .select()
      .from(onboardingDocuments)
      .where(eq(onboardingDocuments.id, link.document.id));
    expect(document).toMatchObject({ status: 'rejected', rejectionCode: 'fileTypeNotAllowed' });
    // The refused object is gone from the store, and nobody can download it.
    expect(await t.app.services.documentStorage.head(document!.storageKey)).toBeNull();
    expect((await kit.post(who, '/utils/presignedUrl', { documentId: link.document.id })).json().code).toBe(
      'document_not_uploaded',
    );
  });

  it('accepts a PNG by its bytes', async () => {
    const who = await kit.readyToSubmit();
    const link = await kit.ok(
      await uploadLink(
        who,
        { contentType: 'image/png', fileName: 'id.png', documentType: 'government_id' },
        PNG,
      ),
      201,
    );
    expect((await put(link.upload.url, PNG, 'image/png')).statusCode).toBe(204);
    expect((await kit.ok(await endSession(who, link.document.id))).document.contentType).toBe('image/png');
  });
});

describe('a failed check asks for documents in the same flow (sandbox test values)', () => {
  it('SSN last 4 of 1111 asks for an ID; approval waits for it; the upload clears it', async () => {
    const who = await kit.readyToSubmit({ taxId: { type: 'ssn_last4', value: '1111' } });
    await kit.ok(await kit.post(who, `/onboarding/business/${who.businessId}/submit`, {}));
    const types = await kit.ok(
      await kit.post(who, `/onboarding/business/${who.businessId}/documentUpload/types`),
    );
    expect(types.required).toHaveLength(1);
    expect(types.required[0]).toMatchObject({ subject: 'person', types: ['government_id'] });
    const approve = await kit.asReviewer({
      method: 'POST',
      url: `/api/platform/applications/${who.businessId}/approve`,
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().code).toBe('documents_required');
    const queue = await kit.ok(await kit.asReviewer({ method: 'GET', url: '/api/platform/applications' }));
    expect(
      queue.applications.find((row: { businessId: string }) => row.businessId === who.businessId),
    ).toMatchObject({
      outstandingChecks: 1,
      requiredDocuments: 1,
    });

    const link = await kit.ok(
      await uploadLink(
        who,
        {
          documentType: 'government_id',
          subjectId: types.required[0].subjectId,
          contentType: 'image/png',
          fileName: 'id.png',
        },
        PNG,
      ),
      201,
    );
    expect((await put(link.upload.url, PNG, 'image/png')).statusCode).toBe(204);
    await kit.ok(await endSession(who, link.document.id));
    expect(
      (await kit.ok(await kit.post(who, `/onboarding/business/${who.businessId}/documentUpload/types`)))
        .required,
    ).toEqual([]);
    const approved = await kit.ok(
      await kit.asReviewer({ method: 'POST', url: `/api/platform/applications/${who.businessId}/approve` }),
    );
    expect(approved.application.status).toBe('active');
  });

  it('EIN 99-9999999 fails the business check, which asks for business documents', async () => {
    const who = await kit.readyToSubmit({}, { ein: '99-9999999' });
    await kit.ok(await kit.post(who, `/onboarding/business/${who.businessId}/submit`, {}));
    const review = await kit.ok(
      await kit.asReviewer({ method: 'GET', url: `/api/platform/applications/${who.businessId}` }),
    );
    expect(review.checks.find((check: { subject: string }) => check.subject === 'business')).toMatchObject({
      outcome: 'fail',
      reasons: ['ein_name_mismatch'],
    });
    expect(review.required[0]).toMatchObject({ subject: 'business', subjectId: who.businessId });
  });

  it('a document about someone outside the application is refused', async () => {
    const who = await kit.readyToSubmit();
    const response = await uploadLink(who, { subjectId: t.demo.organizationId });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('subjectId');
  });
});

describe("another business's application answers 404", () => {
  it('to another applicant, to a demo admin, and for a business without an application', async () => {
    const owner = await kit.readyToSubmit();
    const stranger = await kit.createProfile();
    const base = `/onboarding/business/${owner.businessId}`;
    // Valid bodies: a malformed one is refused (400) before the business is looked up.
    const requests: [string, string, Record<string, unknown>?][] = [
      ['GET', base],
      ['POST', `${base}/`, businessInfoBody()],
      ['GET', `${base}/primaryPerson`],
      ['POST', `${base}/primaryPerson`, primaryPersonBody()],
      ['PATCH', `${base}/primaryPerson`, { title: 'CEO' }],
      ['GET', `${base}/beneficialOwners`],
      [
        'POST',
        `${base}/documentUpload/link`,
        { documentType: 'irs_ein_letter', fileName: 'a.pdf', contentType: 'application/pdf', sizeBytes: 10 },
      ],
      ['POST', `${base}/documentUpload/types`],
      ['POST', `${base}/submit`, {}],
    ];
    for (const [method, url, payload] of requests) {
      for (const token of [
        stranger.token,
        await t.tokenFor(t.demo.users.admin!),
        await t.tokenFor(t.demo.users.reviewer!),
      ]) {
        const response = await kit.call(token, {
          method: method as 'GET',
          url: `/api${url}`,
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const link = await kit.ok(await uploadLink(owner), 201);
    const end = await kit.post(stranger, '/onboarding/endUploadSession', {
      businessId: owner.businessId,
      documentId: link.document.id,
    });
    expect(end.statusCode).toBe(404);
    // The stranger naming their own business with the other's document: 404 too.
    const crossed = await kit.post(stranger, '/onboarding/endUploadSession', {
      businessId: stranger.businessId,
      documentId: link.document.id,
    });
    expect(crossed.statusCode).toBe(404);
    // The demo organisation has no application: its own admin reads 404 here.
    const demo = await t.as(t.demo.users.admin!, {
      method: 'GET',
      url: `/api/onboarding/business/${t.demo.organizationId}`,
    });
    expect(demo.statusCode).toBe(404);
  });

  it('the review pages answer 404 to anyone but a platform reviewer', async () => {
    const who = await kit.readyToSubmit();
    for (const userId of [t.demo.users.admin!, who.userId]) {
      for (const [method, url] of [
        ['GET', '/api/platform/applications'],
        ['GET', `/api/platform/applications/${who.businessId}`],
        ['POST', `/api/platform/applications/${who.businessId}/approve`],
      ] as const) {
        expect((await t.as(userId, { method, url })).statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await kit.call(undefined, { method: 'GET', url: '/api/platform/applications' })).statusCode).toBe(
      401,
    );
  });

  it('a reviewer named by PLATFORM_REVIEWER_EMAILS reviews too', async () => {
    const other = await createOnboardingApp({ PLATFORM_REVIEWER_EMAILS: 'Finance@Example.org' });
    try {
      const response = await other.as(other.demo.users.finance!, {
        method: 'GET',
        url: '/api/platform/applications',
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
