// `npm run aba:import`'s core: a FedACH file is parsed whole, then stored where createAbaDirectory
// reads it; a malformed file is refused with its line number and the stored directory kept.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createAbaDirectory,
  FedAchFormatError,
  importAbaDirectory,
  SAMPLE_FEDACH_FILE,
} from '../../../../src/server/providers/aba';

const HARBOR_AND_MAIN =
  '011735063O0110000152031524011008732HARBOR & MAIN SAVINGS BANK          4 MAIN STREET                       GLOUCESTER          MA019300000978555017211     ';

const dir = () => mkdtempSync(join(tmpdir(), 'payplan-fedach-'));

describe('importAbaDirectory', () => {
  it('stores the file, counting its records and listing the replaced numbers', async () => {
    const target = join(dir(), 'data', 'fedach.txt');
    const result = importAbaDirectory(SAMPLE_FEDACH_FILE, target);
    expect(result.records).toBeGreaterThan(20);
    expect(result.replaced).toEqual(
      expect.arrayContaining([
        { routing_number: '011735063', new_routing_number: '011008732' },
        { routing_number: '063104613', new_routing_number: '063104875' },
        { routing_number: '073905909', new_routing_number: '073906241' },
      ]),
    );
    expect(result.replaced).toHaveLength(3);
    expect(readFileSync(target, 'latin1')).toBe(readFileSync(SAMPLE_FEDACH_FILE, 'latin1'));
  });

  it('refuses a malformed file with the line number and keeps the stored directory', () => {
    const at = dir();
    const target = join(at, 'fedach.txt');
    writeFileSync(target, HARBOR_AND_MAIN, 'latin1');
    const bad = join(at, 'bad.txt');
    writeFileSync(bad, `${HARBOR_AND_MAIN}\nshort line\n`, 'latin1');
    expect(() => importAbaDirectory(bad, target)).toThrow(
      new FedAchFormatError(2, 'expected 155 characters, found 10'),
    );
    expect(readFileSync(target, 'latin1')).toBe(HARBOR_AND_MAIN);
  });

  it('refuses a file with no records', () => {
    const at = dir();
    const empty = join(at, 'empty.txt');
    writeFileSync(empty, '\n\n');
    expect(() => importAbaDirectory(empty, join(at, 'fedach.txt'))).toThrow('has no FedACH records');
    expect(existsSync(join(at, 'fedach.txt'))).toBe(false);
  });
});

describe('createAbaDirectory reads the imported directory', () => {
  it('uses the imported file when present, the sample when not', async () => {
    const at = dir();
    const importedFile = join(at, 'fedach.txt');
    const onlyHarbor = join(at, 'harbor.txt');
    writeFileSync(onlyHarbor, HARBOR_AND_MAIN, 'latin1');
    expect(await createAbaDirectory({ importedFile }).lookup('021000021')).not.toBeNull();
    importAbaDirectory(onlyHarbor, importedFile);
    expect(await createAbaDirectory({ importedFile }).lookup('021000021')).toBeNull();
    expect(await createAbaDirectory({ importedFile }).lookup('011735063')).toEqual({
      name: 'HARBOR & MAIN SAVINGS BANK',
      new_aba: '011008732',
    });
  });
});
