import { type cardDetailsResponseSchema, REPLACEMENT_REASONS } from '@causeway/contracts';
import { formatCents } from '@causeway/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { isolateLtr } from '../../../i18n/isolate-ltr.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useIdempotencyKey } from '../../../lib/api/idempotency-key.ts';
import { pathTo } from '../../../lib/paths.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import {
  type ReissueAndShipForm,
  type ReissueAndShipInput,
  reissueAndShipInputSchema,
  useReissueAndShip,
} from '../api/reissue-and-ship.ts';
import { EMPTY_SHIPPING, shippingAddressBody } from '../api/shipping-form.ts';
import { labelName } from '../lib/label-name.ts';
import { SHIPPING_FORM_FIELDS, serverFieldErrors } from '../lib/server-field-errors.ts';
import { ShippingFields } from './shipping-fields.tsx';
import { useShippingFieldError } from './use-shipping-field-error.ts';

type CardDetails = z.infer<typeof cardDetailsResponseSchema>['card'];

type ReissueAndShipDialogProps = {
  card: CardDetails;
  opened: boolean;
  onClose: () => void;
};

/**
 * Replace a lost, stolen or damaged card with a new physical card shipped to an address
 * (permission replaceCard). The old card closes and its available funds move to the new card,
 * so the dialog asks for confirmation before it sends.
 */
export function ReissueAndShipDialog({ card, opened, onClose }: ReissueAndShipDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('orders.reissue.title')} size="lg">
      <ReissueForm card={card} onDone={onClose} />
    </Dialog>
  );
}

const REISSUE_FORM_FIELDS = new Set([...SHIPPING_FORM_FIELDS, 'replacementReason']);

function ReissueForm({ card, onDone }: { card: CardDetails; onDone: () => void }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const shippingError = useShippingFieldError();
  const navigate = useNavigate();
  const routeBusinessId = useParams().businessId ?? card.businessId;
  const [idempotencyKey, renewKeyAfter] = useIdempotencyKey();
  const reissue = useReissueAndShip();
  const [confirming, setConfirming] = useState<ReissueAndShipInput | null>(null);
  const form = useForm<ReissueAndShipForm, unknown, ReissueAndShipInput>({
    resolver: zodResolver(reissueAndShipInputSchema),
    defaultValues: {
      ...EMPTY_SHIPPING,
      shippingAddress: {
        ...EMPTY_SHIPPING.shippingAddress,
        firstName: labelName(card.cardholder.firstName),
        lastName: labelName(card.cardholder.lastName),
      },
      replacementReason: 'lost',
    },
  });
  const last4 = card.last4;

  const send = async (input: ReissueAndShipInput) => {
    try {
      const result = await reissue.mutateAsync({
        cardId: card.id,
        body: {
          replacementReason: input.replacementReason,
          shippingAddress: shippingAddressBody(input.shippingAddress),
          shipmentMethod: input.shipmentMethod,
        },
        idempotencyKey,
      });
      showSuccessToast(
        t('orders.reissue.done', {
          last4: isolateLtr(result.card.last4),
          amount: isolateLtr(formatCents(result.movedCents)),
        }),
      );
      onDone();
      navigate(pathTo('card', { businessId: routeBusinessId, cardId: result.card.id }));
    } catch (error) {
      renewKeyAfter(error);
      setConfirming(null);
      const fields = serverFieldErrors(error, REISSUE_FORM_FIELDS);
      if (fields.length === 0) form.setError('root', { message: apiError(error) });
      for (const { field, message } of fields) {
        form.setError(field as 'shipmentMethod', { message }, { shouldFocus: true });
      }
    }
  };

  if (confirming) {
    return (
      <Stack>
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert">
          <Text size="sm">
            {t('orders.reissue.confirmText', {
              last4: isolateLtr(last4),
              amount: isolateLtr(formatCents(card.balance.availableCents)),
            })}
          </Text>
        </Alert>
        <Text size="sm">
          {t('orders.reissue.confirmShipTo', {
            name: isolateLtr(
              `${confirming.shippingAddress.firstName} ${confirming.shippingAddress.lastName}`,
            ),
            city: isolateLtr(confirming.shippingAddress.city),
            state: isolateLtr(confirming.shippingAddress.state),
          })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(null)} disabled={reissue.isPending}>
            {t('orders.back')}
          </Button>
          <Button color="red" loading={reissue.isPending} onClick={() => void send(confirming)}>
            {t('orders.reissue.confirmSubmit')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(setConfirming)} noValidate>
        <Stack>
          {form.formState.errors.root && (
            <Alert color="red" role="alert">
              {form.formState.errors.root.message}
            </Alert>
          )}
          <Text size="sm">
            {t('orders.reissue.intro', {
              name: `${card.cardholder.firstName} ${card.cardholder.lastName}`,
              last4: isolateLtr(last4),
            })}
          </Text>
          <Controller
            control={form.control}
            name="replacementReason"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="reissue-reason-label">
                  {t('orders.reissue.reason')}
                </Text>
                <SegmentedControl
                  aria-labelledby="reissue-reason-label"
                  value={field.value}
                  onChange={field.onChange}
                  data={REPLACEMENT_REASONS.map((reason) => ({
                    value: reason,
                    label: t(`orders.reissue.reasons.${reason}`),
                  }))}
                />
                {form.formState.errors.replacementReason && (
                  <Text size="xs" c="red">
                    {shippingError(form.formState.errors.replacementReason.message)}
                  </Text>
                )}
              </Stack>
            )}
          />
          <ShippingFields />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('orders.reissue.submit')}</Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
