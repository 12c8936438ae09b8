/**
 * Settings of the tests' embedded PostgreSQL clusters, which are thrown away after the run:
 * commits are written to the log but not flushed to the disk, where on a shared machine each
 * waited for the others' writes. A crash of PostgreSQL or of the server still loses nothing
 * committed (the log is in the operating system's hands); only a crash of the machine would.
 */
export const THROWAWAY_POSTGRES: Readonly<Record<string, string>> = { fsync: 'off' };
