import type { CardOrder } from '@causeway/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, Select, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { useIdempotencyKey } from '../../../lib/api/idempotency-key.ts';
import { pathTo } from '../../../lib/paths.ts';
import { EMPTY_PERSON, PERSON_FIELDS } from '../../../lib/person-form.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { MessageLanguageSelect } from '../../../ui/message-language-select.tsx';
import { PersonFields } from '../../../ui/person-fields.tsx';
import {
  type OrderCardForm,
  type OrderCardInput,
  orderCardInputSchema,
  useOrderAndShip,
} from '../api/order-and-ship.ts';
import { EMPTY_SHIPPING, shippingAddressBody } from '../api/shipping-form.ts';
import { SHIPPING_FORM_FIELDS, serverFieldErrors } from '../lib/server-field-errors.ts';
import { ShippingFields } from './shipping-fields.tsx';
import { useShippingFieldError } from './use-shipping-field-error.ts';

export type OrderTarget = { id: string; name: string };

type OrderCardDialogProps = {
  /** Where the card may go: the page's business, and on an organisation's page its card programs. */
  targets: readonly OrderTarget[];
  /** The business of the page, whose orders list the new order opens in. */
  businessId: string;
  opened: boolean;
  onClose: () => void;
};

/** Order a physical card for a cardholder and ship it to an address (permission orderCard). */
export function OrderCardDialog({ targets, businessId, opened, onClose }: OrderCardDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('orders.orderDialog.title')} size="lg">
      <OrderCardFormBody targets={targets} businessId={businessId} onDone={onClose} />
    </Dialog>
  );
}

const ORDER_FORM_FIELDS = new Set([
  ...SHIPPING_FORM_FIELDS,
  ...PERSON_FIELDS.map((field) => `cardholder.${field}`),
]);

const EMPTY_ORDER = (): OrderCardForm => ({
  // The page's language is a guess at the cardholder's; the field lets the admin choose theirs.
  cardholder: { ...EMPTY_PERSON, language: currentLanguage() },
  ...EMPTY_SHIPPING,
});

function OrderCardFormBody({
  targets,
  businessId,
  onDone,
}: {
  targets: readonly OrderTarget[];
  businessId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const fieldError = useShippingFieldError();
  const [idempotencyKey, renewKeyAfter] = useIdempotencyKey();
  const order = useOrderAndShip();
  const [targetId, setTargetId] = useState(targets[0]?.id ?? '');
  const [placed, setPlaced] = useState<CardOrder | null>(null);
  const form = useForm<OrderCardForm, unknown, OrderCardInput>({
    resolver: zodResolver(orderCardInputSchema),
    defaultValues: EMPTY_ORDER(),
  });
  const errors = form.formState.errors.cardholder;

  const submit = form.handleSubmit(async (input) => {
    try {
      const { phone, ...cardholder } = input.cardholder;
      const result = await order.mutateAsync({
        businessId: targetId,
        body: {
          cardholder: phone ? { ...cardholder, phone } : cardholder,
          shippingAddress: shippingAddressBody(input.shippingAddress),
          shipmentMethod: input.shipmentMethod,
        },
        idempotencyKey,
      });
      showSuccessToast(
        t('orders.orderDialog.done', { name: `${cardholder.firstName} ${cardholder.lastName}` }),
      );
      setPlaced(result.order);
    } catch (error) {
      renewKeyAfter(error);
      const fields = serverFieldErrors(error, ORDER_FORM_FIELDS);
      if (fields.length === 0) form.setError('root', { message: apiError(error) });
      for (const { field, message } of fields) {
        form.setError(field as 'shipmentMethod', { message }, { shouldFocus: true });
      }
    }
  });

  if (placed) {
    return (
      <Stack>
        <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
          {t('orders.orderDialog.placed', {
            name: `${placed.cardholder.firstName} ${placed.cardholder.lastName}`,
          })}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.close')}
          </Button>
          <Button component={Link} to={pathTo('order', { businessId, orderId: placed.id })}>
            {t('orders.orderDialog.viewOrder')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {form.formState.errors.root && (
            <Alert color="red" role="alert">
              {form.formState.errors.root.message}
            </Alert>
          )}
          {targets.length > 1 && (
            <Select
              label={t('orders.orderDialog.orderIn')}
              data={targets.map((target) => ({ value: target.id, label: target.name }))}
              value={targetId}
              onChange={(value) => value && setTargetId(value)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Fieldset legend={t('orders.orderDialog.cardholder')} pt="xs">
            <PersonFields
              register={(field) => form.register(`cardholder.${field}`)}
              errors={errors}
              fieldError={fieldError}
              autoFocus
            />
            <MessageLanguageSelect
              mt="sm"
              label={t('orders.orderDialog.cardholderLanguage')}
              description={t('orders.orderDialog.cardholderLanguageHint')}
              {...form.register('cardholder.language')}
            />
          </Fieldset>
          <ShippingFields />
          <Text size="xs" c="dimmed">
            {t('orders.orderDialog.note')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={order.isPending}>
              {t('orders.orderDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
