import { BackupError } from './manifest.js';

/**
 * The tables ordered so that every table comes after the tables its foreign keys point to
 * (Kahn's algorithm, ties by name for a stable order). A cycle cannot be loaded table by table.
 */
export function foreignKeyOrder(
  tables: string[],
  foreignKeys: Array<{ from: string; to: string }>,
): string[] {
  const known = new Set(tables);
  const dependsOn = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { from, to } of foreignKeys) {
    if (from !== to && known.has(from) && known.has(to)) dependsOn.get(from)?.add(to);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables
      .filter((table) => !placed.has(table))
      .filter((table) => [...(dependsOn.get(table) ?? [])].every((to) => placed.has(to)))
      .sort();
    if (ready.length === 0) {
      const stuck = tables.filter((table) => !placed.has(table)).sort();
      throw new BackupError(
        `The foreign keys between ${stuck.join(', ')} form a cycle: these tables cannot be loaded one after another.`,
      );
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}
