const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A detail key is an id when it looks like a uuid, otherwise a slug. */
export function isUuid(key: string): boolean {
  return UUID_PATTERN.test(key);
}
