import { hasPermission } from '@causeway/domain';
import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format-date.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import type { UserBusinessContext } from '../../../lib/session/session-store.ts';
import { usePrograms } from '../api/get-programs.ts';
import { CreateProgramDialog } from './create-program-dialog.tsx';

const PRODUCT_COLORS = { cards: 'indigo', bank_transfers: 'teal', on_demand_cards: 'grape' } as const;

/** The programs of the top-level business; Create program with the createProgram permission. */
export function ProgramsPage({ businessId, context }: { businessId: string; context: UserBusinessContext }) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const programs = usePrograms(businessId);
  const [createOpened, createDialog] = useDisclosure(false);
  const canCreate = hasPermission(context, 'createProgram', businessId);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('programs.heading')}
        </Title>
        {canCreate && (
          <Button leftSection={<IconPlus size={18} />} onClick={createDialog.open}>
            {t('programs.create')}
          </Button>
        )}
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
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {programs.data.map((program) => (
                  <Table.Tr key={program.id}>
                    <Table.Td fw={500}>{program.name}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={PRODUCT_COLORS[program.productType]}>
                        {t(`productTypes.${program.productType}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDate(program.createdAt)}</Table.Td>
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
