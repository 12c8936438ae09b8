import type pg from 'pg';

/** The schemas PostgREST serves (its db-schemas setting). */
export const API_SCHEMAS = ['public'] as const;

interface TypeRow {
  oid: number;
  schema: string;
  name: string;
  /** b base, c composite, d domain, e enum, p pseudo, r range, m multirange */
  kind: string;
  category: string;
  element: number;
  base: number;
  relation: number;
}

interface ColumnRow {
  relation: number;
  relation_name: string;
  relkind: string;
  name: string;
  type: number;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
  updatable: boolean;
}

interface ForeignKeyRow {
  relation: number;
  name: string;
  columns: string[];
  referenced_relation: string;
  referenced_columns: string[];
  one_to_one: boolean;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: number[];
  defaults: number;
  return_type: number;
  returns_set: boolean;
}

interface Catalog {
  types: Map<number, TypeRow>;
  enumLabels: Map<number, string[]>;
  columns: ColumnRow[];
  foreignKeys: ForeignKeyRow[];
  functions: FunctionRow[];
}

async function readCatalog(client: pg.ClientBase, schema: string): Promise<Catalog> {
  const types = await client.query<TypeRow>(
    `select t.oid::int as oid, n.nspname as schema, t.typname as name, t.typtype as kind,
            t.typcategory as category, t.typelem::int as element, t.typbasetype::int as base,
            t.typrelid::int as relation
       from pg_type t join pg_namespace n on n.oid = t.typnamespace`,
  );
  const labels = await client.query<{ type: number; labels: string[] }>(
    `select enumtypid::int as type, array_agg(enumlabel::text order by enumsortorder) as labels
       from pg_enum group by enumtypid`,
  );
  const columns = await client.query<ColumnRow>(
    `select c.oid::int as relation, c.relname as relation_name, c.relkind, a.attname as name,
            a.atttypid::int as type, a.attnotnull as not_null, a.atthasdef as has_default,
            a.attidentity as identity, a.attgenerated as generated,
            coalesce(col.is_updatable = 'YES', false) as updatable
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join information_schema.columns col
         on col.table_schema = n.nspname and col.table_name = c.relname
        and col.column_name = a.attname
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
      order by c.relname collate "C", a.attname collate "C"`,
    [schema],
  );
  const foreignKeys = await client.query<ForeignKeyRow>(
    `select k.conrelid::int as relation, k.conname as name,
            array(select a.attname::text from unnest(k.conkey) with ordinality u(n, i)
                    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i)
              as columns,
            r.relname as referenced_relation,
            array(select a.attname::text from unnest(k.confkey) with ordinality u(n, i)
                    join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i)
              as referenced_columns,
            exists (select 1 from pg_constraint u
                     where u.conrelid = k.conrelid and u.contype in ('p', 'u')
                       and (select array_agg(x order by x) from unnest(u.conkey) x)
                         = (select array_agg(x order by x) from unnest(k.conkey) x)) as one_to_one
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_class r on r.oid = k.confrelid
      where k.contype = 'f' and n.nspname = $1
      order by k.conname collate "C", r.relname collate "C"`,
    [schema],
  );
  const functions = await client.query<FunctionRow>(
    `select p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
            coalesce(p.proallargtypes, p.proargtypes::oid[])::int[] as arg_types,
            p.pronargdefaults as defaults, p.prorettype::int as return_type,
            p.proretset as returns_set
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by p.proname, pg_get_function_identity_arguments(p.oid)`,
    [schema],
  );
  return {
    types: new Map(types.rows.map((row) => [row.oid, row])),
    enumLabels: new Map(labels.rows.map((row) => [row.type, row.labels])),
    columns: columns.rows,
    foreignKeys: foreignKeys.rows,
    functions: functions.rows,
  };
}

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const JSON_TYPES = new Set(['json', 'jsonb']);

const quote = (text: string) => JSON.stringify(text);
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));

