import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
} from 'chart.js';

// Only what line, bar and pie charts use: chart.js tree-shakes the rest. This module is imported
// by ChartBlock when a chart first shows, so the library is a chunk of its own (never on /login).
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
);

/** What a chart draws: its kind, the category labels, and one list of values per series. */
export interface ChartData {
  kind: 'line' | 'bar' | 'pie';
  labels: string[];
  series: Array<{ label: string; values: number[] }>;
  /** How a value shows in the tooltip and on the value axis (`12,345P`). */
  formatValue: (value: number) => string;
}

/** The theme's colours, read from the page's tokens (a theme colour drives the first series). */
function palette(element: Element): string[] {
  const css = getComputedStyle(element);
  const token = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return [
    token('--c-primary', '#1f6feb'),
    token('--c-chart-2', '#f08c00'),
    token('--c-chart-3', '#2b8a3e'),
    token('--c-chart-4', '#7048e8'),
    token('--c-chart-5', '#c2255c'),
    token('--c-chart-6', '#0c8599'),
  ];
}

/** Draws `data` on `canvas` (sized by its container); returns what removes the chart. */
export function drawChart(canvas: HTMLCanvasElement, data: ChartData): () => void {
  const colours = palette(canvas);
  const text = getComputedStyle(canvas).color || '#333';
  const pie = data.kind === 'pie';
  const chart = new Chart(canvas, {
    type: data.kind,
    data: {
      labels: data.labels,
      datasets: data.series.map((s, i) => ({
        label: s.label,
        data: s.values,
        backgroundColor: pie
          ? data.labels.map((_, j) => colours[j % colours.length]!)
          : colours[i % colours.length],
        borderColor: pie ? '#fff' : colours[i % colours.length],
        borderWidth: pie ? 1 : 2,
        pointRadius: data.kind === 'line' ? 2 : undefined,
        tension: 0.25,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      color: text,
      font: { family: getComputedStyle(canvas).fontFamily },
      plugins: {
        legend: { position: pie ? 'right' : 'top', labels: { color: text } },
        tooltip: {
          callbacks: {
            label: (item) =>
              `${pie ? item.label : item.dataset.label}: ${data.formatValue(Number(item.raw))}`,
          },
        },
      },
      scales: pie
        ? {}
        : {
            x: {
              ticks: {
                color: text,
                autoSkip: true,
                autoSkipPadding: 16,
                maxRotation: 0,
                // A day on the axis reads 11.28 (the table and the tooltip keep the whole date).
                callback(value) {
                  const label = this.getLabelForValue(Number(value));
                  return label.replace(/^\d{4}-(\d{2})-(\d{2})$/, '$1.$2');
                },
              },
            },
            y: { beginAtZero: true, ticks: { color: text, callback: (v) => data.formatValue(Number(v)) } },
          },
    },
  });
  return () => chart.destroy();
}
