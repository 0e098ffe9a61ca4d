import type { Announcement } from '../../shared/session';
import { request } from './client';

export const getAnnouncements = (signal?: AbortSignal) =>
  request<Announcement[]>('/api', 'announcements', { signal });
