import { LANGUAGE_NATIVE_NAMES, LANGUAGES } from '@causeway/domain';
import { NativeSelect, type NativeSelectProps } from '@mantine/core';

const OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NATIVE_NAMES[code] }));

/**
 * The language a person's emails and text messages are written in (the server's templates have all
 * twelve). Names are in their own language, as in the page's language selector, so the person who
 * reads only Dari finds دری whatever language the page is in. A native select: it works with
 * react-hook-form's register and with a phone's own picker.
 */
export function MessageLanguageSelect(props: Omit<NativeSelectProps, 'data'>) {
  return <NativeSelect {...props} data={OPTIONS} />;
}
