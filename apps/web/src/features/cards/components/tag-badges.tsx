import type { Tag } from '@causeway/contracts';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type TagBadgesProps = {
  tags: readonly Pick<Tag, 'id' | 'name' | 'color'>[];
  size?: 'xs' | 'sm' | 'md';
};

/** A card's tags as small badges in each tag's own colour; nothing when it carries none. */
export function TagBadges({ tags, size = 'sm' }: TagBadgesProps) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" role="list" aria-label={t('cardTags.tags')}>
      {tags.map((tag) => (
        <Badge
          key={tag.id}
          role="listitem"
          size={size}
          color={tag.color}
          autoContrast
          tt="none"
          fw={500}
          maw={180}
          title={tag.name}
        >
          <bdi>{tag.name}</bdi>
        </Badge>
      ))}
    </Group>
  );
}
