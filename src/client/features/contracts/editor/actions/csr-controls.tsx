// Placeholder until the CSR controls are built.
export interface CsrControlsProps {
  /** Runs first (a select contract saves its section before the CSR action); false stops the action. */
  beforeAction?: () => Promise<boolean>;
}

export function CsrControls(props: CsrControlsProps) {
  return props.beforeAction ? null : null;
}
