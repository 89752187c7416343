import { SHIPMENT_METHODS_ALLOWED, US_STATE_CODES } from '@causeway/domain';
import { Fieldset, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ShippingFormValues } from '../api/shipping-form.ts';
import { useShippingFieldError } from './use-shipping-field-error.ts';

const STATE_OPTIONS = US_STATE_CODES.map((code) => ({ value: code, label: code }));

/**
 * Where a physical card goes and how it travels: the name on the label, the address and the
 * shipment method. Shared by the order and reissue dialogs; reads its form from a FormProvider
 * whose values include `shippingAddress` and `shipmentMethod`.
 */
export function ShippingFields() {
  const { t } = useTranslation();
  const shippingError = useShippingFieldError();
  const form = useFormContext<ShippingFormValues>();
  const errors = form.formState.errors.shippingAddress;
  return (
    <Stack gap="sm">
      <Fieldset legend={t('orders.address.legend')} pt="xs">
        <Text size="xs" c="dimmed" mb="xs">
          {t('orders.address.nameHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('orders.address.firstName')}
            autoComplete="off"
            error={shippingError(errors?.firstName?.message)}
            {...form.register('shippingAddress.firstName')}
          />
          <TextInput
            label={t('orders.address.lastName')}
            autoComplete="off"
            error={shippingError(errors?.lastName?.message)}
            {...form.register('shippingAddress.lastName')}
          />
        </SimpleGrid>
        <Stack gap="sm" mt="sm">
          <TextInput
            label={t('orders.address.addressOne')}
            autoComplete="off"
            error={shippingError(errors?.addressOne?.message)}
            {...form.register('shippingAddress.addressOne')}
          />
          <TextInput
            label={t('orders.address.addressTwo')}
            autoComplete="off"
            error={shippingError(errors?.addressTwo?.message)}
            {...form.register('shippingAddress.addressTwo')}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mt="sm">
          <TextInput
            label={t('orders.address.city')}
            autoComplete="off"
            error={shippingError(errors?.city?.message)}
            {...form.register('shippingAddress.city')}
          />
          <Controller
            control={form.control}
            name="shippingAddress.state"
            render={({ field }) => (
              <Select
                label={t('orders.address.state')}
                data={STATE_OPTIONS}
                searchable
                dir="ltr"
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={shippingError(errors?.state?.message)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <TextInput
            label={t('orders.address.zip')}
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            error={shippingError(errors?.zip?.message)}
            {...form.register('shippingAddress.zip')}
          />
        </SimpleGrid>
      </Fieldset>
      <Controller
        control={form.control}
        name="shipmentMethod"
        render={({ field }) => (
          <Radio.Group
            label={t('orders.shipmentMethod')}
            value={field.value}
            onChange={field.onChange}
            error={shippingError(form.formState.errors.shipmentMethod?.message)}
          >
            <Stack gap="xs" mt="xs">
              {SHIPMENT_METHODS_ALLOWED.map((method) => (
                <Radio key={method} value={method} label={t(`orders.shippingTypes.${method}`)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
    </Stack>
  );
}
