import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useDecision } from '../api/review-calls.ts';

/**
 * The reviewer's three answers to a submitted application: approve, ask the applicant for more
 * (they are emailed and see the question), or reject with a reason the applicant sees.
 */
export function DecisionPanel({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const decide = useDecision(businessId);
  const [question, setQuestion] = useState('');
  const [reason, setReason] = useState('');
  return (
    <Stack>
      {decide.error && (
        <Alert color="red" role="alert">
          {apiError(decide.error)}
        </Alert>
      )}
      <Button loading={decide.isPending} onClick={() => decide.mutate({ approve: true })}>
        {t('onboarding.review.approve')}
      </Button>
      <Textarea
        label={t('onboarding.review.question')}
        description={t('onboarding.review.questionHint')}
        value={question}
        onChange={(event) => setQuestion(event.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={1000}
      />
      <Button
        variant="light"
        disabled={!question.trim()}
        loading={decide.isPending}
        onClick={() => decide.mutate({ question }, { onSuccess: () => setQuestion('') })}
      >
        {t('onboarding.review.askForInformation')}
      </Button>
      <Textarea
        label={t('onboarding.review.reason')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={1000}
      />
      <Button
        variant="outline"
        color="red"
        disabled={!reason.trim()}
        loading={decide.isPending}
        onClick={() => decide.mutate({ reason })}
      >
        {t('onboarding.review.reject')}
      </Button>
    </Stack>
  );
}
