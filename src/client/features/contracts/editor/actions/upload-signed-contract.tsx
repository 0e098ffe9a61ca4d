// 'Upload signed contract': the paper contract the customer signed, as a PDF or a photo (spec §7
// upload_contract). The file input is the button's own, so the label names it.
import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import type { ChangeEvent } from 'react';

const ACCEPT = 'application/pdf,image/*';

/** Hidden from sight but not from keyboard and screen readers (MUI's file upload pattern). */
const visuallyHidden = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

export function UploadSignedContract({
  disabled,
  onFile,
}: {
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Cleared so the same file can be chosen again after a refusal.
    e.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Button component="label" startIcon={<UploadIcon />} disabled={disabled}>
      Upload signed contract
      <input type="file" accept={ACCEPT} onChange={choose} disabled={disabled} style={visuallyHidden} />
    </Button>
  );
}
