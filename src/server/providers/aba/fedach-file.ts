// The Federal Reserve's FedACH participant directory: one fixed-width record of 155 characters per
// routing number (frbservices.org "FedACH Directory File Format"). The record's fields keep their
// directory names, so the same shape can later become a database table.
import { isValidAba } from '../../../shared/validation/formats';
import type { IsoDate } from '../../../shared/dates';

/** How ACH items for the routing number are sent: '2' means to the new routing number. */
export type RecordTypeCode = '0' | '1' | '2';

export interface AbaRecord {
  routing_number: string;
  /** O main office, B branch. */
  office_code: 'O' | 'B';
  servicing_frb_number: string;
  /** 0 a Federal Reserve Bank, 1 send to this routing number, 2 send to new_routing_number. */
  record_type_code: RecordTypeCode;
  change_date: IsoDate | null;
  /** Set when a merger or renumbering replaced this routing number. */
  new_routing_number: string | null;
  customer_name: string;
  address: string;
  city: string;
  state: string;
  /** 5 digits, or 5+4 as '12345-6789'. */
  zip: string;
  /** 10 digits, as the directory gives it. */
  phone: string;
  institution_status_code: string;
  data_view_code: string;
}

export class FedAchFormatError extends Error {
  constructor(lineNumber: number, problem: string) {
    super(`FedACH directory line ${lineNumber}: ${problem}`);
    this.name = 'FedAchFormatError';
  }
}

/** The data fields end at column 150; columns 151–155 are filler, which some copies trim. */
const DATA_LENGTH = 150;
const RECORD_LENGTH = 155;

/** Columns of the record layout, 1-based and inclusive as the Federal Reserve lists them. */
const column = (line: string, from: number, to: number) => line.slice(from - 1, to).trim();

/** MMDDYY; the directory began in the 1980s, so years 80–99 are 19xx. */
function changeDate(mmddyy: string): IsoDate | null {
  if (!/^\d{6}$/.test(mmddyy) || mmddyy === '000000') return null;
  const yy = Number(mmddyy.slice(4, 6));
  return `${yy >= 80 ? 1900 + yy : 2000 + yy}-${mmddyy.slice(0, 2)}-${mmddyy.slice(2, 4)}`;
}

function parseRecord(line: string, lineNumber: number): AbaRecord {
  if (line.length < DATA_LENGTH || line.length > RECORD_LENGTH) {
    throw new FedAchFormatError(lineNumber, `expected ${RECORD_LENGTH} characters, found ${line.length}`);
  }
  const routingNumber = column(line, 1, 9);
  if (!isValidAba(routingNumber)) throw new FedAchFormatError(lineNumber, 'invalid routing number');
  const officeCode = column(line, 10, 10);
  const recordTypeCode = column(line, 20, 20);
  if (officeCode !== 'O' && officeCode !== 'B')
    throw new FedAchFormatError(lineNumber, 'invalid office code');
  if (recordTypeCode !== '0' && recordTypeCode !== '1' && recordTypeCode !== '2') {
    throw new FedAchFormatError(lineNumber, 'invalid record type code');
  }
  const newRoutingNumber = column(line, 27, 35);
  const replaced = recordTypeCode === '2';
  // '000000000' passes the checksum but names no bank.
  if (replaced && (!isValidAba(newRoutingNumber) || Number(newRoutingNumber) === 0)) {
    throw new FedAchFormatError(lineNumber, 'record type 2 without a valid new routing number');
  }
  const zipExtension = column(line, 135, 138);
  return {
    routing_number: routingNumber,
    office_code: officeCode,
    servicing_frb_number: column(line, 11, 19),
    record_type_code: recordTypeCode,
    change_date: changeDate(column(line, 21, 26)),
    new_routing_number: replaced ? newRoutingNumber : null,
    customer_name: column(line, 36, 71),
    address: column(line, 72, 107),
    city: column(line, 108, 127),
    state: column(line, 128, 129),
    zip:
      zipExtension && zipExtension !== '0000'
        ? `${column(line, 130, 134)}-${zipExtension}`
        : column(line, 130, 134),
    phone: column(line, 139, 148),
    institution_status_code: column(line, 149, 149),
    data_view_code: column(line, 150, 150),
  };
}

/** Every record of a directory file; blank lines are skipped, a malformed line throws with its number. */
export function importFedAchFile(text: string): AbaRecord[] {
  const records: AbaRecord[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() !== '') records.push(parseRecord(line, index + 1));
  });
  return records;
}
