// One notification: title and text in an MUI Alert, 480 px wide, dismissed by a click (spec §2).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import type { Ref } from 'react';
import { NOTIFICATION_WIDTH_PX } from '../../../shared/constants';
import type { NoticeVariant } from '../../../shared/messages';

declare module 'notistack' {
  interface VariantOverrides {
    success: { title: string };
    error: { title: string };
    warning: { title: string };
  }
}

type NoticeContentProps = CustomContentProps & { title: string; ref?: Ref<HTMLDivElement> };

export function NoticeContent({ id, message, variant, title, style, className, ref }: NoticeContentProps) {
  const { closeSnackbar } = useSnackbar();
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        severity={variant as NoticeVariant}
        variant="filled"
        onClick={() => closeSnackbar(id)}
        sx={{ width: NOTIFICATION_WIDTH_PX, maxWidth: 'calc(100vw - 32px)', cursor: 'pointer', boxShadow: 3 }}
      >
        <AlertTitle>{title}</AlertTitle>
        {message}
      </Alert>
    </SnackbarContent>
  );
}
