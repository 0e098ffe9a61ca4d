// Placeholder until the section is built.
export function AgreementSection({ readOnly }: { readOnly: boolean }) {
  return <p>{readOnly ? 'Read only' : 'Editing'}</p>;
}
