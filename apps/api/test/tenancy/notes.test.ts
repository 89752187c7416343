import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notes } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { countRows, createNoteRow, createOrganisation, createUser } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const admin = () => t.demo.users.admin!;
const cardholder = () => t.demo.cardholderUserId;

function postNote(callerId: string, subjectId: string, payload: Record<string, unknown>) {
  return t.as(callerId, { method: 'POST', url: `/api/users/${subjectId}/note`, payload });
}

describe('notes about a person', () => {
  it('writes notes and lists them newest first with the author’s name', async () => {
    const first = await postNote(admin(), cardholder(), {
      businessId: t.demo.organizationId,
      content: '  First call.  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().note).toMatchObject({
      businessId: t.demo.organizationId,
      subjectUserId: cardholder(),
      author: { id: admin(), name: 'Amina Haddad' },
      content: 'First call.',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    // A program role does not cover the organisation: its notes are not the case manager's to write.
    const refused = await postNote(t.demo.users.caseManager!, cardholder(), {
      businessId: t.demo.organizationId,
      content: 'Second call.',
    });
    expect(refused.statusCode, refused.body).toBe(404);
    const second = await postNote(admin(), cardholder(), {
      businessId: t.demo.organizationId,
      content: 'Second call.',
    });
    expect(second.statusCode).toBe(201);

    const listed = await t.as(t.demo.users.viewer!, {
      method: 'GET',
      url: `/api/users/${cardholder()}/notes?businessId=${t.demo.organizationId}`,
    });
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .notes.map((note: { content: string; author: { name: string } }) => [note.content, note.author.name]),
    ).toEqual([
      ['Second call.', 'Amina Haddad'],
      ['First call.', 'Amina Haddad'],
    ]);
  });

  it('lists only the notes of the business asked for', async () => {
    await createNoteRow(db(), {
      businessId: t.demo.cardsProgramId,
      subjectUserId: cardholder(),
      authorUserId: admin(),
      content: 'Cards only.',
    });
    const listed = await t.as(t.demo.users.caseManager!, {
      method: 'GET',
      url: `/api/users/${cardholder()}/notes?businessId=${t.demo.cardsProgramId}`,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().notes.map((note: { content: string }) => note.content)).toEqual(['Cards only.']);
  });

  it('accepts a member of the organisation as the subject', async () => {
    const response = await postNote(admin(), t.demo.users.approver!, {
      businessId: t.demo.organizationId,
      content: 'Approver on leave.',
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 404 when the subject is not part of the organisation, and writes nothing', async () => {
    const other = await createOrganisation(db(), 'Notes Other Org');
    const before = await countRows(db(), notes);
    for (const subject of [other.adminUserId, randomUUID(), (await createUser(db())).id]) {
      const created = await postNote(admin(), subject, {
        businessId: t.demo.organizationId,
        content: 'Who is this?',
      });
      expect(created.statusCode).toBe(404);
      const listed = await t.as(admin(), {
        method: 'GET',
        url: `/api/users/${subject}/notes?businessId=${t.demo.organizationId}`,
      });
      expect(listed.statusCode).toBe(404);
    }
    expect(await countRows(db(), notes)).toBe(before);
  });

  it.each([
    ['empty content', { businessId: 'org', content: '   ' }, 'content'],
    ['content over 5000 characters', { businessId: 'org', content: 'x'.repeat(5001) }, 'content'],
    ['a business id that is not a UUID', { businessId: 'abc', content: 'Hello' }, 'businessId'],
    ['no business id', { content: 'Hello' }, 'businessId'],
  ])('answers 400 for %s with field details, and writes nothing', async (_case, payload, field) => {
    const before = await countRows(db(), notes);
    const body: Record<string, unknown> = { ...payload };
    if (body.businessId === 'org') body.businessId = t.demo.organizationId;
    const response = await postNote(admin(), cardholder(), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(response.json().details[0].field).toBe(field);
    expect(await countRows(db(), notes)).toBe(before);
  });

  it('answers 400 when listing without a business id', async () => {
    const response = await t.as(admin(), { method: 'GET', url: `/api/users/${cardholder()}/notes` });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('businessId');
  });
});

describe('editing and deleting a note', () => {
  it('edits the content and moves updatedAt', async () => {
    const note = await createNoteRow(db(), {
      businessId: t.demo.organizationId,
      subjectUserId: cardholder(),
      authorUserId: t.demo.users.caseManager!,
    });
    const response = await t.as(admin(), {
      method: 'PATCH',
      url: `/api/users/notes/${note.id}`,
      payload: { content: 'Card replaced.' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().note).toMatchObject({
      id: note.id,
      content: 'Card replaced.',
      author: { name: 'Carlos Mendez' },
    });
    expect(Date.parse(response.json().note.updatedAt)).toBeGreaterThanOrEqual(note.updatedAt.getTime());
    const [row] = await db().select().from(notes).where(eq(notes.id, note.id));
    expect(row!.content).toBe('Card replaced.');
  });

  it('refuses empty content and keeps the note', async () => {
    const note = await createNoteRow(db(), {
      businessId: t.demo.organizationId,
      subjectUserId: cardholder(),
      authorUserId: admin(),
    });
    const response = await t.as(admin(), {
      method: 'PATCH',
      url: `/api/users/notes/${note.id}`,
      payload: { content: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('content');
    const [row] = await db().select().from(notes).where(eq(notes.id, note.id));
    expect(row!.content).toBe(note.content);
  });

  it('deletes a note; it is gone afterwards', async () => {
    const note = await createNoteRow(db(), {
      businessId: t.demo.organizationId,
      subjectUserId: cardholder(),
      authorUserId: admin(),
    });
    const response = await t.as(admin(), { method: 'DELETE', url: `/api/users/notes/${note.id}` });
    expect(response.statusCode).toBe(204);
    expect(await db().select().from(notes).where(eq(notes.id, note.id))).toEqual([]);
    const again = await t.as(admin(), {
      method: 'PATCH',
      url: `/api/users/notes/${note.id}`,
      payload: { content: 'Back?' },
    });
    expect(again.statusCode).toBe(404);
  });

  it("hides another tenant's note behind the same 404 as an unknown one", async () => {
    const other = await createOrganisation(db(), 'Hidden Notes Org');
    const note = await createNoteRow(db(), {
      businessId: t.demo.organizationId,
      subjectUserId: cardholder(),
      authorUserId: admin(),
    });
    const foreign = await t.as(other.adminUserId, { method: 'DELETE', url: `/api/users/notes/${note.id}` });
    const unknown = await t.as(other.adminUserId, {
      method: 'DELETE',
      url: `/api/users/notes/${randomUUID()}`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(await db().select().from(notes).where(eq(notes.id, note.id))).toHaveLength(1);
  });
});
