import '@mantine/charts/styles.css';
import { formatCents } from '@causeway/domain';
import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';

// The charts of the Reports page. @mantine/charts (and recharts under it) is imported here only,
// so it loads with the Reports route's chunk and no other page pays for it.

const GROUP_COLORS = [
  'indigo.6',
  'teal.6',
  'grape.6',
  'orange.6',
  'cyan.6',
  'pink.6',
  'lime.7',
  'yellow.7',
  'blue.6',
  'red.6',
  'violet.6',
  'gray.6',
];

type Series = { name: string; label: string; color: string };

export function SpendOverTimeChart({
  data,
  series,
}: {
  data: Record<string, string | number>[];
  series: Series[];
}) {
  return (
    <AreaChart
      h={240}
      data={data}
      dataKey="label"
      series={series}
      curveType="monotone"
      withLegend
      valueFormatter={(value) => formatCents(value)}
      yAxisProps={{ width: 80, tickFormatter: (value: number) => formatCents(value) }}
    />
  );
}

export function CategoryDonut({ slices }: { slices: { name: string; cents: number }[] }) {
  const colored = slices.map((slice, index) => ({
    ...slice,
    color: GROUP_COLORS[index % GROUP_COLORS.length]!,
  }));
  return (
    <Stack gap="xs" align="center">
      <DonutChart
        mx="auto"
        size={200}
        thickness={28}
        withTooltip
        tooltipDataSource="segment"
        valueFormatter={(value) => formatCents(value)}
        data={colored.map((slice) => ({ name: slice.name, value: slice.cents, color: slice.color }))}
      />
      <Group gap="sm" justify="center">
        {colored.map((slice) => (
          <Group key={slice.name} gap={6} wrap="nowrap">
            <ColorSwatch
              color={`var(--mantine-color-${slice.color.replace('.', '-')})`}
              size={12}
              withShadow={false}
            />
            <Text size="xs">{slice.name}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}

export function ReasonBars({
  bars,
  valueLabel,
}: {
  bars: { name: string; count: number }[];
  valueLabel: string;
}) {
  return (
    <BarChart
      h={Math.max(120, bars.length * 44)}
      data={bars}
      dataKey="name"
      orientation="vertical"
      yAxisProps={{ width: 160 }}
      series={[{ name: 'count', label: valueLabel, color: 'red.7' }]}
    />
  );
}
