import { businessEndpoints, fundingEndpoints } from '@causeway/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingBank, IconCreditCard, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../i18n/format-date.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { canCall } from '../../../lib/api/can-call.ts';
import { pathTo } from '../../../lib/paths.ts';
import type { UserBusinessContext } from '../../../lib/session/session-store.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { usePrograms } from '../api/get-programs.ts';
import { CreateProgramDialog } from './create-program-dialog.tsx';

const PRODUCT_COLORS = { cards: 'indigo', bank_transfers: 'teal', on_demand_cards: 'grape' } as const;

/**
 * The programs of the top-level business; Create program with the createProgram permission. A card
 * program's name opens its cards; funding links show with the fundingAccountView permission.
 */
export function ProgramsPage({ businessId, context }: { businessId: string; context: UserBusinessContext }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const programs = usePrograms(businessId);
  const [createOpened, createDialog] = useDisclosure(false);
  const canCreate = canCall(context, businessEndpoints.createProgram, businessId);
  const canSeeFunding = (id: string) => canCall(context, fundingEndpoints.accounts, id);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('programs.heading')}
        </Title>
        <Group gap="sm">
          {canSeeFunding(businessId) && (
            <Button
              component={Link}
              to={pathTo('fundingAccount', { businessId })}
              variant="default"
              leftSection={<IconBuildingBank size={18} />}
            >
              {t('titles.fundingAccount')}
            </Button>
          )}
          <Button
            component={Link}
            to={pathTo('cards', { businessId })}
            variant="default"
            leftSection={<IconCreditCard size={18} />}
          >
            {t('programs.allCards')}
          </Button>
          {canCreate && (
            <Button leftSection={<IconPlus size={18} />} onClick={createDialog.open}>
              {t('programs.create')}
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder radius="md" p="md">
        {programs.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        ) : programs.isError ? (
          <Alert color="red">{apiError(programs.error)}</Alert>
        ) : programs.data.length === 0 ? (
          <Text c="dimmed">{t('programs.empty')}</Text>
        ) : (
          <DataTable
            rows={programs.data}
            rowKey={(program) => program.id}
            label={t('programs.heading')}
            minWidth={480}
            columns={[
              {
                key: 'name',
                header: t('programs.name'),
                stacked: 'title',
                cell: (program) => (
                  <Anchor
                    component={Link}
                    fw={500}
                    id={`program-name-${program.id}`}
                    to={pathTo(program.productType === 'bank_transfers' ? 'recipients' : 'cards', {
                      businessId: program.id,
                    })}
                  >
                    {program.name}
                  </Anchor>
                ),
              },
              {
                key: 'productType',
                header: t('programs.productType'),
                stacked: 'plain',
                cell: (program) => (
                  <Badge variant="light" color={PRODUCT_COLORS[program.productType]}>
                    {t(`productTypes.${program.productType}`)}
                  </Badge>
                ),
              },
              {
                key: 'createdAt',
                header: t('programs.createdAt'),
                stacked: 'detail',
                nowrap: true,
                cell: (program) => formatDate(program.createdAt),
              },
              {
                key: 'links',
                header: t('programs.links'),
                headerHidden: true,
                align: 'end',
                stacked: 'actions',
                cell: (program) =>
                  canSeeFunding(program.id) && (
                    <Anchor
                      component={Link}
                      to={pathTo('fundingAccount', { businessId: program.id })}
                      size="sm"
                      aria-describedby={`program-name-${program.id}`}
                    >
                      {t('titles.fundingAccount')}
                    </Anchor>
                  ),
              },
            ]}
          />
        )}
      </Paper>
      {canCreate && (
        <CreateProgramDialog businessId={businessId} opened={createOpened} onClose={createDialog.close} />
      )}
    </Stack>
  );
}
