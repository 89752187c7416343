import { type documentTypesResponseSchema, onboardingEndpoints } from '@causeway/contracts';
import { KYB_DOCUMENT_TYPES, type KybDocumentType, validationMessage } from '@causeway/domain';
import { Alert, Button, FileInput, Select, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { call, endpointKey } from '../../../lib/api/call.ts';

type DocumentTypes = z.infer<typeof documentTypesResponseSchema>;

/** Asks for a signed link, sends the file to it, then has the API check what arrived. */
async function uploadDocument(
  businessId: string,
  file: File,
  documentType: KybDocumentType,
  subjectId: string,
) {
  const { document, upload } = await call(onboardingEndpoints.documentUploadLink, {
    params: { id: businessId },
    body: { documentType, subjectId, fileName: file.name, contentType: file.type, sizeBytes: file.size },
  });
  const sent = await fetch(upload.url, { method: upload.method, headers: upload.headers, body: file });
  if (!sent.ok) throw new Error(`upload failed: ${sent.status}`);
  return call(onboardingEndpoints.endUploadSession, { body: { businessId, documentId: document.id } });
}

/** One document at a time, about the business or the person a check asked about. */
export function DocumentUpload({ businessId, types }: { businessId: string; types: DocumentTypes }) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useTranslatedErrors();
  const queryClient = useQueryClient();
  const firstNeed = types.required[0];
  const [documentType, setDocumentType] = useState<KybDocumentType>(firstNeed?.types[0] ?? 'irs_ein_letter');
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: () => uploadDocument(businessId, file!, documentType, firstNeed?.subjectId ?? businessId),
    onSuccess: async () => {
      setFile(null);
      await queryClient.invalidateQueries({
        queryKey: endpointKey(onboardingEndpoints.documentTypes, { id: businessId }),
      });
    },
  });
  const error = upload.error;
  const detail = isApiError(error, 400) ? error.details[0] : undefined;
  const message = detail
    ? fieldError(validationMessage(detail.code, detail.params))
    : error
      ? apiError(error)
      : undefined;
  return (
    <Stack gap="sm">
      {message && (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      )}
      <Select
        label={t('onboarding.documents.type')}
        data={KYB_DOCUMENT_TYPES.map((type) => ({
          value: type,
          label: t(`onboarding.documentTypes.${type}`),
        }))}
        value={documentType}
        onChange={(value) => value && setDocumentType(value as KybDocumentType)}
        allowDeselect={false}
      />
      <FileInput
        label={t('onboarding.documents.file')}
        description={t('onboarding.documents.fileHint', {
          megabytes: Math.floor(types.maxBytes / 1_048_576),
        })}
        accept={types.contentTypes.join(',')}
        value={file}
        onChange={setFile}
        clearable
      />
      <Button onClick={() => upload.mutate()} disabled={!file} loading={upload.isPending}>
        {t('onboarding.documents.upload')}
      </Button>
    </Stack>
  );
}
