// Placeholder until the section is built.
export function BillingSection({ readOnly }: { readOnly: boolean }) {
  return <p>{readOnly ? 'Read only' : 'Editing'}</p>;
}
