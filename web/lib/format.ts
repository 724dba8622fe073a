import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** 12-hour clock with am/pm. */
export const formatDateTime = (iso: string) => dayjs(iso).format('D MMM YYYY, h:mm a');
export const formatDate = (iso: string) => dayjs(iso).format('D MMM YYYY');
export const fromNow = (iso: string) => dayjs(iso).fromNow();
export const formatBytes = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 ** 2 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`;
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
