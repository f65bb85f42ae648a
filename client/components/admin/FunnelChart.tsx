// The funnel as a bar chart (decision 0046): ECharts' SVG renderer in its server-side mode, drawn to an SVG string on
// the server and again, the same, in the browser, so the dashboard hydrates without a mismatch. Only the dashboard's
// chunk imports this module (ECharts is never in a visitor's chunk: scripts/bench checks admin code in public chunks).
//
// What would make the two strings differ, or the page break its CSP (style-src 'self'), is made the same here: text
// widths (the browser measures with a canvas, the server guesses), so both use the one estimate below; ECharts' hover
// styles, an inline <style> of classes numbered by counters that run on across renders (`zr3-cls-12`), which the CSP
// refuses and the chart does not need (it is a picture, the table says the numbers), left out with their classes and
// ECharts' own `ecmeta_*` attributes; and inline `style` attributes, written as SVG's presentation attributes.
import * as echarts from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { Funnel } from '../../../shared/api-client';

echarts.use([BarChart, GridComponent, LegendComponent, AriaComponent, SVGRenderer]);
// One text measure on both sides: about 0.6 em per character of the font's size.
echarts.setPlatformAPI({
  measureText: (text: string, font?: string) => ({ width: text.length * Number(/(\d+(?:\.\d+)?)px/.exec(font ?? '')?.[1] ?? 12) * 0.6 }),
});

export const FUNNEL_COLUMNS = [
  ['leads', 'Leads'],
  ['consultations', 'Consultations'],
  ['students', 'Students'],
  ['applied', 'Applied'],
  ['offers', 'Offers'],
  ['enrolled', 'Enrolled'],
] as const;

const COLOURS = ['#0f4c81', '#2b7bd1', '#6cb4ee', '#f5a524', '#d98a0b', '#067647'];
const WIDTH = 760;
const HEIGHT = 340;
/** The chart shows the groups with the most leads; the table below has them all. */
const MOST = 8;

/** `style="font-size:12px;font-family:sans-serif;"` → `font-size="12px" font-family="sans-serif"`. */
const presentation = (svg: string) =>
  svg.replace(/ style="([^"]*)"/g, (_m, css: string) =>
    css
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const colon = d.indexOf(':');
        return ` ${d.slice(0, colon).trim()}="${d.slice(colon + 1).trim()}"`;
      })
      .join(''),
  );

/**
 * The last charts drawn, by what they show: ECharts takes tens of milliseconds to draw one, and the server draws the
 * same dashboard for every staff member until the leads change. A few, the oldest going first.
 */
const drawn = new Map<string, string>();
const DRAWN_KEPT = 16;

/** The funnel's SVG: the same string wherever it is drawn. */
export function funnelSvg(rows: Funnel['rows']): string {
  const key = JSON.stringify(rows);
  const kept = drawn.get(key);
  if (kept !== undefined) return kept;
  const svg = drawFunnel(rows);
  drawn.set(key, svg);
  if (drawn.size > DRAWN_KEPT) drawn.delete(drawn.keys().next().value!);
  return svg;
}

function drawFunnel(rows: Funnel['rows']): string {
  const shown = [...rows].sort((a, b) => b.leads - a.leads).slice(0, MOST);
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: WIDTH, height: HEIGHT });
  chart.setOption({
    animation: false,
    aria: { enabled: true },
    color: COLOURS,
    textStyle: { fontFamily: 'sans-serif' },
    legend: { top: 0, itemWidth: 14, itemHeight: 10 },
    grid: { left: 48, right: 16, top: 56, bottom: 48 },
    xAxis: { type: 'category', data: shown.map((r) => r.label), axisLabel: { interval: 0, width: (WIDTH - 64) / Math.max(1, shown.length) - 8, overflow: 'truncate' } },
    yAxis: { type: 'value', minInterval: 1 },
    series: FUNNEL_COLUMNS.map(([key, name]) => ({ type: 'bar', name, data: shown.map((r) => r[key]), barMaxWidth: 18, emphasis: { disabled: true } })),
  });
  const svg = chart.renderToSVGString();
  chart.dispose();
  const clean = svg
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/ class="zr\d+-cls-\d+"/g, '')
    .replace(/ ecmeta_\w+="[^"]*"/g, '');
  return presentation(clean).replace('<svg ', '<svg class="funnel-svg" focusable="false" aria-hidden="true" ');
}

/** The chart, described for screen readers by its caption (the table below says the same in full). */
export function FunnelChart({ rows, description }: { rows: Funnel['rows']; description: string }) {
  const svg = useMemo(() => funnelSvg(rows), [rows]);
  return (
    <figure className="funnel-chart" role="img" aria-label={description}>
      <div className="funnel-canvas" dangerouslySetInnerHTML={{ __html: svg }} />
    </figure>
  );
}
