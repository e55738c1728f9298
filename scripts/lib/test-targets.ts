// `npm test -- <path or area>`: which stages of scripts/test.ts a test file, a folder or an area
// name belongs to, and the vitest filters for each.
import fs from 'node:fs';
import path from 'node:path';

/** Where each stage's tests live; the first workspace that holds a path wins (e2e before web). */
const WORKSPACES: { dir: string; stages: string[]; cwd?: string }[] = [
  { dir: 'packages/core', stages: ['unit'] },
  { dir: 'apps/web/e2e', stages: ['e2e'], cwd: 'apps/web' },
  { dir: 'apps/web', stages: ['unit'] },
  { dir: 'apps/server/test/cluster', stages: ['cluster'], cwd: 'apps/server' },
  { dir: 'apps/server', stages: ['api', 'pg'] },
];

/** Area names: a server module and/or a web feature of that name (both run when both exist). */
const AREA_DIRS = ['apps/server/src/modules', 'apps/web/src/features'];

export function listAreas(root: string): string[] {
  const names = new Set<string>();
  for (const dir of AREA_DIRS) {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) if (entry.isDirectory()) names.add(entry.name);
  }
  return [...names].sort();
}

/**
 * For each target (a path from cwd or from the repository root, or an area name): the stages to
 * run and, per stage and workspace, the filters to give vitest. Throws with a message naming the
 * target it cannot place. Returns Map(stage -> Map(workspaceDir -> filters[])); an empty filter
 * list means the whole workspace.
 */
export function resolveTargets(root: string, targets: string[], cwd = process.cwd()): Map<string, Map<string, string[]>> {
  const plan = new Map<string, Map<string, string[]>>();
  const add = (absolute: string) => {
    const relative = path.relative(root, absolute).split(path.sep).join('/');
    const workspace = WORKSPACES.find((w) => relative === w.dir || relative.startsWith(`${w.dir}/`));
    if (!workspace) throw new Error(`${relative || '.'} is not in a workspace with tests (${WORKSPACES.map((w) => w.dir).join(', ')})`);
    const runDir = workspace.cwd ?? workspace.dir;
    // Vitest keeps the files that start with an absolute filter: a folder ends with '/', so that
    // apps/server/test does not also pick apps/server/test-data or src/x.test.ts.
    const filter = fs.statSync(absolute).isDirectory() ? `${absolute}/` : absolute;
    const whole = relative === workspace.dir;
    for (const stage of workspace.stages) {
      if (!plan.has(stage)) plan.set(stage, new Map());
      const filters = plan.get(stage)!;
      const list = filters.get(runDir);
      // The workspace itself (or the e2e folder) means all of its tests: no filter.
      if (whole) filters.set(runDir, []);
      else if (!list || list.length) filters.set(runDir, [...(list ?? []), filter]);
    }
  };
  for (const target of targets) {
    const asPath = [path.resolve(cwd, target), path.resolve(root, target)].find((p) => fs.existsSync(p));
    if (asPath) {
      add(asPath);
      continue;
    }
    const dirs = AREA_DIRS.map((d) => path.join(root, d, target)).filter((p) => fs.existsSync(p));
    if (!dirs.length) throw new Error(`"${target}" is neither a path nor an area; areas: ${listAreas(root).join(', ')}`);
    dirs.forEach(add);
  }
  return plan;
}
