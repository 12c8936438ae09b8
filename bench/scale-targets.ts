import type pg from 'pg';
import { gzippedSize, HOME_BUDGET, initialScripts, KB } from '@app/web/bundle-size';
import { cpuPerRequest, type Row, table, verdict } from './report.js';
import { catalogueScenario } from './scenarios.js';

/**
 * Issue 32's figures that compare the catalogue's scenarios with each other, each against its
 * target (the gateway against a bare proxy and the revalidations have their own tables above;
 * Lighthouse has its own command, `npm run lighthouse`).
 */
export const SCALE_TARGETS = {
  searchDatabaseCpuMs: 5,
  /** Search p50 against the filtered page's p50 of the same table, both through the gateway. */
  searchToFilteredP50: 2,
  /** A table right after a bulk load: share of its pages marked all-visible, at least. */
  minAllVisible: 0.95,
  homeJavaScriptBytes: HOME_BUDGET,
};

export interface TableState {
  table: string;
  rows: number;
  lastVacuum: Date | null;
  lastAnalyze: Date | null;
  modifiedSinceAnalyze: number;
  pages: number;
  allVisiblePages: number;
}

/** What the planner and index-only scans see of the two big tables (pg_stat_user_tables). */
export async function readTableStates(pool: pg.Pool): Promise<TableState[]> {
  const { rows } = await pool.query<{
    table: string;
    rows: string;
    last_vacuum: Date | null;
    last_analyze: Date | null;
    modified: string;
    pages: number;
    all_visible: number;
  }>(
    `select s.relname as table, s.n_live_tup as rows,
            greatest(s.last_vacuum, s.last_autovacuum) as last_vacuum,
            greatest(s.last_analyze, s.last_autoanalyze) as last_analyze,
            s.n_mod_since_analyze as modified, c.relpages as pages, c.relallvisible as all_visible
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = 'public' and s.relname in ('tours', 'micro_tours')
      order by s.relname`,
  );
  return rows.map((row) => ({
    table: row.table,
    rows: Number(row.rows),
    lastVacuum: row.last_vacuum,
    lastAnalyze: row.last_analyze,
    modifiedSinceAnalyze: Number(row.modified),
    pages: row.pages,
    allVisiblePages: row.all_visible,
  }));
}

interface Check {
  figure: string;
  measured: string;
  target: string;
  ok: boolean;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

function rowOf(rows: Row[], scenario: string, target: Row['target']): Row {
  const row = rows.find((r) => r.scenario === scenario && r.target === target);
  if (!row) throw new Error(`scale targets: no ${target} row for "${scenario}"`);
  return row;
}

function searchChecks(rows: Row[], search: string, filtered: string): Check[] {
  const searchRows = rows.filter((row) => row.scenario === search);
  const databaseCpu = cpuPerRequest(searchRows, 'postgres');
  const searchP50 = rowOf(rows, search, 'measured').measurement.p50;
  const filteredP50 = rowOf(rows, filtered, 'measured').measurement.p50;
  const limit = SCALE_TARGETS.searchToFilteredP50 * filteredP50;
  return [
    {
      figure: `${search}: database CPU per request`,
      measured: ms(databaseCpu),
      target: `≤ ${ms(SCALE_TARGETS.searchDatabaseCpuMs)}`,
      ok: databaseCpu <= SCALE_TARGETS.searchDatabaseCpuMs,
    },
    {
      figure: `${search}: p50 through the gateway`,
      measured: `${ms(searchP50)} (${filtered}: ${ms(filteredP50)})`,
      target: `≤ ${SCALE_TARGETS.searchToFilteredP50}× ${filtered}`,
      ok: searchP50 <= limit,
    },
  ];
}

function tableChecks(states: TableState[]): Check[] {
  return states.map((state) => {
    const allVisible = state.pages > 0 ? state.allVisiblePages / state.pages : 1;
    const ok =
      state.lastVacuum !== null &&
      state.lastAnalyze !== null &&
      state.modifiedSinceAnalyze <= state.rows * 0.01 &&
      allVisible >= SCALE_TARGETS.minAllVisible;
    return {
      figure: `${state.table} after the bulk load: vacuumed and analysed`,
      measured:
        `${state.lastVacuum ? 'vacuumed' : 'never vacuumed'}, ` +
        `${state.lastAnalyze ? 'analysed' : 'never analysed'}, ` +
        `${state.modifiedSinceAnalyze} rows changed since, ${(allVisible * 100).toFixed(0)} % pages all-visible`,
      target: `both, ≤ 1 % changed, ≥ ${SCALE_TARGETS.minAllVisible * 100} % all-visible`,
      ok,
    };
  });
}

function homeJavaScriptCheck(): Check {
  const figure = 'initial JavaScript for / (gzip)';
  const target = `≤ ${(SCALE_TARGETS.homeJavaScriptBytes / KB).toFixed(0)} KB`;
  try {
    const { scripts } = initialScripts();
    const size = gzippedSize(scripts);
    return {
      figure,
      measured: `${(size / KB).toFixed(1)} KB in ${scripts.size} files`,
      target,
      ok: size <= SCALE_TARGETS.homeJavaScriptBytes,
    };
  } catch (error) {
    return { figure, measured: (error as Error).message, target, ok: false };
  }
}

export interface ScaleReport {
  text: string;
  misses: string[];
}

/** The scale issue's table, PASS or MISS per figure, from one catalogue run. */
export function buildScaleReport(rows: Row[], tables: TableState[]): ScaleReport {
  const checks = [
    ...searchChecks(rows, catalogueScenario.microSearchRare, catalogueScenario.microFiltered),
    ...searchChecks(rows, catalogueScenario.microSearchCommon, catalogueScenario.microFiltered),
    ...searchChecks(rows, catalogueScenario.toursSearchRare, catalogueScenario.toursFiltered),
    ...searchChecks(rows, catalogueScenario.toursSearchCommon, catalogueScenario.toursFiltered),
    ...tableChecks(tables),
    homeJavaScriptCheck(),
  ];
  const text = [
    'Search and data at 100,000 listings (Lighthouse: `npm run lighthouse`):',
    '',
    table(
      ['figure', 'measured', 'target', 'verdict'],
      checks.map((check) => [check.figure, check.measured, check.target, verdict(check.ok)]),
    ),
  ].join('\n');
  const misses = checks
    .filter((check) => !check.ok)
    .map((check) => `${check.figure}: ${check.measured} (target ${check.target})`);
  return { text, misses };
}
