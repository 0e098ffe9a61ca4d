// `npm run aba:import -- <file>`: stores a FedACH participant directory for bank lookups
// (src/server/providers/aba/README.md). A server already running reads it after a restart.
import { IMPORTED_FEDACH_FILE, importAbaDirectory } from '../providers/aba/directory-import';

function main(source: string | undefined): void {
  if (!source) {
    console.error('Usage: npm run aba:import -- <FedACH directory file>');
    process.exitCode = 2;
    return;
  }
  try {
    const { records, replaced } = importAbaDirectory(source);
    console.log(`Imported ${records} records into ${IMPORTED_FEDACH_FILE}`);
    console.log(`${replaced.length} replaced routing numbers`);
    for (const r of replaced) console.log(`  ${r.routing_number} → ${r.new_routing_number}`);
  } catch (error) {
    // A malformed line's message names its line number (FedAchFormatError).
    if (!(error instanceof Error)) throw error;
    console.error(`Not imported: ${error.message}`);
    process.exitCode = 1;
  }
}

main(process.argv[2]);
