import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * Counts the type assertions (`x as T`, `<T>x`, other than `as const`) in production code and
 * fails above the budget: each one is a place where the compiler was told to trust a shape that
 * nothing checked. Tests, test kits and generated files do not count.
 */
const BUDGET = 30;
const PRODUCTION = ['domain/src', 'db/seed', 'db/generate', 'server/src', 'web/src'];
const NOT_PRODUCTION = /(\.test\.tsx?|\.faults\.ts|test-kit\.ts|\/generated\/.*)$/;

export interface Assertion {
  file: string;
  line: number;
  text: string;
  doubled: boolean;
}

export function findAssertions(file: string, source: string): Assertion[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: Assertion[] = [];
  const isAssertion = (node: ts.Node) =>
    ts.isAsExpression(node) || ts.isTypeAssertionExpression(node);
  // `x as unknown as T` is one (doubled) assertion, not two.
  const visit = (node: ts.Node): void => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !isConst(node.type)) {
      const doubled = isAssertion(node.expression);
      found.push({
        file,
        line: tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1,
        text: node.getText(tree).replace(/\s+/g, ' ').slice(0, 100),
        doubled,
      });
      ts.forEachChild(doubled ? node.expression : node, visit);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

function isConst(type: ts.TypeNode): boolean {
  return (
    ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === 'const'
  );
}

function productionFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--', ...PRODUCTION], { encoding: 'utf8' });
  return listed
    .split('\n')
    .filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !NOT_PRODUCTION.test(file),
    );
}

function main() {
  const assertions = productionFiles().flatMap((file) =>
    findAssertions(file, readFileSync(file, 'utf8')),
  );
  const doubled = assertions.filter((assertion) => assertion.doubled);
  if (process.argv.includes('--list')) {
    for (const { file, line, text } of assertions) console.log(`${file}:${line}: ${text}`);
  }
  console.log(
    `type assertions in production code: ${assertions.length} (budget ${BUDGET}), doubled: ${doubled.length}`,
  );
  if (assertions.length > BUDGET || doubled.length > 0) {
    for (const { file, line, text } of doubled) console.error(`${file}:${line}: ${text}`);
    console.error('Narrow the value (zod, a type guard, a typed client) instead of asserting it.');
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
