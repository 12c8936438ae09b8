const KB = 1024;
const MB = 1024 * 1024;

const UNITS = [
  { name: 'MB', bytes: MB },
  { name: 'KB', bytes: KB },
] as const;

type Unit = (typeof UNITS)[number] | { name: 'bytes'; bytes: 1 };

const BYTES: Unit = { name: 'bytes', bytes: 1 };

/** The largest unit of which `bytes` holds at least one. */
function unitFor(bytes: number): Unit {
  return UNITS.find((unit) => bytes >= unit.bytes) ?? BYTES;
}

function inUnit(bytes: number, unit: Unit, decimals: number): string {
  if (unit === BYTES) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  // Number() drops the zeros toFixed pads with: 10 MB, not 10.0 MB.
  return `${Number((bytes / unit.bytes).toFixed(decimals))} ${unit.name}`;
}

/** A file's size for a reader: bytes under 1 KB, else KB or MB with one decimal at most. */
export function formatFileSize(bytes: number): string {
  return inUnit(bytes, unitFor(bytes), 1);
}

/**
 * A size and the limit it is over, in the limit's unit with as few decimals as tell them apart
 * (29 KB against 1 KB; 1.5 MB against 1 MB); in bytes when even two decimals would not.
 */
export function formatSizeOverLimit(bytes: number, limit: number): { size: string; limit: string } {
  const unit = unitFor(limit);
  for (const decimals of [0, 1, 2]) {
    const size = inUnit(bytes, unit, decimals);
    const shownLimit = inUnit(limit, unit, decimals);
    if (size !== shownLimit) return { size, limit: shownLimit };
  }
  return { size: inUnit(bytes, BYTES, 0), limit: inUnit(limit, BYTES, 0) };
}
