// Placeholder until the section is built.
export function CsrForSelectSection({ readOnly }: { readOnly: boolean }) {
  return <p>{readOnly ? 'Read only' : 'Editing'}</p>;
}
