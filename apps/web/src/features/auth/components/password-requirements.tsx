import { passwordRequirementChecks } from '@causeway/domain';
import { List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The three password rules, ticked as they are met while typing. */
export function PasswordRequirements({ password }: { password: string }) {
  const { t } = useTranslation();
  const checks = passwordRequirementChecks(password);
  const rows = [
    { met: checks.lengthMet, label: t('password.length') },
    { met: checks.digitMet, label: t('password.digit') },
    { met: checks.specialCharacterMet, label: t('password.special') },
  ];
  return (
    <List size="sm" spacing={4} center>
      {rows.map((row) => (
        <List.Item
          key={row.label}
          c={row.met ? 'teal.8' : 'dimmed'}
          icon={
            <ThemeIcon size={18} radius="xl" color={row.met ? 'teal' : 'gray'} variant="light">
              {row.met ? <IconCheck size={12} aria-hidden /> : <IconCircleDashed size={12} aria-hidden />}
            </ThemeIcon>
          }
        >
          {row.label}
        </List.Item>
      ))}
    </List>
  );
}
