import { useEffect, type ReactNode } from 'react';
import './page-frame.css';

export interface PageFrameProps {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Hides the heading visually when the page shows its own (still read by screen readers). */
  hideTitle?: boolean;
}

/** A page's frame: its heading (also the document title) and its content in the centred column. */
export function PageFrame({ title, children, actions, hideTitle }: PageFrameProps) {
  useEffect(() => {
    document.title = `${title} · Storefront`;
  }, [title]);
  return (
    <div className="container page-frame">
      <div className={`page-frame__head ${hideTitle ? 'visually-hidden' : ''}`}>
        <h1 className="page-frame__title">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
