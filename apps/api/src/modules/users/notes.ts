import type { Permission } from '@causeway/domain';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { businesses, cardholders, notes, userRoles, users } from '../../db/schema/index.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { authorizeBusiness } from '../tenancy/access.ts';

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
 * A note may only be about someone the organisation knows: a member with a role anywhere in it, or
 * a cardholder of one of its businesses. Anyone else answers 404, as an unknown user would.
 */
export async function assertSubjectInOrganisation(
  db: Database,
  subjectUserId: string,
  topLevelBusinessId: string,
) {
  const organisationBusinessIds = db
    .select({ id: businesses.id })
    .from(businesses)
    .where(or(eq(businesses.id, topLevelBusinessId), eq(businesses.parentId, topLevelBusinessId)));
  const [member] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, subjectUserId), inArray(userRoles.businessId, organisationBusinessIds)))
    .limit(1);
  if (member) return;
  const [holder] = await db
    .select({ id: cardholders.id })
    .from(cardholders)
    .where(
      and(eq(cardholders.userId, subjectUserId), inArray(cardholders.businessId, organisationBusinessIds)),
    )
    .limit(1);
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
 * caller cannot reach answers "Note not found", so its existence is not revealed.
 */
export async function authorizeNote(request: FastifyRequest, noteId: string, permission: Permission) {
  const [note] = await request.server.services.db.select().from(notes).where(eq(notes.id, noteId));
  if (!note) throw notFound('Note');
  try {
    await authorizeBusiness(request, note.businessId, permission);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) throw notFound('Note');
    throw error;
  }
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
