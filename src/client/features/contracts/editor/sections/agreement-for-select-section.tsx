// Placeholder until the section is built.
export function AgreementForSelectSection({ readOnly }: { readOnly: boolean }) {
  return <p>{readOnly ? 'Read only' : 'Editing'}</p>;
}
