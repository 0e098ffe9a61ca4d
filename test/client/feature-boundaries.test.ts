// House rule (STYLE.md, bulletproof-react): a feature never imports another feature; features share
// through src/client/components, lib, api and the app's store and route table.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const featuresDir = resolve(__dirname, '../../src/client/features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('feature boundaries', () => {
  it('no feature imports another feature', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(featuresDir)) {
      const feature = relative(featuresDir, file).split('/')[0];
      for (const m of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'|import\('(\.[^']+)'\)/g)) {
        const spec = m[1] ?? m[2];
        const target = relative(featuresDir, resolve(dirname(file), spec));
        const targetFeature = target.startsWith('..') ? null : target.split('/')[0];
        if (targetFeature && targetFeature !== feature)
          crossings.push(`${relative(featuresDir, file)} → ${spec}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
