// Placeholder until the side panels are built.
export function SidePanels() {
  return null;
}
