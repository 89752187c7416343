import { LANGUAGE_NATIVE_NAMES, LANGUAGES, type LanguageCode } from '@causeway/domain';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { changeLanguage, currentLanguage } from '../i18n/i18n.ts';

type LanguageSelectorProps = {
  /** The languages this page offers: three on the intake routes, twelve elsewhere (spec §2.5). */
  languages?: readonly LanguageCode[];
  /**
   * Writes the chosen language into `?lang=` even when the address has none (the cardholders page
   * and the intake routes, cardholder spec §2); elsewhere only a `lang` already there is updated.
   */
  languageInAddress?: boolean;
};

/** Language names are shown in their own language, so a reader finds theirs whatever is selected. */
export function LanguageSelector({
  languages = LANGUAGES,
  languageInAddress = false,
}: LanguageSelectorProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const value = currentLanguage();
  return (
    <NativeSelect
      aria-label={t('common.language')}
      size="xs"
      w={150}
      leftSection={<IconLanguage size={16} aria-hidden="true" />}
      value={value}
      data={languages.map((code) => ({ value: code, label: LANGUAGE_NATIVE_NAMES[code] }))}
      onChange={(event) => {
        const code = event.currentTarget.value as LanguageCode;
        void changeLanguage(code).then(() => {
          // A `lang` in the address wins over the stored choice on reload: it must say the new one.
          if (languageInAddress || searchParams.has('lang')) {
            const next = new URLSearchParams(searchParams);
            next.set('lang', code);
            setSearchParams(next, { replace: true });
          }
        });
      }}
    />
  );
}
