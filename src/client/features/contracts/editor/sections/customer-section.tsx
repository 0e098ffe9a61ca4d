// Placeholder until the section is built.
export function CustomerSection({ readOnly }: { readOnly: boolean }) {
  return <p>{readOnly ? 'Read only' : 'Editing'}</p>;
}
