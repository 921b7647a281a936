import { BarChart as MuiBarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import { chartColor } from './chart-palette.js';

export interface BarChartProps {
  categories: readonly string[];
  values: readonly number[];
  /** The series' name in the tooltip ("Streams"). */
  seriesLabel: string;
  /** Bars along the categories (vertical) or across them, with room for long names (horizontal). */
  horizontal?: boolean;
  height?: number;
  formatValue(value: number): string;
  /** Each bar in its own palette colour (the table beside it shows the same swatches). */
  colorByCategory?: boolean;
}

/** One value per category as bars. */
export default function BarChart({
  categories,
  values,
  seriesLabel,
  horizontal = false,
  height = 240,
  formatValue,
  colorByCategory = false,
}: BarChartProps) {
  const theme = useTheme();
  const band = {
    scaleType: 'band' as const,
    data: [...categories],
    ...(colorByCategory
      ? {
          colorMap: {
            type: 'ordinal' as const,
            values: [...categories],
            colors: categories.map((_, index) => chartColor(theme, index)),
          },
        }
      : {}),
  };
  const value = { valueFormatter: (amount: number | null) => (amount === null ? '' : formatValue(amount)) };
  return (
    <MuiBarChart
      height={height}
      layout={horizontal ? 'horizontal' : 'vertical'}
      margin={{ left: 8, right: 28, top: 16, bottom: 8 }}
      xAxis={[horizontal ? { ...value } : band]}
      yAxis={[horizontal ? { ...band, width: 104 } : { ...value, width: 56 }]}
      series={[
        {
          data: [...values],
          label: seriesLabel,
          color: theme.palette.primary.main,
          valueFormatter: (amount: number | null) => (amount === null ? '' : formatValue(amount)),
        },
      ]}
      hideLegend
      borderRadius={4}
    />
  );
}
