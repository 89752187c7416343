import { IconSettings, IconUsers } from '@tabler/icons-react';

/** Label key and icon of each Settings entry, shared by the side navigation and the phone's More sheet. */
export const SETTINGS_ITEMS = {
  memberSettings: { labelKey: 'nav.members', Icon: IconUsers },
  spendRuleSettings: { labelKey: 'nav.spendRules', Icon: IconSettings },
  customFields: { labelKey: 'nav.customFields', Icon: IconSettings },
} as const;

export type SettingsRoute = keyof typeof SETTINGS_ITEMS;
