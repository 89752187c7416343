import { formatCents } from '@causeway/domain';
import { Alert, Badge, Button, Center, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { IconLink, IconUnlink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../../i18n/isolate-ltr.ts';
import { useTranslatedErrors } from '../../../i18n/use-translated-errors.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/toast.ts';
import { ConfirmRemoveDialog } from '../../../ui/confirm-remove-dialog.tsx';
import {
  type CardSpendRule,
  type SpendRule,
  useAttachSpendRule,
  useBusinessSpendRules,
  useCardSpendRules,
  useDetachSpendRule,
} from '../api/card-spend-rules.ts';
import { attachableSpendRules, spendRuleSummary } from '../model/spend-rule-summary.ts';

type SpendRulesPanelProps = { cardId: string; businessId: string; canModify: boolean };

/** The spend rules on the card, each with its type and limit; attach or detach one (modifySpendRule). */
export function SpendRulesPanel({ cardId, businessId, canModify }: SpendRulesPanelProps) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const rules = useCardSpendRules(cardId);
  const [detaching, setDetaching] = useState<CardSpendRule | null>(null);

  if (rules.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (rules.isError) return <Alert color="red">{apiError(rules.error)}</Alert>;

  return (
    <Stack>
      {canModify && <AttachSpendRule cardId={cardId} businessId={businessId} cardRules={rules.data} />}
      {rules.data.length === 0 ? (
        <Text c="dimmed">{t('cardRecords.spendRules.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {rules.data.map((rule) => (
            <Paper key={rule.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={4} miw={0} style={{ flex: 1 }}>
                  <Group gap="xs">
                    <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                      <bdi>{rule.name}</bdi>
                    </Text>
                    <SpendRuleTypeBadge type={rule.type} />
                  </Group>
                  <Text size="sm">
                    <SpendRuleSummaryText rule={rule} />
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`cardRecords.spendRules.sources.${rule.source}`)}
                  </Text>
                </Stack>
                {canModify && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconUnlink size={14} />}
                    onClick={() => setDetaching(rule)}
                  >
                    {t('cardRecords.spendRules.detach')}
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {detaching && <DetachDialog cardId={cardId} rule={detaching} onClose={() => setDetaching(null)} />}
    </Stack>
  );
}

function SpendRuleTypeBadge({ type }: { type: SpendRule['type'] }) {
  const { t } = useTranslation();
  const color = type === 'velocity' ? 'indigo' : type === 'merchant_allow' ? 'teal' : 'red';
  return (
    <Badge variant="light" color={color} style={{ textTransform: 'none' }}>
      {t(`cardRecords.spendRules.types.${type}`)}
    </Badge>
  );
}

function SpendRuleSummaryText({ rule }: { rule: Pick<SpendRule, 'config'> }) {
  const { t } = useTranslation();
  const summary = spendRuleSummary(rule);
  if (summary.kind === 'merchants')
    return <>{t('cardRecords.spendRules.categories', { number: summary.count })}</>;
  const period = t(`cardRecords.spendRules.periods.${summary.period}`);
  const limits = [
    summary.maxAmountCents !== null && isolateLtr(formatCents(summary.maxAmountCents)),
    summary.maxCount !== null && t('cardRecords.spendRules.maxCount', { number: summary.maxCount }),
  ].filter((part): part is string => typeof part === 'string');
  return <>{t('cardRecords.spendRules.velocity', { limits: limits.join(', '), period })}</>;
}

function AttachSpendRule({
  cardId,
  businessId,
  cardRules,
}: {
  cardId: string;
  businessId: string;
  cardRules: readonly CardSpendRule[];
}) {
  const { t } = useTranslation();
  const { apiError } = useTranslatedErrors();
  const businessRules = useBusinessSpendRules(businessId, true);
  const attach = useAttachSpendRule(cardId);
  const [selected, setSelected] = useState<string | null>(null);
  const choices = attachableSpendRules(
    businessRules.data?.pages.flatMap((page) => page.spendRules) ?? [],
    cardRules,
  );

  const submit = async () => {
    const rule = choices.find((choice) => choice.id === selected);
    if (!rule) return;
    try {
      await attach.mutateAsync(rule.id);
      showSuccessToast(t('cardRecords.spendRules.attached', { name: rule.name }));
      setSelected(null);
    } catch (error) {
      showErrorToast(apiError(error));
    }
  };

  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs">
        <Select
          style={{ flex: 1 }}
          miw={200}
          label={t('cardRecords.spendRules.attachLabel')}
          placeholder={
            businessRules.isPending
              ? t('common.loading')
              : choices.length === 0
                ? t('cardRecords.spendRules.noneToAttach')
                : t('cardRecords.spendRules.choose')
          }
          data={choices.map((rule) => ({
            value: rule.id,
            label: `${rule.name} · ${t(`cardRecords.spendRules.types.${rule.type}`)}`,
          }))}
          value={selected}
          onChange={setSelected}
          searchable
          disabled={choices.length === 0}
          nothingFoundMessage={t('cardRecords.spendRules.noMatch')}
        />
        <Button
          leftSection={<IconLink size={16} />}
          onClick={() => void submit()}
          disabled={!selected}
          loading={attach.isPending}
        >
          {t('cardRecords.spendRules.attach')}
        </Button>
      </Group>
      {businessRules.hasNextPage && (
        <Group>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => void businessRules.fetchNextPage()}
            loading={businessRules.isFetchingNextPage}
          >
            {t('cardRecords.spendRules.moreRules')}
          </Button>
        </Group>
      )}
      {businessRules.isError && (
        <Text size="sm" c="red">
          {apiError(businessRules.error)}
        </Text>
      )}
    </Stack>
  );
}

function DetachDialog({
  cardId,
  rule,
  onClose,
}: {
  cardId: string;
  rule: CardSpendRule;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detach = useDetachSpendRule(cardId);
  return (
    <ConfirmRemoveDialog
      title={t('cardRecords.spendRules.detachTitle')}
      confirmLabel={t('cardRecords.spendRules.detach')}
      pending={detach.isPending}
      onConfirm={async () => {
        await detach.mutateAsync(rule.id);
        showSuccessToast(t('cardRecords.spendRules.detached', { name: rule.name }));
        onClose();
      }}
      onClose={onClose}
    >
      <Text>{t('cardRecords.spendRules.detachConfirm', { name: rule.name })}</Text>
    </ConfirmRemoveDialog>
  );
}
