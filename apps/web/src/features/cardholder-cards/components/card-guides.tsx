import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCardholderPathTo } from '../../../lib/cardholder-paths.ts';

const WALLETS = ['applePay', 'googlePay'] as const;
const WALLET_STEPS = ['step1', 'step2', 'step3'] as const;

/** Both guides send online shoppers to the billing address page. */
function BillingAddressLink() {
  const { t } = useTranslation();
  const cardholderPath = useCardholderPathTo();
  return (
    <Anchor component={Link} to={cardholderPath('cardholderBillingAddress')} inherit fw={600} c="indigo.8">
      {t('cardholderCards.usage.billingAddressLink')}
    </Anchor>
  );
}

/**
 * Add to digital wallet (cardholder spec §2): no wallet can be reached from here, so it says how
 * to add the card by hand in Apple Pay or Google Pay with the details shown above.
 */
export function WalletGuide() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="wallet-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="wallet-heading">
          {t('cardholderCards.wallet.heading')}
        </Title>
        <Text size="sm">{t('cardholderCards.wallet.intro')}</Text>
        {WALLETS.map((wallet) => (
          <Stack key={wallet} gap={4}>
            <Title order={3} size="h5">
              {t(`cardholderCards.wallet.${wallet}.title`)}
            </Title>
            <List type="ordered" size="sm" spacing={4}>
              {WALLET_STEPS.map((step) => (
                <List.Item key={step}>{t(`cardholderCards.wallet.${wallet}.${step}`)}</List.Item>
              ))}
            </List>
          </Stack>
        ))}
        <Text size="sm">
          {t('cardholderCards.wallet.billingAddress')} <BillingAddressLink />
        </Text>
        <Text size="sm" c="gray.7">
          {t('cardholderCards.wallet.notAccepted')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Usage guide (cardholder spec §1, §2): billing address online, the organisation's limits, ATMs. */
export function UsageGuide() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="usage-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="usage-heading">
          {t('cardholderCards.usage.heading')}
        </Title>
        <List size="sm" spacing="xs">
          <List.Item>
            {t('cardholderCards.usage.online')} <BillingAddressLink />
          </List.Item>
          <List.Item>{t('cardholderCards.usage.restrictions')}</List.Item>
          <List.Item>{t('cardholderCards.usage.atm')}</List.Item>
          <List.Item>{t('cardholderCards.usage.keepSafe')}</List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
