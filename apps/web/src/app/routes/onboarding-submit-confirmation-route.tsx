import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTypes } from '../../features/onboarding/api/onboarding-calls.ts';
import { DocumentUpload } from '../../features/onboarding/components/document-upload.tsx';
import { OnboardingPage } from '../../features/onboarding/components/onboarding-page.tsx';
import { SubmitApplicationForm } from '../../features/onboarding/components/submit-application-form.tsx';
import { RoutePublicPage } from '../layout/route-public-page.tsx';

/**
 * /{businessId}/submitConfirmation: documents, the owners and the submission; once submitted, what
 * the checks still need and the decision.
 */
export default function OnboardingSubmitConfirmationRoute() {
  const { t } = useTranslation();
  const { businessId = '' } = useParams();
  const types = useDocumentTypes(businessId);
  return (
    <RoutePublicPage size="sm">
      <OnboardingPage businessId={businessId} heading={t('onboarding.submit.heading')}>
        {(application) => (
          <Stack>
            {application.status === 'application_submitted' && (
              <Alert color="blue">{t('onboarding.submit.underReview')}</Alert>
            )}
            {application.informationRequest && (
              <Alert color="yellow" title={t('onboarding.submit.informationRequested')} role="status">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {application.informationRequest.message}
                </Text>
              </Alert>
            )}
            {application.status === 'rejected' && (
              <Alert color="red">
                {t('onboarding.submit.rejected', { reason: application.rejectionReason ?? '' })}
              </Alert>
            )}
            {types.data &&
              ['submit_application', 'application_submitted', 'waiting_for_beneficial_owners'].includes(
                application.status,
              ) && (
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {t('onboarding.documents.heading')}
                  </Title>
                  {types.data.required.length > 0 && (
                    <Alert color="yellow">{t('onboarding.documents.required')}</Alert>
                  )}
                  {types.data.documents
                    .filter((document) => document.status === 'uploaded')
                    .map((document) => (
                      <Text key={document.id} size="sm">
                        {t(`onboarding.documentTypes.${document.documentType}`)}: {document.fileName}
                      </Text>
                    ))}
                  <DocumentUpload businessId={businessId} types={types.data} />
                </Stack>
              )}
            {application.status === 'submit_application' && <SubmitApplicationForm businessId={businessId} />}
          </Stack>
        )}
      </OnboardingPage>
    </RoutePublicPage>
  );
}
