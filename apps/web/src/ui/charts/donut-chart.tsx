import { PieChart } from '@mui/x-charts/PieChart';
import { useTheme } from '@mui/material/styles';
import { chartColor } from './chart-palette.js';

export interface DonutChartProps {
  parts: readonly { label: string; value: number }[];
  height?: number;
  formatValue(value: number): string;
}

/** Parts of a whole as a ring, in the palette's order (the table beside it names them). */
export default function DonutChart({ parts, height = 220, formatValue }: DonutChartProps) {
  const theme = useTheme();
  return (
    <PieChart
      height={height}
      hideLegend
      margin={{ top: 8, bottom: 8, left: 8, right: 8 }}
      series={[
        {
          data: parts.map((part, index) => ({
            id: index,
            value: part.value,
            label: part.label,
            color: chartColor(theme, index),
          })),
          innerRadius: '55%',
          paddingAngle: 1,
          cornerRadius: 3,
          valueFormatter: (item: { value: number }) => formatValue(item.value),
        },
      ]}
    />
  );
}
