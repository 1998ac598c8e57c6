/**
 * While a request is on its way, leaving the page would drop its answer
 * without a word: the browser asks first (`beforeunload`), and so does the
 * site's router for a link or Back (`history.block`, whose confirmation
 * names what would be lost).
 */
import {useEffect} from 'react';
import {useHistory} from '@docusaurus/router';

export const LEAVE_MESSAGE = 'A request of the API console is still on its way: leave this page and lose its answer?';

export function useLeaveGuard(busy: boolean) {
  const history = useHistory();
  useEffect(() => {
    if (!busy) return undefined;
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = LEAVE_MESSAGE;
    };
    window.addEventListener('beforeunload', onUnload);
    const unblock = history.block(LEAVE_MESSAGE);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      unblock();
    };
  }, [busy, history]);
}
