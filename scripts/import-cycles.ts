import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// `npm run lint`'s check that no module imports itself through others: every import of the project's own files
// (`import`, `import type`, `export … from` and `import("…")`, by relative path or `#app/*` / `#indexer/*` alias),
// resolved as TypeScript resolves it. A cycle makes one module run before what it imports is ready, and ties
// layers that should depend one way. Exits 1, naming one path round each cycle, when there is any.

const ROOT = path.resolve(import.meta.dirname, "..");
const GENERATED = path.join(ROOT, ".react-router") + path.sep;

const { options, fileNames } = ts.getParsedCommandLineOfConfigFile(
  path.join(ROOT, "tsconfig.json"),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  },
)!;
const files = new Set(fileNames.map((file) => path.resolve(file)).filter((file) => !file.startsWith(GENERATED)));
const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);

/** Each project file's imports of other project files. */
const graph = new Map<string, string[]>();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, false);
  const targets = importedFiles
    .map(
      ({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule?.resolvedFileName,
    )
    .map((target) => target && path.resolve(target))
    .filter((target): target is string => target !== undefined && files.has(target));
  graph.set(file, [...new Set(targets)]);
}

/** The strongly connected components of more than one file, or of one file importing itself (Tarjan). */
function cycles(): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    for (const target of graph.get(file)!) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(file, Math.min(low.get(file)!, order.get(target)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const component = stack.splice(stack.indexOf(file));
    if (component.length > 1 || graph.get(file)!.includes(file)) found.push(component);
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}

/** One shortest way from `start` back to itself inside its component. */
function roundTrip(start: string, component: Set<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (const file of queue) {
    for (const target of graph.get(file)!) {
      if (target === start) return [...pathTo(file, cameFrom, start), start];
      if (component.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start];
}

function pathTo(file: string, cameFrom: Map<string, string>, start: string): string[] {
  const way = [file];
  while (way[0] !== start) way.unshift(cameFrom.get(way[0]!)!);
  return way;
}

const found = cycles();
for (const component of found) {
  const [first] = [...component].sort();
  console.error(
    `Import cycle: ${roundTrip(first!, new Set(component))
      .map((file) => path.relative(ROOT, file))
      .join(" → ")}`,
  );
}
if (found.length > 0) process.exit(1);
