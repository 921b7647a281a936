import { useId } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { padSinglePointGraph, type GraphPoint } from '@liner/domain';
import { monthLabel } from '../../ui/money-text.js';

/**
 * A small hand-made SVG bar chart: monthly totals only, so a chart library (~60 KB gzip for
 * chart.js) would be most of the sales chunk for one picture. Heights come from the 2-decimal
 * totals as numbers — only for drawing; every figure shown as text stays a string.
 */
export function SalesChart({ points, currency }: { points: readonly GraphPoint[]; currency: string }) {
  const theme = useTheme();
  const titleId = useId();
  const padded = padSinglePointGraph(points);
  const values = padded.map((point) => Math.max(0, Number(point.total)));
  const max = Math.max(...values, 0) || 1;
  const width = 640;
  const height = 200;
  const bottom = 24;
  const slot = width / Math.max(padded.length, 1);
  const bar = Math.min(48, slot * 0.6);
  const labelEvery = Math.ceil(padded.length / 8);
  return (
    <Box sx={{ width: '100%', overflow: 'hidden' }}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-labelledby={titleId}
        style={{ display: 'block', maxHeight: 220 }}
      >
        <title id={titleId}>
          {`Earnings per month: ${padded.map((point) => `${monthLabel(point.month)} ${point.total} ${currency}`).join(', ')}`}
        </title>
        <line x1={0} x2={width} y1={height - bottom} y2={height - bottom} stroke={theme.palette.divider} />
        {padded.map((point, index) => {
          const h = (values[index] / max) * (height - bottom - 12);
          const x = index * slot + (slot - bar) / 2;
          return (
            <g key={point.month}>
              <rect
                x={x}
                y={height - bottom - h}
                width={bar}
                height={Math.max(h, values[index] > 0 ? 1 : 0)}
                rx={3}
                fill={theme.palette.primary.main}
              >
                <title>{`${monthLabel(point.month)}: ${point.total} ${currency}`}</title>
              </rect>
              {index % labelEvery === 0 && (
                <text
                  x={index * slot + slot / 2}
                  y={height - 6}
                  textAnchor="middle"
                  fontSize={11}
                  fill={theme.palette.text.secondary}
                >
                  {point.month}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
