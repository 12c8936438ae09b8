import { type Component, components, type CpuTimes } from './cpu-usage.js';
import type { Measurement } from './measure.js';
import type { Target } from './targets.js';

export interface Row {
  scenario: string;
  target: Target;
  /** What the target is called in the tables: gateway and direct, render and object. */
  label: string;
  measurement: Measurement;
  cpu: CpuTimes | undefined;
}

export interface Targets {
  gatewayP50Ms?: number;
  gatewayP99Ms: number;
  /** The measured target's req/s against the reference's, when that is a target. */
  minThroughputRatio?: number;
  /** The measured target's proxy CPU per request against the reference's, when that is a target. */
  maxProxyCpuRatio?: number;
  /** The measured target's own req/s, when there is such a target. */
  minRequestsPerSecond?: number;
  /** The measured target's proxy CPU milliseconds per request, when that is a target. */
  maxProxyCpuMs?: number;
  /** How the targets read, above the tables. */
  summary: string;
}

/** The resized picture from its cache against the original object. */
export const IMAGE_TARGETS: Targets = {
  gatewayP50Ms: 15,
  gatewayP99Ms: 60,
  minThroughputRatio: 0.85,
  summary: 'render p50 ≤ 15 ms, render p99 ≤ 60 ms, render req/s ≥ 0.85 × object.',
};

/**
 * The catalogue through the gateway and straight to PostgREST on the same two cores. Issue 32
 * judges the gateway against a bare proxy instead (proxy-scenarios.ts), so direct PostgREST's
 * p50 and req/s are shown here as figures, not as targets.
 */
export const CATALOGUE_TARGETS: Targets = {
  gatewayP99Ms: 60,
  summary:
    'gateway p99 ≤ 60 ms. The gateway is judged against a bare proxy (below), not against direct PostgREST on the same cores: its p50 and req/s against direct are figures.',
};

