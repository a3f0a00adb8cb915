import { type Sparkline as SparklineData, sparklineText } from '@contracts/timeline.contract';

type SparklineProps = {
  sparkline: SparklineData | null;
  width?: number;
  height?: number;
};

/**
 * The points of a curve in an SVG box: higher counts (or a better rank, so a climb up a list reads as
 * up) sit higher. One point is drawn as a flat line.
 */
export function curvePoints(values: readonly number[], measure: SparklineData['measure'], width: number, height: number): string {
  if (values.length === 0) return '';
  const heights = measure === 'rank' ? values.map((value) => -value) : values;
  const low = Math.min(...heights);
  const high = Math.max(...heights);
  const pad = 2;
  const x = (index: number) => (values.length === 1 ? [pad, width - pad] : [pad + (index * (width - 2 * pad)) / (values.length - 1)]);
  const y = (value: number) => (high === low ? height / 2 : pad + ((high - value) * (height - 2 * pad)) / (high - low));
  return heights.flatMap((value, index) => x(index).map((at) => `${at.toFixed(1)},${y(value).toFixed(1)}`)).join(' ');
}

/** A small curve of the story's newest counts; its words (sparklineText) are its accessible name and its tooltip. */
export function Sparkline({ sparkline, width = 72, height = 20 }: SparklineProps) {
  const text = sparklineText(sparkline);
  if (!sparkline || sparkline.values.length === 0) return null;
  return (
    <svg
      role="img"
      aria-label={text}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="shrink-0 text-indigo-600"
      data-testid="sparkline"
    >
      <title>{text}</title>
      <polyline
        points={curvePoints(sparkline.values, sparkline.measure, width, height)}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}
