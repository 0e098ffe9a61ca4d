// ne_ebcs_transmission_status of a change of information (spec §3): waiting for tonight's batch, sent to
// the servicer, applied on the contract (RECONCILED means done, spec §4 Change of information load).
export const QUEUED = 'QUEUED';
export const TRANSMITTED = 'TRANSMITTED';
export const RECONCILED = 'RECONCILED';
