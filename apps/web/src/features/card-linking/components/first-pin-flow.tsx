import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { isPartnerPath, useCardholderPathTo } from '../../../lib/cardholder-paths.ts';
import { pathTo } from '../../../lib/paths.ts';
import { useSetFirstPin } from '../api/set-first-pin.ts';
import { type FirstPinForm, firstPinFormSchema } from '../logic/card-details-form.ts';
import { cardErrorTarget } from '../logic/card-errors.ts';
import { CardIdField, CardProofFields, PinFields } from './card-details-fields.tsx';
import { FormAlert } from './form-alert.tsx';
import { PinDone } from './pin-done.tsx';

const FIRST_PIN_FIELDS = ['cardId', 'lastSix', 'organizationName', 'expiry', 'pin', 'confirmPin'] as const;

/** Where a cardholder signs in: the partner's login page is its landing page. */
function useSignInPath(): string {
  const { pathname } = useLocation();
  const cardholderPath = useCardholderPathTo();
  return isPartnerPath(pathname) ? cardholderPath('cardholders') : pathTo('login');
}

/**
 * The first PIN of a physical card without signing in (cardholder spec §2 "the card-details
 * flow"): the card ID, the details on the card, the PIN twice. A card whose PIN is already set
 * needs a sign-in to reset it (§4); the API limits attempts per address.
 */
export function FirstPinFlow() {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const cardholderPath = useCardholderPathTo();
  const signInPath = useSignInPath();
  const setFirstPin = useSetFirstPin();
  const [pinSet, setPinSet] = useState<string | null>(null);
  const [alreadySet, setAlreadySet] = useState(false);
  const form = useForm<FirstPinForm>({
    resolver: zodResolver(firstPinFormSchema),
    defaultValues: { cardId: '', lastSix: '', organizationName: '', expiry: '', pin: '', confirmPin: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setAlreadySet(false);
    try {
      await setFirstPin.mutateAsync(input);
      setPinSet(input.pin);
    } catch (error) {
      if (isApiError(error) && error.code === 'pinAlreadySet') setAlreadySet(true);
      else form.setError(cardErrorTarget(error, FIRST_PIN_FIELDS), { message: apiError(error) });
    }
  });

  if (pinSet) {
    return (
      <PinDone
        pin={pinSet}
        primary={{ label: t('common.signIn'), to: signInPath }}
        secondary={{ label: t('cardLinking.done.goHome'), to: cardholderPath('cardholders') }}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('cardLinking.firstPin.heading')}
        </Title>
        <Text>{t('cardLinking.firstPin.intro')}</Text>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            {alreadySet && (
              <FormAlert color="orange">
                <Stack gap="sm" align="flex-start">
                  <Text inherit>{t('errors.pinAlreadySet')}</Text>
                  <Button component={Link} to={signInPath} size="md">
                    {t('common.signIn')}
                  </Button>
                </Stack>
              </FormAlert>
            )}
            {errors.root && <FormAlert>{errors.root.message}</FormAlert>}
            <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" fw={700} size="lg" mb="sm">
                {t('cardLinking.firstPin.cardSection')}
              </Text>
              <CardIdField control={form.control} />
              <CardProofFields control={form.control} />
            </Stack>
            <Stack gap="md" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" fw={700} size="lg" mb="sm">
                {t('cardLinking.firstPin.pinSection')}
              </Text>
              <PinFields control={form.control} />
            </Stack>
            <Button type="submit" size="md" loading={form.formState.isSubmitting}>
              {t('cardLinking.setPin.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
      <Text size="sm">
        {t('cardLinking.firstPin.signedInHint')}{' '}
        <Anchor component={Link} to={signInPath}>
          {t('common.signIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
