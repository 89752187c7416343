import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../../i18n/isolate-ltr.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useLinkCard } from '../api/link-card.ts';
import { type CardProofForm, cardProofFormSchema } from '../logic/card-details-form.ts';
import { cardErrorTarget } from '../logic/card-errors.ts';
import { CardProofFields } from './card-details-fields.tsx';
import { FormAlert } from './form-alert.tsx';

const PROOF_FIELDS = ['lastSix', 'organizationName', 'expiry'] as const;

/** Step 2: the card details that prove the person holds the card; linking activates a new card. */
export function CardProofStep({
  cardId,
  activationRequired,
  onBack,
  onLinked,
}: {
  cardId: string;
  activationRequired: boolean;
  onBack: () => void;
  onLinked: (linkedCardId: string, status: string) => void;
}) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const link = useLinkCard();
  const form = useForm<CardProofForm>({
    resolver: zodResolver(cardProofFormSchema),
    defaultValues: { lastSix: '', organizationName: '', expiry: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (proof) => {
    try {
      const linked = await link.mutateAsync({ cardId, proof });
      onLinked(linked.cardId, linked.status);
    } catch (error) {
      form.setError(cardErrorTarget(error, PROOF_FIELDS), { message: apiError(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('cardLinking.link.detailsHeading')}
        </Title>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{t('cardLinking.link.cardIdSummary', { cardId: isolateLtr(cardId) })}</Text>
          <Button variant="subtle" size="compact-md" mih={44} onClick={onBack}>
            {t('cardLinking.link.changeCardId')}
          </Button>
        </Group>
        <Text>{t('cardLinking.link.detailsIntro')}</Text>
        {activationRequired && (
          <Alert color="blue" variant="light">
            {t('cardLinking.link.activationNote')}
          </Alert>
        )}
        {errors.root && <FormAlert>{errors.root.message}</FormAlert>}
        <CardProofFields control={form.control} />
        <Button type="submit" size="md" loading={form.formState.isSubmitting}>
          {t('cardLinking.link.submit')}
        </Button>
      </Stack>
    </form>
  );
}