export const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS ✗');
const ms = (value: number) => value.toFixed(2);
const signed = (value: number, digits: number) =>
  `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;

/** CPU milliseconds per request of one component, over these rows' runs together. */
export function cpuPerRequest(rows: Row[], component: Component): number {
  const cpu = rows.reduce((sum, row) => sum + (row.cpu?.[component] ?? 0), 0);
  const completed = rows.reduce((sum, row) => sum + row.measurement.completed, 0);
  return completed > 0 ? cpu / completed : Number.NaN;
}

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export interface Report {
  text: string;
  misses: string[];
}

export function buildReport(rows: Row[], targets: Targets): Report {
  const misses: string[] = [];
  const measured = rows.map(({ scenario, target, label, measurement: m }) => {
    const checks =
      target === 'measured'
        ? [
            targets.gatewayP50Ms === undefined ? undefined : m.p50 <= targets.gatewayP50Ms,
            m.p99 <= targets.gatewayP99Ms,
          ]
        : undefined;
    if (checks?.[0] === false) misses.push(`${scenario}: ${label} p50 ${ms(m.p50)} ms`);
    if (checks?.[1] === false) misses.push(`${scenario}: ${label} p99 ${ms(m.p99)} ms`);
    if (
      target === 'measured' &&
      targets.minRequestsPerSecond !== undefined &&
      m.requestsPerSecond < targets.minRequestsPerSecond
    ) {
      misses.push(`${scenario}: ${label} ${m.requestsPerSecond.toFixed(0)} req/s`);
    }
    if (m.failures > 0) misses.push(`${scenario} (${label}): ${m.failures} failed requests`);
    if (target === 'measured' && targets.maxProxyCpuMs !== undefined) {
      const row = rows.find((one) => one.scenario === scenario && one.target === target)!;
      const cpu = cpuPerRequest([row], 'proxy');
      if (!(cpu <= targets.maxProxyCpuMs)) {
        misses.push(`${scenario}: ${label} proxy CPU ${ms(cpu)} ms per request`);
      }
    }
    return [
      scenario,
      label,
      m.requestsPerSecond.toFixed(0),
      ms(m.p50),
      ms(m.p99),
      ms(m.mean),
      String(m.failures),
      checks?.[0] === undefined ? '–' : verdict(checks[0]),
      checks?.[1] === undefined ? '–' : verdict(checks[1]),
    ];
  });

  const scenarios = [...new Set(rows.map((row) => row.scenario))];
  const compared = scenarios.flatMap((scenario) => {
    const subject = rows.find((row) => row.scenario === scenario && row.target === 'measured');
    const reference = rows.find((row) => row.scenario === scenario && row.target === 'reference');
    if (!subject || !reference) return [];
    const g = subject.measurement;
    const d = reference.measurement;
    const compared = `${subject.label}/${reference.label}`;
    const ratio = g.requestsPerSecond / d.requestsPerSecond;
    const ok = targets.minThroughputRatio === undefined || ratio >= targets.minThroughputRatio;
    if (!ok) misses.push(`${scenario}: ${compared} throughput ${ratio.toFixed(2)}`);
    return [
      [
        scenario,
        compared,
        ratio.toFixed(2),
        `${signed(g.p50 - d.p50, 2)} ms (${signed(((g.p50 - d.p50) / d.p50) * 100, 0)} %)`,
        `${signed(g.p99 - d.p99, 2)} ms`,
        targets.minThroughputRatio === undefined ? '–' : verdict(ok),
      ],
    ];
  });

  const maxCpuRatio = targets.maxProxyCpuRatio;
  const cpuCompared =
    maxCpuRatio === undefined
      ? []
      : scenarios.flatMap((scenario) => {
          const subject = rows.find(
            (row) => row.scenario === scenario && row.target === 'measured',
          );
          const reference = rows.find(
            (row) => row.scenario === scenario && row.target === 'reference',
          );
          if (!subject?.cpu || !reference?.cpu) return [];
          const g = cpuPerRequest([subject], 'proxy');
          const d = cpuPerRequest([reference], 'proxy');
          const ratio = g / d;
          const ok = ratio <= maxCpuRatio;
          const compared = `${subject.label}/${reference.label}`;
          if (!ok) misses.push(`${scenario}: ${compared} proxy CPU ${ratio.toFixed(2)}×`);
          return [[scenario, compared, ms(g), ms(d), ratio.toFixed(2), verdict(ok)]];
        });

  const cpuRows = rows.flatMap(({ scenario, label, measurement, cpu }) => {
    if (!cpu || measurement.completed === 0) return [];
    const perRequest = (component: Component) => cpu[component] / measurement.completed;
    const total = components.reduce((sum, component) => sum + perRequest(component), 0);
    return [
      [scenario, label, ...components.map((component) => ms(perRequest(component))), ms(total)],
    ];
  });

  const text = [
    `Targets: ${targets.summary}`,
    '',
    table(
      ['scenario', 'target', 'req/s', 'p50 ms', 'p99 ms', 'mean ms', 'failed', 'p50', 'p99'],
      measured,
    ),
    '',
    table(
      ['scenario', 'compared', 'req/s ratio', 'p50 overhead', 'p99 difference', 'throughput'],
      compared,
    ),
    ...(cpuRows.length > 0
      ? [
          '',
          'CPU milliseconds per request (from /proc; the wall-clock figures above include waiting for a core). ' +
            'A search is a searched page, one request since decision 058:',
          '',
          table(['scenario', 'target', ...components, 'total'], cpuRows),
        ]
      : []),
    ...(cpuCompared.length > 0
      ? [
          '',
          table(
            [
              'scenario',
              'compared',
              'proxy CPU ms',
              'reference CPU ms',
              'CPU ratio',
              `≤ ${maxCpuRatio}×`,
            ],
            cpuCompared,
          ),
        ]
      : []),
  ].join('\n');
  return { text, misses };
}
