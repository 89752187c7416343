import { Alert, Button, Group, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { openDocument, useApplicationReview, useDecision } from '../api/review-calls.ts';

/** A platform reviewer's view of one application: people, checks, documents, then the decision. */
export function ApplicationReview({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const review = useApplicationReview(businessId);
  const decide = useDecision(businessId);
  const [reason, setReason] = useState('');
  if (review.isError) return <ErrorView error={review.error} />;
  if (!review.data) return <Text>{t('common.loading')}</Text>;
  const { application, people, checks, documents, required } = review.data;
  const nameOf = (subjectId: string) => {
    const person = people.find((each) => each.id === subjectId);
    return person
      ? `${person.firstName} ${person.lastName}`
      : (application.legalName ?? application.businessName);
  };
  const pending = application.status === 'application_submitted';
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {application.legalName ?? application.businessName}
        </Title>
        <Text fw={600}>{t(`onboarding.review.status.${application.status}`)}</Text>
      </Group>
      <Text size="sm">
        {t('onboarding.business.ein')}: <bdi dir="ltr">{application.einMasked}</bdi>
      </Text>
      <Title order={2} size="h4">
        {t('onboarding.review.checks')}
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Tbody>
            {checks.map((check) => (
              <Table.Tr key={check.id}>
                <Table.Td>{nameOf(check.subjectId)}</Table.Td>
                <Table.Td>
                  <Text fw={600}>{t(`onboarding.review.outcome.${check.outcome}`)}</Text>
                </Table.Td>
                <Table.Td dir="ltr">{check.reasons.join(', ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={2} size="h4">
        {t('onboarding.documents.heading')}
      </Title>
      {documents
        .filter((document) => document.status === 'uploaded')
        .map((document) => (
          <Group key={document.id} justify="space-between">
            <Text size="sm">
              {t(`onboarding.documentTypes.${document.documentType}`)} — {nameOf(document.subjectId)}
            </Text>
            <Button variant="light" size="xs" onClick={() => void openDocument(document.id)}>
              {t('onboarding.review.download')}
            </Button>
          </Group>
        ))}
      {required.length > 0 && <Alert color="yellow">{t('onboarding.documents.required')}</Alert>}
      {decide.error && (
        <Alert color="red" role="alert">
          {apiError(decide.error)}
        </Alert>
      )}
      {pending && (
        <Stack>
          <Button loading={decide.isPending} onClick={() => decide.mutate({ approve: true })}>
            {t('onboarding.review.approve')}
          </Button>
          <Textarea
            label={t('onboarding.review.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={2}
          />
          <Button
            variant="default"
            disabled={!reason.trim()}
            loading={decide.isPending}
            onClick={() => decide.mutate({ reason })}
          >
            {t('onboarding.review.reject')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
