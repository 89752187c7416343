import type { Permission } from '@causeway/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardholders, notes, userRoles, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { authorizeRecord, type BusinessAccess } from '../tenancy/access.ts';
import type { Actor } from '../tenancy/actor.ts';

/** The newest notes shown for one person in one business; older ones wait for pagination. */
export const NOTES_LIST_LIMIT = 200;

type NoteRow = typeof notes.$inferSelect;
type Author = { id: string; firstName: string; lastName: string };

const toNote = (row: NoteRow, author: Author) => ({
  id: row.id,
  businessId: row.businessId,
  subjectUserId: row.subjectUserId,
  author: { id: author.id, name: `${author.firstName} ${author.lastName}` },
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const authorColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName };

/**
 * A note may only be about someone the caller's part of the organisation knows: a member with a
 * role on the organisation or on a business the caller sees, or a cardholder of a business the
 * caller sees. Anyone else answers 404, as an unknown user would.
 */
export async function assertSubjectVisible(db: Database, subjectUserId: string, access: BusinessAccess) {
  const visible = access.visibleBusinessIds;
  const [member] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, subjectUserId),
        inArray(userRoles.businessId, [...visible, access.topLevelBusinessId]),
      ),
    )
    .limit(1);
  if (member) return;
  const [holder] = visible.length
    ? await db
        .select({ id: cardholders.id })
        .from(cardholders)
        .where(and(eq(cardholders.userId, subjectUserId), inArray(cardholders.businessId, visible)))
        .limit(1)
    : [];
  if (!holder) throw notFound('User');
}

export async function createNote(
  db: Database,
  input: { businessId: string; subjectUserId: string; authorUserId: string; content: string },
) {
  const [row] = await db.insert(notes).values(input).returning();
  const [author] = await db.select(authorColumns).from(users).where(eq(users.id, input.authorUserId));
  return { note: toNote(row!, author!) };
}

/** Notes about one person in one business, newest first, each with its author's name. */
export async function listNotes(db: Database, subjectUserId: string, businessId: string) {
  const rows = await db
    .select({ note: notes, author: authorColumns })
    .from(notes)
    .innerJoin(users, eq(users.id, notes.authorUserId))
    .where(and(eq(notes.subjectUserId, subjectUserId), eq(notes.businessId, businessId)))
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .limit(NOTES_LIST_LIMIT);
  return { notes: rows.map(({ note, author }) => toNote(note, author)) };
}

/**
 * The note, once the caller holds the permission on the note's business. A note of a business the
 * caller cannot see answers "Note not found", so its existence is not revealed.
 */
export async function authorizeNote(
  db: Database,
  actor: Actor,
  noteId: string,
  permission: Permission | undefined,
) {
  const [note] = await db.select().from(notes).where(eq(notes.id, noteId));
  if (!note) throw notFound('Note');
  await authorizeRecord(db, actor, note.businessId, permission, 'Note');
  return note;
}

export async function updateNote(db: Database, noteId: string, content: string) {
  const [row] = await db
    .update(notes)
    .set({ content, updatedAt: new Date() })
    .where(eq(notes.id, noteId))
    .returning();
  if (!row) throw notFound('Note');
  const [author] = await db.select(authorColumns).from(users).where(eq(users.id, row.authorUserId));
  return { note: toNote(row, author!) };
}

export async function deleteNote(db: Database, noteId: string) {
  const deleted = await db.delete(notes).where(eq(notes.id, noteId)).returning({ id: notes.id });
  if (deleted.length === 0) throw notFound('Note');
}

/** POST /users/{id}/note: the caller writes a note about a person of a business it holds createNote on. */
export async function writeNote(
  db: Database,
  actor: Actor,
  subjectUserId: string,
  input: { businessId: string; content: string },
  permission: Permission | undefined,
) {
  const access = await authorizeRecord(db, actor, input.businessId, permission, 'Business');
  await assertSubjectVisible(db, subjectUserId, access);
  return createNote(db, {
    businessId: input.businessId,
    subjectUserId,
    authorUserId: actor.userId,
    content: input.content,
  });
}

/** GET /users/{id}/notes: the notes about a person the caller's business knows, in that business. */
export async function readNotes(db: Database, actor: Actor, subjectUserId: string, businessId: string) {
  const access = await authorizeRecord(db, actor, businessId, undefined, 'Business');
  await assertSubjectVisible(db, subjectUserId, access);
  return listNotes(db, subjectUserId, businessId);
}

/** PATCH /users/notes/{noteId} (editNote on the note's business). */
export async function editNote(
  db: Database,
  actor: Actor,
  noteId: string,
  content: string,
  permission: Permission | undefined,
) {
  const note = await authorizeNote(db, actor, noteId, permission);
  return updateNote(db, note.id, content);
}

/** DELETE /users/notes/{noteId} (editNote on the note's business). */
export async function removeNote(
  db: Database,
  actor: Actor,
  noteId: string,
  permission: Permission | undefined,
) {
  const note = await authorizeNote(db, actor, noteId, permission);
  await deleteNote(db, note.id);
}
