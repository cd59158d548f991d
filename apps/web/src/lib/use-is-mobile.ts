import { MOBILE_BREAKPOINT, RESIZE_DEBOUNCE_MS } from '@storefront/contract/constants';
import { useEffect, useState } from 'react';

/** Spec 9: mobile is a body narrower than 640 px. */
export const isMobileWidth = (width: number): boolean => width < MOBILE_BREAKPOINT;

const bodyIsMobile = () => isMobileWidth(document.body.clientWidth);

/** Whether the body is mobile-wide, measured again 150 ms after the last resize (spec 9). */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(bodyIsMobile);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMobile(bodyIsMobile()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return mobile;
}
