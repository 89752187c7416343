import { NOTE_LENGTH_MAX } from '@causeway/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { ConfirmRemoveDialog } from '../../../ui/confirm-remove-dialog.tsx';
import { type Note, useCreateNote, useDeleteNote, useEditNote, useNotes } from '../api/notes.ts';
import { type NoteForm, noteFormSchema } from '../model/record-forms.ts';
import { useRecordError } from './use-record-error.ts';

type NotesPanelProps = {
  /** The cardholder's account; null until they register (notes are about an account). */
  userId: string | null;
  businessId: string;
  canCreate: boolean;
  canEdit: boolean;
};

/** Staff notes about the cardholder in this business, newest first (createNote, editNote). */
export function NotesPanel({ userId, businessId, canCreate, canEdit }: NotesPanelProps) {
  const { t } = useTranslation();
  if (!userId) return <Text c="dimmed">{t('cardRecords.notes.noAccount')}</Text>;
  return <Notes userId={userId} businessId={businessId} canCreate={canCreate} canEdit={canEdit} />;
}

function Notes({ userId, businessId, canCreate, canEdit }: NotesPanelProps & { userId: string }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const notes = useNotes(userId, businessId);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);

  return (
    <Stack>
      {canCreate && <NewNoteForm userId={userId} businessId={businessId} />}
      {notes.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : notes.isError ? (
        <Alert color="red">{apiError(notes.error)}</Alert>
      ) : notes.data.length === 0 ? (
        <Text c="dimmed">{t('cardRecords.notes.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {notes.data.map((note) => (
            <Paper key={note.id} component="li" withBorder radius="md" p="sm">
              {editing === note.id ? (
                <EditNoteForm
                  note={note}
                  userId={userId}
                  businessId={businessId}
                  onDone={() => setEditing(null)}
                />
              ) : (
                <Stack gap={6}>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    <bdi>{note.content}</bdi>
                  </Text>
                  <Group justify="space-between" gap="xs">
                    <Text size="xs" c="dimmed">
                      {t('cardRecords.notes.byline', {
                        name: note.author.name,
                        date: formatDateTime(note.createdAt),
                      })}
                      {note.updatedAt !== note.createdAt && ` · ${t('cardRecords.notes.edited')}`}
                    </Text>
                    {canEdit && (
                      <Group gap={4}>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          leftSection={<IconPencil size={14} />}
                          onClick={() => setEditing(note.id)}
                        >
                          {t('cardRecords.notes.edit')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrash size={14} />}
                          onClick={() => setDeleting(note)}
                        >
                          {t('cardRecords.notes.delete')}
                        </Button>
                      </Group>
                    )}
                  </Group>
                </Stack>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      {deleting && (
        <DeleteNoteDialog
          note={deleting}
          userId={userId}
          businessId={businessId}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}

function NewNoteForm({ userId, businessId }: { userId: string; businessId: string }) {
  const { t } = useTranslation();
  const createNote = useCreateNote(userId, businessId);
  return (
    <NoteEditor
      label={t('cardRecords.notes.new')}
      content=""
      submitLabel={t('cardRecords.notes.add')}
      pending={createNote.isPending}
      clearOnSave
      onSave={async (content) => {
        await createNote.mutateAsync(content);
        showSuccessToast(t('cardRecords.notes.created'));
      }}
    />
  );
}

function EditNoteForm({
  note,
  userId,
  businessId,
  onDone,
}: {
  note: Note;
  userId: string;
  businessId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const editNote = useEditNote(userId, businessId);
  return (
    <NoteEditor
      label={t('cardRecords.notes.editLabel')}
      content={note.content}
      autoFocus
      submitLabel={t('cardRecords.save')}
      pending={editNote.isPending}
      onCancel={onDone}
      onSave={async (content) => {
        await editNote.mutateAsync({ noteId: note.id, content });
        showSuccessToast(t('cardRecords.notes.saved'));
        onDone();
      }}
    />
  );
}

type NoteEditorProps = {
  label: string;
  /** The text the box starts with. */
  content: string;
  autoFocus?: boolean;
  submitLabel: string;
  pending: boolean;
  /** Shows a Cancel button beside the submit button. */
  onCancel?: () => void;
  /** Empties the box after a save (a new note). */
  clearOnSave?: boolean;
  /** Saves the trimmed text; a rejection shows above the box. */
  onSave: (content: string) => Promise<void>;
};

/** A note's text box with its submit button: checked with the note rules, API errors above it. */
function NoteEditor({
  label,
  content,
  autoFocus,
  submitLabel,
  pending,
  onCancel,
  clearOnSave,
  onSave,
}: NoteEditorProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const form = useForm<NoteForm>({ resolver: zodResolver(noteFormSchema), defaultValues: { content } });
  const recordError = useRecordError();
  const submit = form.handleSubmit(async (input) => {
    try {
      await onSave(input.content.trim());
      if (clearOnSave) form.reset({ content: '' });
    } catch (error) {
      form.setError('root', { message: apiError(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {form.formState.errors.root && (
          <Alert color="red" role="alert">
            {form.formState.errors.root.message}
          </Alert>
        )}
        <Textarea
          label={label}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={NOTE_LENGTH_MAX}
          data-autofocus={autoFocus ? true : undefined}
          error={recordError(form.formState.errors.content?.message)}
          {...form.register('content')}
        />
        <Group justify="flex-end" gap={onCancel ? 'xs' : undefined}>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DeleteNoteDialog({
  note,
  userId,
  businessId,
  onClose,
}: {
  note: Note;
  userId: string;
  businessId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const deleteNote = useDeleteNote(userId, businessId);
  return (
    <ConfirmRemoveDialog
      title={t('cardRecords.notes.deleteTitle')}
      confirmLabel={t('cardRecords.notes.delete')}
      pending={deleteNote.isPending}
      onConfirm={async () => {
        await deleteNote.mutateAsync(note.id);
        showSuccessToast(t('cardRecords.notes.deleted'));
        onClose();
      }}
      onClose={onClose}
    >
      <Text>{t('cardRecords.notes.deleteConfirm')}</Text>
      <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
        <bdi>{note.content}</bdi>
      </Text>
    </ConfirmRemoveDialog>
  );
}
