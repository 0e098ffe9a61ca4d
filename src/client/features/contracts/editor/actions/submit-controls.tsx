// Placeholder until the submission controls are built.
export function SubmitControls() {
  return null;
}
