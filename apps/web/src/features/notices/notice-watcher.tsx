import { useEffect } from 'react';
import { startTodoPoller } from './todo-poller.ts';

/** Runs the todo poll for the whole app; the notices it finds open in the shared dialog. */
export function NoticeWatcher() {
  useEffect(() => startTodoPoller(), []);
  return null;
}
