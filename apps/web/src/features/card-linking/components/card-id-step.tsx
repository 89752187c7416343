import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useValidateCard } from '../api/validate-card.ts';
import { type CardIdForm, cardIdFormSchema } from '../logic/card-details-form.ts';
import { cardErrorTarget } from '../logic/card-errors.ts';
import { CardIdField } from './card-details-fields.tsx';
import { FormAlert } from './form-alert.tsx';

/** Step 1: the card ID from the back of the card, checked by the API (physical cards only). */
export function CardIdStep({
  cardId,
  onValidated,
}: {
  cardId: string;
  onValidated: (cardId: string, activationRequired: boolean) => void;
}) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const validate = useValidateCard();
  const form = useForm<CardIdForm>({ resolver: zodResolver(cardIdFormSchema), defaultValues: { cardId } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ cardId: checked }) => {
    try {
      const answer = await validate.mutateAsync(checked);
      onValidated(checked, answer.activationRequired);
    } catch (error) {
      form.setError(cardErrorTarget(error, ['cardId'] as const), { message: apiError(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('cardLinking.link.cardIdHeading')}
        </Title>
        <Text>{t('cardLinking.link.cardIdIntro')}</Text>
        {errors.root && <FormAlert>{errors.root.message}</FormAlert>}
        <CardIdField control={form.control} />
        <Text size="sm" c="gray.7">
          {t('cardLinking.link.physicalOnly')}
        </Text>
        <Button type="submit" size="md" loading={form.formState.isSubmitting}>
          {t('common.continue')}
        </Button>
      </Stack>
    </form>
  );
}
