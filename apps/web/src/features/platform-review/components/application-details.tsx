import type { Application, OnboardingPerson } from '@causeway/contracts';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Address = NonNullable<Application['address']>;

const addressLine = (address: Address | null) =>
  address
    ? [address.addressOne, address.addressTwo, `${address.city}, ${address.state} ${address.zip}`]
        .filter(Boolean)
        .join(', ')
    : '—';

/** One label and its value; values that are codes or numbers read left to right in any language. */
function Fact({ label, children, ltr = false }: { label: string; children: ReactNode; ltr?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {ltr ? <bdi dir="ltr">{children}</bdi> : children}
      </Text>
    </Stack>
  );
}

/** The business as its applicant entered it; the EIN by its last 4 only. */
export function BusinessDetails({ application }: { application: Application }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('onboarding.review.business')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label={t('onboarding.business.legalName')}>{application.legalName ?? '—'}</Fact>
        <Fact label={t('onboarding.business.doingBusinessAs')}>{application.doingBusinessAs ?? '—'}</Fact>
        <Fact label={t('onboarding.business.businessType')}>
          {application.businessType ? t(`onboarding.businessTypes.${application.businessType}`) : '—'}
        </Fact>
        <Fact label={t('onboarding.business.ein')} ltr>
          {application.einMasked ?? '—'}
        </Fact>
        <Fact label={t('onboarding.business.phone')} ltr>
          {application.phone ?? '—'}
        </Fact>
        <Fact label={t('onboarding.business.website')} ltr>
          {application.website ?? '—'}
        </Fact>
      </SimpleGrid>
      <Fact label={t('onboarding.address.addressOne')}>{addressLine(application.address)}</Fact>
    </Stack>
  );
}

/** The authorized person and the owners: date of birth by its year, tax id by its last 4. */
export function PeopleDetails({ people }: { people: OnboardingPerson[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('onboarding.review.people')}
      </Title>
      {people.map((person) => (
        <Paper key={person.id} withBorder p="sm" radius="sm">
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Text fw={600}>
                {person.firstName} {person.lastName}
              </Text>
              <Group gap={4}>
                <Badge variant="light">{t(`onboarding.review.roles.${person.role}`)}</Badge>
                <Text size="sm" fw={600}>
                  {t(`onboarding.owners.status.${person.status}`)}
                </Text>
              </Group>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Fact label={t('register.email')} ltr>
                {person.email}
              </Fact>
              <Fact label={t('onboarding.person.title')}>
                {person.title ? t(`onboarding.titles.${person.title}`) : '—'}
              </Fact>
              <Fact label={t('onboarding.person.dateOfBirth')} ltr>
                {person.dateOfBirthMasked ?? '—'}
              </Fact>
              <Fact
                label={
                  person.taxIdType === 'itin' ? t('onboarding.person.itin') : t('onboarding.person.ssnLast4')
                }
                ltr
              >
                {person.taxIdMasked ?? '—'}
              </Fact>
              <Fact label={t('onboarding.review.ownership')} ltr>
                {`${person.ownershipPercent}%`}
              </Fact>
              <Fact label={t('onboarding.person.phone')} ltr>
                {person.phone ?? '—'}
              </Fact>
            </SimpleGrid>
            <Fact label={t('onboarding.address.addressOne')}>{addressLine(person.address)}</Fact>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
