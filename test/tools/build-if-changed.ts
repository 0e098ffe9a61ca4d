// `npm start`'s build step: runs the client build only when its inputs changed since the last build
// (issue 17: a start with nothing changed answers in seconds, not after a 20-second webpack run).
// The inputs are hashed by content (a fresh clone has new mtimes but the same files); the hash of the
// last successful build is kept in dist/.build-inputs. `--force` always builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..');
/** What the client bundle is built from: its sources, the shared code and machines it imports, the
 * static files it copies, and the build's own configuration and dependency versions. */
const INPUTS = [
  'src/client',
  'src/shared',
  'machines',
  'public',
  'webpack.config.ts',
  'tsconfig.json',
  'package-lock.json',
];
const STAMP = join(root, 'dist', '.build-inputs');

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

export function inputsHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of filesUnder(join(root, input))) {
      hash.update(relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

function main() {
  const started = Date.now();
  const hash = inputsHash();
  const built = existsSync(join(root, 'dist', 'client', 'index.html')) && existsSync(STAMP);
  if (!process.argv.includes('--force') && built && readFileSync(STAMP, 'utf8').trim() === hash) {
    console.log(`Client build is up to date (inputs unchanged; checked in ${Date.now() - started} ms).`);
    return;
  }
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, `${hash}\n`);
}

if (require.main === module) main();
