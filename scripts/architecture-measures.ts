// The measures issue 28 tracks: how the API's capabilities connect, counted by import line over its production
// files (apps/api/src/test-support/import-graph.ts reads them), and how large the parts of apps/ and packages/
// are (generated code, migrations and translation catalogues aside). `npx tsx scripts/architecture-measures.ts`
// prints them; `--list` prints each offending line too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import {
  type ImportLine,
  isTestFile,
  moduleOf,
  pastFrontDoor,
  productionImports,
  sourceFiles,
} from '../apps/api/src/test-support/import-graph';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const list = process.argv.includes('--list');
const shown = ({ from, to }: ImportLine) => `${from} → ${to}`;
const top = (relative: string) => relative.split(path.sep)[0];

const imports = productionImports();
const past = imports.filter(pastFrontDoor);

const isGenerated = (file: string) =>
  /\.gen\.ts$/.test(file) || file.includes(`${path.sep}migrations${path.sep}`);
const sources = ['apps', 'packages']
  .flatMap((dir) => sourceFiles(path.join(root, dir)))
  .filter((file) => !isTestFile(file) && !isGenerated(file));
const longFiles: string[] = [];
const longFunctions: string[] = [];
for (const file of sources) {
  const text = readFileSync(file, 'utf8');
  const rel = path.relative(root, file);
  const lines = text.split('\n').length;
  // Translation catalogues are data tables.
  if (lines > 400 && !rel.includes(`${path.sep}locales${path.sep}`))
    longFiles.push(`${rel} (${lines} lines)`);
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lineOf = (position: number) => sourceFile.getLineAndCharacterOfPosition(position).line;
  // A long function is counted once, not again for a long function it holds (a plugin factory's inner plugin).
  const visit = (node: ts.Node, insideLong: boolean) => {
    let long = insideLong;
    if (ts.isFunctionLike(node) && 'body' in node && node.body && !insideLong) {
      const length = lineOf(node.getEnd()) - lineOf(node.getStart()) + 1;
      if (length > 100) {
        const named = (node as ts.FunctionLikeDeclaration).name?.getText();
        const name =
          named ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : '(anonymous)');
        longFunctions.push(`${rel}:${lineOf(node.getStart()) + 1} ${name} (${length} lines)`);
        long = true;
      }
    }
    ts.forEachChild(node, (child) => visit(child, long));
  };
  visit(sourceFile, false);
}

const report: Array<[string, string[]]> = [
  [
    'imports from a module into another module past its front door',
    past.filter((l) => moduleOf(l.from)).map(shown),
  ],
  ['imports from anywhere (server.ts, jobs/, http/…) into a module past its front door', past.map(shown)],
  ['jobs/ → modules/', imports.filter((l) => top(l.from) === 'jobs' && moduleOf(l.to)).map(shown)],
  ['http/ → modules/', imports.filter((l) => top(l.from) === 'http' && moduleOf(l.to)).map(shown)],
  ['production → test-support/', imports.filter((l) => top(l.to) === 'test-support').map(shown)],
  ['files over 400 lines (apps, packages; generated code and catalogues aside)', longFiles],
  ['functions over 100 lines (apps, packages)', longFunctions],
];
for (const [name, items] of report) {
  process.stdout.write(`${String(items.length).padStart(5)}  ${name}\n`);
  if (list) for (const item of items) process.stdout.write(`         ${item}\n`);
}
