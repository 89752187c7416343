import { Accordion, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FAQ_ITEMS, type FaqItem } from '../logic/faq.ts';

// Keys built from the FAQ's item names: every catalogue holds each (faq.test.ts).
type LooseT = (key: string) => string;

const ITEM_STYLES = {
  item: { backgroundColor: 'var(--mantine-color-white)', border: '1px solid var(--mantine-color-gray-3)' },
};

/** The FAQ: nine questions, one answer open at a time, the questions h3 under the section's h2. */
export function FaqList() {
  const { t } = useTranslation();
  const translate = t as unknown as LooseT;
  const question = (item: FaqItem) => translate(`cardholderHelp.faq.${item}.question`);
  const answer = (item: FaqItem) => translate(`cardholderHelp.faq.${item}.answer`);
  return (
    <Stack gap="sm" component="section" aria-labelledby="faq-heading">
      <Title order={2} size="h3" id="faq-heading">
        {t('cardholderHelp.faqHeading')}
      </Title>
      <Accordion variant="separated" radius="md" order={3} styles={ITEM_STYLES}>
        {FAQ_ITEMS.map((item) => (
          <Accordion.Item key={item} value={item}>
            <Accordion.Control mih={44}>
              <Text fw={600} inherit>
                {question(item)}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text style={{ whiteSpace: 'pre-line' }}>{answer(item)}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
