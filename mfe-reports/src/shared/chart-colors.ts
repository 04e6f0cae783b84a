/**
 * Chart colours: antd's palette at a depth that keeps 3:1 contrast against white (WCAG 1.4.11 for graphics), in an
 * order that keeps neighbours apart. Colour is never the only key: every chart has a legend or axis labels and a table.
 */
export const CHART_COLORS = ['#1677ff', '#d46b08', '#389e0d', '#c41d7f', '#531dab', '#08979c', '#d4380d', '#7cb305', '#595959'] as const;

export const chartColor = (index: number): string => CHART_COLORS[index % CHART_COLORS.length] ?? '#1677ff';
