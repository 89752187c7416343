import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pathTo } from '../../lib/paths.ts';

/** /{businessId}/import/order: which card orders to import, physical or virtual. */
export default function ImportOrderRoute() {
  const { t } = useTranslation();
  const businessId = useParams().businessId ?? '';
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('imports.title.order')}
      </Title>
      <Text c="dimmed">{t('imports.intro')}</Text>
      <Group>
        <Button
          component={Link}
          to={pathTo('importPhysicalOrder', { businessId })}
          leftSection={<IconCreditCard size={16} />}
        >
          {t('imports.order.physical')}
        </Button>
        <Button
          component={Link}
          to={pathTo('importVirtualOrder', { businessId })}
          leftSection={<IconDeviceMobile size={16} />}
        >
          {t('imports.order.virtual')}
        </Button>
      </Group>
    </Stack>
  );
}
