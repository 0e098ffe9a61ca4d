import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import {
  createAbaDirectory,
  FedAchFormatError,
  FileAbaDirectory,
  importFedAchFile,
  InMemoryAbaDirectory,
  SAMPLE_FEDACH_FILE,
} from '../../../../src/server/providers/aba';
import { isValidAba } from '../../../../src/shared/validation/formats';

const sampleText = readFileSync(SAMPLE_FEDACH_FILE, 'latin1');
const HARBOR_AND_MAIN =
  '011735063O0110000152031524011008732HARBOR & MAIN SAVINGS BANK          4 MAIN STREET                       GLOUCESTER          MA019300000978555017211     ';

describe('importFedAchFile: the FedACH 155-character record layout', () => {
  it('reads every field of a record', () => {
    expect(importFedAchFile(HARBOR_AND_MAIN)).toEqual([
      {
        routing_number: '011735063',
        office_code: 'O',
        servicing_frb_number: '011000015',
        record_type_code: '2',
        change_date: '2024-03-15',
        new_routing_number: '011008732',
        customer_name: 'HARBOR & MAIN SAVINGS BANK',
        address: '4 MAIN STREET',
        city: 'GLOUCESTER',
        state: 'MA',
        zip: '01930',
        phone: '9785550172',
        institution_status_code: '1',
        data_view_code: '1',
      },
    ]);
  });

  it('keeps a zip extension, reads 19xx change dates, and leaves new_routing_number out unless replaced', () => {
    const line = `021000021O0210012081072198000000000${'JPMORGAN CHASE BANK, NA'.padEnd(36)}${'PO BOX 1'.padEnd(36)}${'NEW YORK'.padEnd(20)}NY100174410212555010011`;
    const [record] = importFedAchFile(line);
    expect(record).toMatchObject({ zip: '10017-4410', change_date: '1998-07-21', new_routing_number: null });
  });

  it('skips blank lines, accepts CRLF and trimmed filler', () => {
    expect(importFedAchFile(`\r\n${HARBOR_AND_MAIN.trimEnd()}\r\n\r\n`)).toHaveLength(1);
  });

  it('names the line of a malformed record', () => {
    expect(() => importFedAchFile(`${HARBOR_AND_MAIN}\nshort line`)).toThrow(
      new FedAchFormatError(2, 'expected 155 characters, found 10'),
    );
    expect(() => importFedAchFile(`011735064${HARBOR_AND_MAIN.slice(9)}`)).toThrow('invalid routing number');
    expect(() => importFedAchFile(HARBOR_AND_MAIN.replace('52031524011008732', '52031524000000000'))).toThrow(
      'record type 2 without a valid new routing number',
    );
  });
});

describe('the sample directory', () => {
  const records = importFedAchFile(sampleText);

  it('holds about 25 records of 155 characters, sorted by routing number', () => {
    expect(records.length).toBeGreaterThanOrEqual(25);
    const lines = sampleText.split('\n').filter((line) => line !== '');
    expect(lines.every((line) => line.length === 155)).toBe(true);
    const numbers = records.map((r) => r.routing_number);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('has only checksum-valid routing, servicing and new numbers (reference/README.md)', () => {
    for (const r of records) {
      expect([r.routing_number, r.servicing_frb_number].every(isValidAba)).toBe(true);
      if (r.new_routing_number) expect(isValidAba(r.new_routing_number)).toBe(true);
    }
  });

  it('replaces numbers only with numbers it lists', () => {
    const replaced = records.filter((r) => r.record_type_code === '2');
    expect(replaced.length).toBeGreaterThanOrEqual(2);
    const listed = new Set(records.map((r) => r.routing_number));
    expect(replaced.every((r) => listed.has(r.new_routing_number!))).toBe(true);
  });
});

describe('lookup (spec §7 lookup_aba, §5 Bank)', () => {
  // No directory imported into ./data: the sample.
  const directory = createAbaDirectory({ importedFile: join(tmpdir(), 'payplan-no-fedach.txt') });

  it('gives the bank name of a current number, with no new_aba', async () => {
    expect(await directory.lookup('021000021')).toEqual({ name: 'JPMORGAN CHASE BANK, NA', new_aba: null });
    expect(await directory.lookup('011008745')).toEqual({ name: 'FIRST HARBOR SAVINGS BANK', new_aba: null });
  });

  it('gives the new ABA of a replaced number', async () => {
    expect(await directory.lookup('011735063')).toEqual({
      name: 'HARBOR & MAIN SAVINGS BANK',
      new_aba: '011008732',
    });
    expect(await directory.lookup('073905909')).toEqual({
      name: 'PRAIRIE HERITAGE BANK',
      new_aba: '073906241',
    });
  });

  it('gives null for an unknown, a malformed or a checksum-failing number', async () => {
    for (const aba of ['123123123', '12345678', '02100002a', '021000022', '']) {
      expect(await directory.lookup(aba)).toBeNull();
    }
  });

  it('follows a chain of replacements to the current number', async () => {
    const chained = HARBOR_AND_MAIN.replace('011735063', '011008732').replace(
      '011008732HARBOR',
      '021000021HARBOR',
    );
    const memory = new InMemoryAbaDirectory(importFedAchFile(`${HARBOR_AND_MAIN}\n${chained}`));
    expect((await memory.lookup('011735063'))?.new_aba).toBe('021000021');
  });

  it('prefers the main office record when a number is listed twice', async () => {
    const branch = HARBOR_AND_MAIN.replace('011735063O', '011735063B').replace(
      'HARBOR & MAIN',
      'HARBOR BRANCH',
    );
    const memory = new InMemoryAbaDirectory(importFedAchFile(`${branch}\n${HARBOR_AND_MAIN}`));
    expect(memory.size).toBe(1);
    expect((await memory.lookup('011735063'))?.name).toBe('HARBOR & MAIN SAVINGS BANK');
  });

  it('reports a missing file', async () => {
    const missing = new FileAbaDirectory(join(tmpdir(), 'no-such-fedach.txt'));
    await expect(missing.lookup('021000021')).rejects.toThrow(/ENOENT/);
  });

  it('reads the file named in the config', async () => {
    const fromConfig = createAbaDirectory({ fedAchDirectoryFile: SAMPLE_FEDACH_FILE });
    expect(await fromConfig.lookup('325008143')).toEqual({
      name: 'CASCADE PACIFIC CREDIT UNION',
      new_aba: null,
    });
  });
});
