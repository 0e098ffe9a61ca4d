// Shows the notifications queued in the store with notistack (spec §2): top centre 75 px from the top,
// success 5 s, others until clicked, duplicates suppressed while one is on screen.
import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { NOTIFICATION_TOP_PX, SUCCESS_NOTIFICATION_MS } from '../../../shared/constants';
import { useAppDispatch, useAppSelector } from '../../app/store/hooks';
import { noticeShown, selectPendingNotices } from '../../app/store/notifications-slice';
import { NoticeContent } from './notice-content';

function QueueToSnackbars() {
  const notices = useAppSelector(selectPendingNotices);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    for (const notice of notices) {
      enqueueSnackbar(notice.text, {
        variant: notice.variant,
        title: notice.title,
        // The key is the content, so an identical notice already showing is not repeated.
        key: `${notice.variant}|${notice.title}|${notice.text}`,
        preventDuplicate: true,
        persist: notice.variant !== 'success',
        autoHideDuration: SUCCESS_NOTIFICATION_MS,
      });
      dispatch(noticeShown(notice.id));
    }
  }, [notices, enqueueSnackbar, dispatch]);

  return null;
}

export default function Notifier() {
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      classes={{ containerAnchorOriginTopCenter: 'notices-top' }}
      Components={{ success: NoticeContent, error: NoticeContent, warning: NoticeContent }}
    >
      <GlobalStyles styles={{ '.notices-top.notices-top': { top: NOTIFICATION_TOP_PX } }} />
      <QueueToSnackbars />
    </SnackbarProvider>
  );
}
