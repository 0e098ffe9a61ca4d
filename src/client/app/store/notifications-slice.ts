// Notifications waiting to be shown (spec §2): the Notifier hands them to notistack.
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { NOTICE_TITLES, type NoticeVariant } from '../../../shared/messages';

export interface Notice {
  id: string;
  variant: NoticeVariant;
  title: string;
  text: string;
}

export interface NotificationsState {
  queue: Notice[];
}

const initialState: NotificationsState = { queue: [] };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notified: {
      reducer: (state, action: PayloadAction<Notice>) => {
        state.queue.push(action.payload);
      },
      /** The title defaults to Success!, Error! or Warning! by type. */
      prepare: ({ variant, text, title }: { variant: NoticeVariant; text: string; title?: string }) => ({
        payload: { id: nanoid(), variant, text, title: title ?? NOTICE_TITLES[variant] },
      }),
    },
    noticeShown: (state, action: PayloadAction<string>) => {
      state.queue = state.queue.filter((n) => n.id !== action.payload);
    },
  },
});

export const { notified, noticeShown } = notificationsSlice.actions;
export default notificationsSlice.reducer;

export const selectPendingNotices = (state: { notifications: NotificationsState }) =>
  state.notifications.queue;
