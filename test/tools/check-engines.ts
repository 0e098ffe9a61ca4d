// `engines.node` of package.json tells the truth: every package package-lock.json installs (runtime,
// dev and build-time tools alike — the build runs on the oldest Node named too) accepts every Node
// version the root range names. A package whose own range is narrower fails the check.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import semver from 'semver';

interface LockPackage {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  engines?: Record<string, string> | string[];
}

const root = resolve(__dirname, '../..');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  engines?: { node?: string };
};
const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockPackage>;
};

/** The node range a package declares: `engines.node`, or the old array form `["node >=18"]`. */
export function nodeRange(engines: LockPackage['engines']): string | null {
  if (!engines) return null;
  if (Array.isArray(engines)) {
    const entry = engines.find((e) => /^node\b/.test(e));
    return entry ? entry.replace(/^node\s*/, '') || '*' : null;
  }
  return typeof engines.node === 'string' ? engines.node : null;
}

/** Whether every version in `wanted` satisfies `declared` (prereleases aside). */
export function accepts(wanted: string, declared: string): boolean {
  const range = semver.validRange(declared, { loose: true });
  return range !== null && semver.subset(wanted, range, { loose: true });
}

function main(): void {
  const wanted = pkg.engines?.node;
  if (!wanted || semver.validRange(wanted) === null) {
    console.error(`package.json engines.node is missing or not a semver range: ${String(wanted)}`);
    process.exit(1);
  }
  const lockRoot = nodeRange(lock.packages['']?.engines);
  const problems: string[] = [];
  if (lockRoot !== wanted) {
    problems.push(`package-lock.json has engines.node ${String(lockRoot)} for the root; run npm install`);
  }
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '') continue;
    const declared = nodeRange(entry.engines);
    if (declared === null || accepts(wanted, declared)) continue;
    const kind = [entry.dev ? 'dev' : '', entry.optional ? 'optional' : ''].filter(Boolean).join(', ');
    problems.push(`${path}@${entry.version ?? '?'}${kind ? ` (${kind})` : ''} needs Node ${declared}`);
  }
  if (problems.length) {
    console.error(
      `engines.node is "${wanted}", but ${problems.length} installed package(s) do not support all of it:\n` +
        `${problems.join('\n')}\n` +
        'Choose a version of the dependency that pulls it in whose packages support that range, an npm ' +
        '`overrides` entry to a compatible version, or narrow engines.node.',
    );
    process.exit(1);
  }
  console.log(`Every installed package accepts Node ${wanted}.`);
}

if (require.main === module) main();
