import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's features, one folder each: a new folder is kept apart from the others at once. */
const features = readdirSync(path.join(import.meta.dirname, 'web/src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a file in `feature` may not import, as regular expressions over the import path:
 * - another feature by a relative path (`../../micro-tours/api/x`), wherever the file sits;
 * - another feature through a `features/` folder, relative or by any alias (`@/features/x`);
 * - app/, relative or by alias (`@/app`, `src/app`); `@app/domain` is a package and stays allowed.
 * A feature may import its own files, components/, lib/, config/, `@app/domain` and packages.
 */
function featureBoundaries(feature) {
  const others = features.filter((name) => name !== feature).map(escapeRegExp);
  const upward = String.raw`^(?:\.\.?/)*\.\./(?:\.\.?/)*`;
  return [
    {
      regex: [
        String.raw`${upward}(?:${others.join('|')})(?:/|$)`,
        String.raw`(?:^|[/@~#])features/(?!${escapeRegExp(feature)}(?:/|$))`,
      ].join('|'),
      message:
        'Features do not import each other: compose them in app/ (the router or an app-level page), or move what they share to components/ or lib/.',
    },
    {
      regex: String.raw`(?:${upward}|^[@~#]/|(?:^|/)src/)app(?:/|$)`,
      message: 'Features do not import app/: app/ puts features together, not the other way round.',
    },
  ];
}

/**
 * The server's zones (server/src): platform/ is what every service stands on; each service is a
 * folder that imports its own files, platform/, config.ts and the services named here, never any
 * other. The graph has no cycle: gateway mounts the services; functions calls wallet, payments,
 * images, mail and storage; payments credits through wallet; images and tickets (e-tickets)
 * store through storage;
 * auth sends mail. metrics/ holds the server's Prometheus registry and imports no service; the
 * services that count (wallet, storage, jobs, mail, functions, gateway) take its recorders.
 * server.ts, main.ts and seed-cli.ts compose everything and may import all.
 */
const SERVER_ZONES = {
  platform: [],
  metrics: [],
  auth: ['mail', 'jobs'],
  storage: ['metrics'],
  mail: ['metrics'],
  jobs: ['mail', 'metrics'],
  tickets: ['jobs', 'mail', 'receipts', 'storage'],
  receipts: ['mail'],
  wallet: ['metrics'],
  images: ['storage'],
  payments: ['wallet'],
  functions: [
    'wallet',
    'payments',
    'images',
    'mail',
    'storage',
    'jobs',
    'tickets',
    'receipts',
    'metrics',
  ],
  gateway: ['auth', 'functions', 'storage', 'mail', 'metrics'],
};

const domainBarrel = {
  name: '@app/domain',
  allowTypeImports: true,
  message:
    'Import the domain module you use (@app/domain/<module>, see domain/package.json), not the whole barrel.',
};

const routerLinks = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message:
    "Import Link and NavLink from components/link: React Router's render again at every change of the address (issue 52).",
};

/** The workspace rule, repeated in each zone: a later `no-restricted-imports` replaces it. */
const workspaceImports = {
  regex: String.raw`^(?:\.\./)+(?:bench|db|domain|e2e|server|test|web)/`,
  message: 'Import another workspace by its package name (@app/...), not by a path.',
};

/**
 * What a file of `zone` may not import: a zone it does not depend on; outside tests (which may
 * start the whole server) also a composition root.
 */
function serverZoneBoundaries(zone, { test }) {
  const others = Object.keys(SERVER_ZONES).filter(
    (name) => name !== zone && name !== 'platform' && !SERVER_ZONES[zone].includes(name),
  );
  const upward = String.raw`^(?:\.\./)+`;
  const allowed = ['platform', ...SERVER_ZONES[zone]].filter((name) => name !== zone);
  return [
    {
      regex: String.raw`${upward}(?:${others.join('|')})(?:/|$)`,
      message:
        zone === 'platform'
          ? 'platform/ imports no service: every service stands on it (server zones: eslint.config.js, docs/architecture.md).'
          : `${zone}/ imports only ${allowed.join(', ')} and config.ts besides its own files (server zones: eslint.config.js, docs/architecture.md).`,
    },
    ...(test
      ? []
      : [
          {
            regex: String.raw`${upward}(?:server|main|seed-cli|demo-catalogue)\.js$`,
            message:
              'Services do not import the composition roots; server.ts hands them what they need.',
          },
        ]),
  ];
}

/**
 * Query keys come from the factories in web/src/lib/*-keys.ts, never from array literals: a key
 * written in two places drifts, and prefix invalidation (['tours'] refreshing every tour query)
 * only works while every key of an entity is built the same way.
 */
const queryKeyMessage =
  'Build query keys with a factory from web/src/lib/*-keys.ts (e.g. tourKeys.detail(id)), not an array literal.';
const arrayLiteral =
  ":matches(ArrayExpression, TSAsExpression[expression.type='ArrayExpression'], TSSatisfiesExpression[expression.type='ArrayExpression'])";
const keyName = '/^(queryKey|.*Keys?)$/';
const queryKeyLiterals = [
  // useQuery({ queryKey: [...] }), invalidateQueries({ queryKey: [...] }) and the like
  `Property[key.name='queryKey'] > ${arrayLiteral}.value`,
  // const queryKey = [...], const detailKey = (id) => [...]
  `VariableDeclarator[id.name=${keyName}] > ${arrayLiteral}.init`,
  `VariableDeclarator[id.name=${keyName}] > ArrowFunctionExpression.init > ${arrayLiteral}.body`,
  // setQueryData([...], data) and the other calls that take a key first
  `CallExpression[callee.property.name=/^(setQueryData|getQueryData|getQueryState|setQueriesData|ensureQueryData|fetchQuery|prefetchQuery)$/] > ${arrayLiteral}.arguments:first-child`,
].map((selector) => ({ selector, message: queryKeyMessage }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'web/dist-server/**',
      '**/node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Workspaces reach each other by package name (@app/db, @app/server/..., @app/testing/...).
    files: ['{bench,db,domain,e2e,server,test}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [workspaceImports],
        },
      ],
    },
  },
  // Server zones: static imports and re-exports through no-restricted-imports, `import()`
  // through no-restricted-syntax, with the same patterns.
  ...Object.keys(SERVER_ZONES).flatMap((zone) =>
    [false, true].map((test) => {
      const boundaries = serverZoneBoundaries(zone, { test });
      const tests = [`server/src/${zone}/**/*.test.ts`];
      return {
        files: test ? tests : [`server/src/${zone}/**/*.ts`],
        ...(test ? {} : { ignores: tests }),
        rules: {
          'no-restricted-imports': ['error', { patterns: [workspaceImports, ...boundaries] }],
          'no-restricted-syntax': [
            'error',
            ...boundaries.map(({ regex, message }) => ({
              selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
              message,
            })),
          ],
        },
      };
    }),
  ),
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The web imports the domain module it uses (`@app/domain/money`), never the whole barrel,
    // so that a chunk (the admin's, a public page's) carries no other page's rules. Type-only
    // imports leave no code and stay allowed. Links come from components/link.tsx, which does
    // not render them again at every change of the address.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/components/link.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [domainBarrel, routerLinks] }],
    },
  },
  {
    files: ['web/src/components/link.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [domainBarrel] }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/features/**', 'web/src/lib/*-keys.ts'],
    rules: { 'no-restricted-syntax': ['error', ...queryKeyLiterals] },
  },
  {
    // Shared code never imports a feature.
    files: ['web/src/components/**', 'web/src/lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/features/**'] }],
    },
  },
  // A feature imports neither another feature nor app/ (bulletproof-react's unidirectional
  // architecture): shared code -> features -> app. Static imports and re-exports go through
  // no-restricted-imports, `import()` through no-restricted-syntax, with the same patterns.
  ...features.map((feature) => {
    const boundaries = featureBoundaries(feature);
    return {
      files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: boundaries }],
        'no-restricted-syntax': [
          'error',
          ...boundaries.map(({ regex, message }) => ({
            selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
            message,
          })),
          // The same config object sets both lists: a later one would replace this rule's list.
          ...queryKeyLiterals,
        ],
      },
    };
  }),
);
