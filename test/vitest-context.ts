/** What the global setup hands every test file through `inject()`. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the shared server's database runs: a managed-like cluster or the embedded one. */
    databaseKind: 'managed' | 'embedded';
    gatewayUrl: string;
    anonKey: string;
    serviceKey: string;
    jwtSecret: string;
    /** The database owner's URL: for tests of migrations and roles only. */
    databaseUrl: string;
    /** A superuser of the same cluster, to create scratch databases owned by that owner. */
    clusterAdminUrl: string;
    /**
     * A migrated database no one connects to, on the same cluster, that
     * `createMigratedScratchDatabase` copies (test/scratch-database.ts).
     */
    migratedTemplate: string;
    /** The server's own service_role connection, for arranging fixtures. */
    serviceDatabaseUrl: string;
    postgrestUrl: string;
    /** The server's DATA_DIR, for tests that look at what it keeps on disk. */
    dataDir: string;
    /** The dev mailbox's address with its secret token (the server has no SMTP_URL). */
    devMailboxUrl: string;
  }
}

export {};
