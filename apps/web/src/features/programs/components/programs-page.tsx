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
  Table,
  Text,
  Title,
  VisuallyHidden,
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
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : programs.isError ? (
          <Alert color="red">{apiError(programs.error)}</Alert>
        ) : programs.data.length === 0 ? (
          <Text c="dimmed">{t('programs.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('programs.name')}</Table.Th>
                  <Table.Th>{t('programs.productType')}</Table.Th>
                  <Table.Th>{t('programs.createdAt')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('programs.links')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {programs.data.map((program) => (
                  <Table.Tr key={program.id}>
                    <Table.Td fw={500} id={`program-name-${program.id}`}>
                      <Anchor
                        component={Link}
                        to={pathTo(program.productType === 'bank_transfers' ? 'recipients' : 'cards', {
                          businessId: program.id,
                        })}
                      >
                        {program.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={PRODUCT_COLORS[program.productType]}>
                        {t(`productTypes.${program.productType}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDate(program.createdAt)}</Table.Td>
                    <Table.Td ta="end">
                      {canSeeFunding(program.id) && (
                        <Anchor
                          component={Link}
                          to={pathTo('fundingAccount', { businessId: program.id })}
                          size="sm"
                          aria-describedby={`program-name-${program.id}`}
                        >
                          {t('titles.fundingAccount')}
                        </Anchor>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {canCreate && (
        <CreateProgramDialog businessId={businessId} opened={createOpened} onClose={createDialog.close} />
      )}
    </Stack>
  );
}
