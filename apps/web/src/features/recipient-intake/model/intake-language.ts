import { INTAKE_LANGUAGES, type IntakeLanguage } from '@causeway/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n.ts';

/** The intake flow's language (English, Spanish or Polish only, spec §2.5); any other is English. */
export function asIntakeLanguage(code: string): IntakeLanguage {
  return (INTAKE_LANGUAGES as readonly string[]).includes(code) ? (code as IntakeLanguage) : 'en';
}

/** The language the recipient reads now: the emails that follow and the bank-link provider use it. */
export function useIntakeLanguage(): IntakeLanguage {
  useTranslation(); // re-renders when the language changes
  return asIntakeLanguage(currentLanguage());
}
