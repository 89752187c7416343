import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api/api-error.ts';
import { pathTo } from '../../../lib/paths.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { NotFoundView } from '../../../ui/not-found-view.tsx';
import { openDocument, useApplicationReview } from '../api/review-calls.ts';
import { BusinessDetails, PeopleDetails } from './application-details.tsx';
import { ApplicationHistory } from './application-history.tsx';
import { DecisionPanel } from './decision-panel.tsx';

/**
 * A platform reviewer's view of one application: the business, its people, the identity checks
 * and the documents (each downloadable), then the decision. Anyone else sees the not-found page.
 */
export function ApplicationReview({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const review = useApplicationReview(businessId);
  if (isApiError(review.error, 404)) return <NotFoundView />;
  if (review.isError) return <ErrorView error={review.error} />;
  if (!review.data)
    return (
      <Center>
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  const { application, people, checks, documents, required, activities } = review.data;
  const nameOf = (subjectId: string) => {
    const person = people.find((each) => each.id === subjectId);
    return person
      ? `${person.firstName} ${person.lastName}`
      : (application.legalName ?? application.businessName);
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <Stack>
        <Anchor component={Link} to={pathTo('reviewQueue')} size="sm">
          {t('onboarding.review.backToQueue')}
        </Anchor>
        <Group justify="space-between">
          <Title order={1} size="h2">
            {application.legalName ?? application.businessName}
          </Title>
          <Text fw={600}>{t(`onboarding.review.status.${application.status}`)}</Text>
        </Group>
        {application.informationRequest && (
          <Alert color="blue" title={t('onboarding.review.questionAsked')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {application.informationRequest.message}
            </Text>
          </Alert>
        )}
        <BusinessDetails application={application} />
        <PeopleDetails people={people} />
        <Title order={2} size="h4">
          {t('onboarding.review.checks')}
        </Title>
        {/* Three short columns that wrap: they fit a phone without scrolling sideways. */}
        <Table>
          <Table.Tbody>
            {checks.map((check) => (
              <Table.Tr key={check.id}>
                <Table.Td>{nameOf(check.subjectId)}</Table.Td>
                <Table.Td>
                  <Text fw={600}>{t(`onboarding.review.outcome.${check.outcome}`)}</Text>
                </Table.Td>
                <Table.Td dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                  {check.reasons.join(', ')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Title order={2} size="h4">
          {t('onboarding.documents.heading')}
        </Title>
        {documents
          .filter((document) => document.status === 'uploaded')
          .map((document) => (
            <Group key={document.id} justify="space-between">
              <Text size="sm">
                {t(`onboarding.documentTypes.${document.documentType}`)} — {nameOf(document.subjectId)}:{' '}
                <bdi>{document.fileName}</bdi>
              </Text>
              <Button variant="light" size="xs" onClick={() => void openDocument(document.id)}>
                {t('onboarding.review.download')}
              </Button>
            </Group>
          ))}
        {required.length > 0 && <Alert color="yellow">{t('onboarding.documents.required')}</Alert>}
        {application.status === 'application_submitted' && <DecisionPanel businessId={businessId} />}
        <ApplicationHistory activities={activities} />
        {application.status === 'rejected' && application.rejectionReason && (
          <Alert color="red">
            {t('onboarding.submit.rejected', { reason: application.rejectionReason })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
