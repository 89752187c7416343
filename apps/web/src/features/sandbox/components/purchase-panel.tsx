import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Chip, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { AmountInput } from '../../../ui/amount-input.tsx';
import type { SandboxCard } from '../api/get-business-cards.ts';
import { usePlayPurchase } from '../api/play-purchases.ts';
import { cardholderName } from '../model/card-label.ts';
import type { PlayedPurchase } from '../model/played-purchases.ts';
import {
  EMPTY_PURCHASE_FORM,
  MCC_PRESETS,
  type PurchaseFormValues,
  type PurchaseRequest,
  presetCategory,
  purchaseFormSchema,
} from '../model/sandbox-forms.ts';
import { CardPicker } from './card-picker.tsx';
import { PurchaseResult } from './purchase-result.tsx';
import { useSandboxErrorText } from './use-sandbox-error-text.ts';

type PurchasePanelProps = {
  businessId: string;
  onPlayed: (played: PlayedPurchase) => void;
};

/** Card purchase: a merchant's terminal asks the issuer to approve a purchase on a card. */
export function PurchasePanel({ businessId, onPlayed }: PurchasePanelProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const errorText = useSandboxErrorText();
  const play = usePlayPurchase();
  const [card, setCard] = useState<SandboxCard | null>(null);
  const [last, setLast] = useState<PlayedPurchase | null>(null);
  const form = useForm<PurchaseFormValues, unknown, PurchaseRequest>({
    resolver: zodResolver(purchaseFormSchema),
    defaultValues: EMPTY_PURCHASE_FORM,
  });
  const { errors } = form.formState;
  const mcc = form.watch('mcc');

  const choosePreset = (preset: (typeof MCC_PRESETS)[number]) => {
    form.setValue('mcc', preset.mcc, { shouldValidate: form.formState.isSubmitted });
    form.setValue('merchantCategory', preset.category, { shouldValidate: form.formState.isSubmitted });
  };

  const submit = form.handleSubmit(async (request) => {
    if (!card) return;
    try {
      const transaction = await play.mutateAsync(request);
      const played = { transaction, cardLabel: { name: cardholderName(card), last4: card.last4 } };
      setLast(played);
      onPlayed(played);
    } catch (error) {
      setLast(null);
      form.setError('root', { message: apiError(error) });
    }
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="sandbox-purchase-heading">
      <Stack>
        <Stack gap={2}>
          <Title order={2} size="h3" id="sandbox-purchase-heading">
            {t('sandbox.purchase.heading')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('sandbox.purchase.intro')}
          </Text>
        </Stack>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Controller
              control={form.control}
              name="cardId"
              render={({ field }) => (
                <CardPicker
                  businessId={businessId}
                  value={card}
                  onChange={(chosen) => {
                    setCard(chosen);
                    field.onChange(chosen?.id ?? '');
                  }}
                  error={errorText(errors.cardId?.message)}
                />
              )}
            />
            <Grid>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <AmountInput
                  label={t('sandbox.purchase.amount')}
                  required
                  {...form.register('amount')}
                  error={errorText(errors.amount?.message)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput
                  label={t('sandbox.purchase.merchantName')}
                  placeholder={t('sandbox.purchase.merchantNamePlaceholder')}
                  required
                  maxLength={255}
                  {...form.register('merchantName')}
                  error={errorText(errors.merchantName?.message)}
                />
              </Grid.Col>
            </Grid>
            <Stack gap={6}>
              <Text size="sm" fw={500} id="sandbox-mcc-presets">
                {t('sandbox.purchase.presets')}
              </Text>
              <Chip.Group
                value={mcc}
                onChange={(code) => {
                  const preset = MCC_PRESETS.find((item) => item.mcc === code);
                  if (preset) choosePreset(preset);
                }}
              >
                <Group gap={6} role="radiogroup" aria-labelledby="sandbox-mcc-presets">
                  {MCC_PRESETS.map((preset) => (
                    <Chip key={preset.mcc} value={preset.mcc} size="xs">
                      <bdi dir="ltr">{preset.mcc}</bdi> {t(`sandbox.mcc.${preset.mcc}`)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
            <Grid>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label={t('sandbox.purchase.mcc')}
                  description={t('sandbox.purchase.mccHelp')}
                  required
                  inputMode="numeric"
                  maxLength={4}
                  dir="ltr"
                  {...form.register('mcc', {
                    onChange: (event: { target: { value: string } }) => {
                      const category = presetCategory(event.target.value.trim());
                      if (category) form.setValue('merchantCategory', category);
                    },
                  })}
                  error={errorText(errors.mcc?.message)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <TextInput
                  label={t('sandbox.purchase.merchantCategory')}
                  description={t('sandbox.purchase.merchantCategoryHelp')}
                  required
                  maxLength={255}
                  {...form.register('merchantCategory')}
                  error={errorText(errors.merchantCategory?.message)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <TextInput
                  label={t('sandbox.purchase.country')}
                  description={t('sandbox.purchase.countryHelp')}
                  required
                  maxLength={2}
                  dir="ltr"
                  autoComplete="off"
                  styles={{ input: { textTransform: 'uppercase' } }}
                  {...form.register('country')}
                  error={errorText(errors.country?.message)}
                />
              </Grid.Col>
            </Grid>
            {errors.root?.message && <Alert color="red">{errors.root.message}</Alert>}
            <Group>
              <Button type="submit" leftSection={<IconShoppingCart size={18} />} loading={play.isPending}>
                {t('sandbox.purchase.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
        <PurchaseResult played={last} />
      </Stack>
    </Paper>
  );
}