/** The TypeScript type PostgREST's JSON gives a value of this PostgreSQL type. */
function tsType(catalog: Catalog, schema: string, oid: number): string {
  const type = catalog.types.get(oid);
  if (!type) return 'unknown';
  if (type.kind === 'd') return tsType(catalog, schema, type.base);
  if (type.category === 'A' && type.element !== 0) {
    return `(${tsType(catalog, schema, type.element)})[]`;
  }
  if (type.kind === 'e') {
    return type.schema === schema
      ? `Database[${quote(schema)}]['Enums'][${quote(type.name)}]`
      : (catalog.enumLabels.get(oid) ?? []).map(quote).join(' | ') || 'string';
  }
  if (type.kind === 'c') {
    const fields = catalog.columns.filter((column) => column.relation === type.relation);
    if (fields.length === 0) return 'Record<string, unknown>';
    return `{ ${fields
      .map((field) => `${key(field.name)}: ${nullable(catalog, schema, field, !field.not_null)}`)
      .join('; ')} }`;
  }
  if (type.name === 'bool') return 'boolean';
  if (NUMBER_TYPES.has(type.name)) return 'number';
  if (JSON_TYPES.has(type.name)) return 'Json';
  if (type.name === 'void') return 'undefined';
  if (type.name === 'record') return 'Record<string, unknown>';
  if (type.kind === 'p') return 'unknown';
  return 'string';
}

function nullable(catalog: Catalog, schema: string, column: ColumnRow, isNull: boolean) {
  const type = tsType(catalog, schema, column.type);
  return isNull ? `${type} | null` : type;
}

/** A relation's Row, Insert and Update as supabase's typegen writes them. */
function relationType(catalog: Catalog, schema: string, columns: ColumnRow[]): string[] {
  const first = columns[0];
  if (!first) return [];
  const isTable = first.relkind === 'r' || first.relkind === 'p';
  // PostgreSQL knows no NOT NULL on a view's column: each may be null.
  const isNull = (column: ColumnRow) => !isTable || !column.not_null;
  const row = columns.map(
    (column) => `${key(column.name)}: ${nullable(catalog, schema, column, isNull(column))}`,
  );
  const writable = (optional: (column: ColumnRow) => boolean) =>
    columns.map((column) =>
      column.generated === 's' || column.identity === 'a'
        ? `${key(column.name)}?: never`
        : `${key(column.name)}${optional(column) ? '?' : ''}: ${nullable(
            catalog,
            schema,
            column,
            isNull(column),
          )}`,
    );
  const lines = [`Row: { ${row.join('; ')} }`];
  const writes = isTable || columns.some((column) => column.updatable);
  if (writes) {
    lines.push(
      `Insert: { ${writable((column) => isNull(column) || column.has_default || column.identity !== '').join('; ')} }`,
      `Update: { ${writable(() => true).join('; ')} }`,
    );
  }
  const relationships = catalog.foreignKeys
    .filter((fk) => fk.relation === first.relation)
    .map(
      (fk) =>
        `{ foreignKeyName: ${quote(fk.name)}; columns: [${fk.columns.map(quote).join(', ')}]; isOneToOne: ${fk.one_to_one}; referencedRelation: ${quote(fk.referenced_relation)}; referencedColumns: [${fk.referenced_columns.map(quote).join(', ')}] }`,
    );
  lines.push(`Relationships: [${relationships.join(', ')}]`);
  return lines;
}

function functionType(catalog: Catalog, schema: string, fn: FunctionRow): string {
  const modes = fn.arg_modes ?? fn.arg_types.map(() => 'i');
  const inputs = fn.arg_types.flatMap((type, i) =>
    ['i', 'b', 'v'].includes(modes[i] ?? 'i') ? [{ type, name: fn.arg_names?.[i] ?? '' }] : [],
  );
  const outputs = fn.arg_types.flatMap((type, i) =>
    ['o', 'b', 't'].includes(modes[i] ?? 'i') ? [{ type, name: fn.arg_names?.[i] ?? '' }] : [],
  );
  const firstDefault = inputs.length - fn.defaults;
  const args =
    inputs.length === 0
      ? 'never'
      : `{ ${inputs
          .map(
            (arg, i) =>
              `${key(arg.name)}${i >= firstDefault ? '?' : ''}: ${tsType(catalog, schema, arg.type)}`,
          )
          .join('; ')} }`;
  let returns =
    outputs.length > 0 && catalog.types.get(fn.return_type)?.name === 'record'
      ? `{ ${outputs.map((out) => `${key(out.name)}: ${tsType(catalog, schema, out.type)}`).join('; ')} }`
      : tsType(catalog, schema, fn.return_type);
  if (fn.returns_set) returns = `(${returns})[]`;
  return `{ Args: ${args}; Returns: ${returns} }`;
}

