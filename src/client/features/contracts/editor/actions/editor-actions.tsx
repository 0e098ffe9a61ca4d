// Placeholder until the action bar is built.
export function EditorActions() {
  return null;
}
