// Placeholder until the CSR panel is built.
export function CsrPanel() {
  return null;
}