const EMPTY = '{ [_ in never]: never }';

function block(entries: [string, string][]): string {
  if (entries.length === 0) return EMPTY;
  return `{ ${entries.map(([name, body]) => `${key(name)}: ${body}`).join('; ')} }`;
}

function schemaType(catalog: Catalog, schema: string): string {
  const byRelation = new Map<string, ColumnRow[]>();
  for (const column of catalog.columns) {
    byRelation.set(column.relation_name, [...(byRelation.get(column.relation_name) ?? []), column]);
  }
  const relations = [...byRelation].sort(([a], [b]) => (a < b ? -1 : 1));
  const isTable = (columns: ColumnRow[]) => ['r', 'p'].includes(columns[0]?.relkind ?? '');
  const tables = relations
    .filter(([, columns]) => isTable(columns))
    .map(([name, columns]): [string, string] => [
      name,
      `{ ${relationType(catalog, schema, columns).join('; ')} }`,
    ]);
  const views = relations
    .filter(([, columns]) => !isTable(columns))
    .map(([name, columns]): [string, string] => [
      name,
      `{ ${relationType(catalog, schema, columns).join('; ')} }`,
    ]);
  const functionsByName = new Map<string, string[]>();
  for (const fn of catalog.functions) {
    functionsByName.set(fn.name, [
      ...(functionsByName.get(fn.name) ?? []),
      functionType(catalog, schema, fn),
    ]);
  }
  const functions = [...functionsByName].map(([name, overloads]): [string, string] => [
    name,
    overloads.join(' | '),
  ]);
  const enums = [...catalog.types.values()]
    .filter((type) => type.schema === schema && type.kind === 'e')
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .map((type): [string, string] => [
      type.name,
      (catalog.enumLabels.get(type.oid) ?? []).map(quote).join(' | ') || 'never',
    ]);
  const composites = [...catalog.types.values()]
    .filter((type) => type.schema === schema && type.kind === 'c' && isCompositeType(type))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .map((type): [string, string] => [type.name, tsType(catalog, schema, type.oid)]);
  return `{ Tables: ${block(tables)}; Views: ${block(views)}; Functions: ${block(functions)}; Enums: ${block(enums)}; CompositeTypes: ${block(composites)} }`;

  function isCompositeType(type: TypeRow) {
    return !catalog.columns.some((column) => column.relation === type.relation);
  }
}

const HELPERS = `
type PublicSchema = Database['public'];

/** A row of a table or view, as PostgREST returns it. */
export type Tables<Name extends keyof (PublicSchema['Tables'] & PublicSchema['Views'])> =
  (PublicSchema['Tables'] & PublicSchema['Views'])[Name] extends { Row: infer Row } ? Row : never;

/** What an insert into a table takes. */
export type TablesInsert<Name extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][Name]['Insert'];

/** What an update of a table takes. */
export type TablesUpdate<Name extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][Name]['Update'];

export type Enums<Name extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][Name];
`;

/**
 * database.types.ts: the \`Database\` type supabase-js takes, in the shape of supabase's own
 * typegen (postgres-meta), for the schemas PostgREST serves. Unformatted; prettier lays it out.
 */
export async function databaseTypesSource(client: pg.ClientBase): Promise<string> {
  const schemas: string[] = [];
  for (const schema of API_SCHEMAS) {
    schemas.push(`${key(schema)}: ${schemaType(await readCatalog(client, schema), schema)}`);
  }
  return [
    '// Generated by `npm run db:generate` from the migrated database; do not edit.',
    '',
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];',
    '',
    `export type Database = { ${schemas.join('; ')} };`,
    HELPERS,
  ].join('\n');
}
