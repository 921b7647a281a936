import type { Theme } from '@mui/material/styles';

/**
 * The colours of a chart's parts, in order, for light and dark backgrounds. Kept apart from the
 * chart library so a table beside a chart can show the same swatches without loading it.
 */
const LIGHT = [
  '#6b3fd4',
  '#b0267a',
  '#1f7a8c',
  '#c77700',
  '#2e7d32',
  '#5c6bc0',
  '#8d6e63',
  '#d84315',
  '#00838f',
  '#7b1fa2',
];
const DARK = [
  '#b9a2ff',
  '#f7a8d8',
  '#7fd1e0',
  '#ffc46b',
  '#8fd694',
  '#a3adf0',
  '#c9a99c',
  '#ff9e80',
  '#6fe3ec',
  '#d69ae6',
];

export function chartColors(theme: Theme): string[] {
  return theme.palette.mode === 'dark' ? DARK : LIGHT;
}

export function chartColor(theme: Theme, index: number): string {
  const colors = chartColors(theme);
  return colors[index % colors.length] ?? colors[0] ?? theme.palette.primary.main;
}
