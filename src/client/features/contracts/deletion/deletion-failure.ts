// A refused deletion with field errors (e.g. an unknown reason), shown in the deletion dialog.

export class DeletionFailure extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(errors.reason_for_cancel ?? Object.values(errors)[0] ?? 'The contract was not deleted.');
    this.name = 'DeletionFailure';
  }
}
