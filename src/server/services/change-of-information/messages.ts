// The answers of the change of information request (spec §3, §5), in the product's words.
export const CHANGE_OF_INFORMATION_MESSAGES = {
  notLive: (status: string) =>
    `A change of information can be requested only for a live account (ACTIVE or COLLECT); this contract is ${status}.`,
  alreadyPending: 'A change of information is already pending for this contract.',
  unknownReason: 'Select a reason for cancellation from the list.',
} as const;
