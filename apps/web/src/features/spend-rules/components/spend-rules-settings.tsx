import { spendRuleEndpoints } from '@causeway/contracts';
import {
  ActionIcon,
  Alert,
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
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format-date.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { canCall } from '../../../lib/api/can-call.ts';
import type { UserBusinessContext } from '../../../lib/session/session-store.ts';
import { CompactList, CompactRow } from '../../../ui/compact-row.tsx';
import { useCompactLayout } from '../../../ui/use-compact-layout.ts';
import { useSpendRules } from '../api/spend-rules.ts';
import type { SpendRule } from '../logic/spend-rule-form.ts';
import { spendRuleSummary } from '../logic/spend-rule-text.ts';
import { SpendRuleDialog } from './spend-rule-dialog.tsx';

type SpendRulesSettingsProps = { businessId: string; context: UserBusinessContext };

const TYPE_COLORS = { velocity: 'blue', merchant_allow: 'teal', merchant_block: 'red' } as const;

/** Settings → Spend rules: the business's rules; create with createSpendRule, edit with modifySpendRule. */
export function SpendRulesSettings({ businessId, context }: SpendRulesSettingsProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const compact = useCompactLayout();
  const rules = useSpendRules(businessId);
  // undefined: closed; null: creating; a rule: editing it.
  const [editing, setEditing] = useState<SpendRule | null | undefined>(undefined);
  const canCreate = canCall(context, spendRuleEndpoints.create, businessId);
  const canModify = (rule: SpendRule) => canCall(context, spendRuleEndpoints.modify, rule.businessId);

  const typeBadge = (rule: SpendRule) => (
    <Badge
      variant="light"
      color={TYPE_COLORS[rule.type]}
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`spendRules.types.${rule.type}`)}
    </Badge>
  );
  const editButton = (rule: SpendRule) =>
    canModify(rule) ? (
      <Tooltip label={t('spendRules.editRule', { name: rule.name })}>
        <ActionIcon
          variant="subtle"
          aria-label={t('spendRules.editRule', { name: rule.name })}
          onClick={(event) => {
            event.stopPropagation();
            setEditing(rule);
          }}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
    ) : null;

  const list = (items: SpendRule[]) =>
    compact ? (
      <CompactList label={t('spendRules.heading')}>
        {items.map((rule) => (
          <CompactRow key={rule.id} aside={editButton(rule)}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {rule.name}
              </Text>
              {typeBadge(rule)}
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {spendRuleSummary(rule, t)}
            </Text>
          </CompactRow>
        ))}
      </CompactList>
    ) : (
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('spendRules.columns.name')}</Table.Th>
              <Table.Th>{t('spendRules.columns.type')}</Table.Th>
              <Table.Th>{t('spendRules.columns.summary')}</Table.Th>
              <Table.Th>{t('spendRules.columns.updated')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('spendRules.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((rule) => (
              <Table.Tr key={rule.id}>
                <Table.Td fw={600}>{rule.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{typeBadge(rule)}</Table.Td>
                <Table.Td>{spendRuleSummary(rule, t)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(rule.updatedAt)}</Table.Td>
                <Table.Td ta="end">{editButton(rule)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('spendRules.heading')}
        </Title>
        {canCreate && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
            {t('spendRules.new')}
          </Button>
        )}
      </Group>
      <Text c="dimmed" size="sm">
        {t('spendRules.intro')}
      </Text>
      <Paper withBorder radius="md" p="md">
        {rules.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        ) : rules.isError ? (
          <Alert color="red">{apiError(rules.error)}</Alert>
        ) : rules.data.rules.length === 0 ? (
          <Text c="dimmed">{t('spendRules.empty')}</Text>
        ) : (
          <Stack>
            {list(rules.data.rules)}
            {rules.data.hasMore && (
              <Group justify="center">
                <Button
                  variant="default"
                  loading={rules.isFetchingNextPage}
                  onClick={() => void rules.fetchNextPage()}
                >
                  {t('common.loadMore')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Paper>
      {(canCreate || editing) && (
        <SpendRuleDialog
          businessId={businessId}
          rule={editing ?? null}
          opened={editing !== undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
}
