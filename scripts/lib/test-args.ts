import process from 'node:process';
import { resolveTargets } from './test-targets';

/** The stages of `npm test`, in the order they run. */
export const STAGES = ['unit', 'api', 'pg', 'e2e', 'cluster'];

export type TestPlan = Map<string, Map<string, string[]>>;

export const USAGE = 'Usage: npm test [-- --only=unit,api,pg,e2e,cluster] [-- <test file, folder or area name>...]';

/** The stages to run, and (with targets) which tests of each: see scripts/lib/test-targets.ts. */
export function parseArgs(root: string, argv: string[]): { only: Set<string>; plan: TestPlan | null } {
  const selected = new Set<string>();
  const targets: string[] = [];
  for (const arg of argv) {
    const m = /^--only=(.+)$/.exec(arg);
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    if (!arg.startsWith('-')) {
      targets.push(arg);
      continue;
    }
    if (!m) {
      console.error(`Unknown argument: ${arg}\n${USAGE}`);
      process.exit(2);
    }
    for (const name of m[1]!
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (!STAGES.includes(name)) {
        console.error(`Unknown stage "${name}"; stages: ${STAGES.join(', ')}`);
        process.exit(2);
      }
      selected.add(name);
    }
  }
  if (!targets.length) return { only: selected.size ? selected : new Set(STAGES), plan: null };
  let plan: TestPlan;
  try {
    plan = resolveTargets(root, targets);
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const stages = STAGES.filter((stage) => plan.has(stage) && (!selected.size || selected.has(stage)));
  if (!stages.length) {
    console.error(
      `No stage left: ${targets.join(' ')} belongs to ${[...plan.keys()].join(', ')}, not to --only=${[...selected].join(',')}`,
    );
    process.exit(2);
  }
  return { only: new Set(stages), plan };
}

/**
 * The workspaces a stage runs in, each with its vitest arguments: the filters of the targets (an
 * area's folder may hold no tests of its own; a run where no test matched at all fails at the end).
 */
export function targetsOf(plan: TestPlan | null, stage: string, workspaces: string[]): Map<string, string[]> {
  if (!plan) return new Map(workspaces.map((dir) => [dir, []]));
  return new Map(
    [...(plan.get(stage) ?? [])]
      .filter(([dir]) => workspaces.includes(dir))
      .map(([dir, filters]) => [dir, filters.length ? ['--passWithNoTests', ...filters] : []]),
  );
}
