/** Shown while a page's code loads: the shape of a page, no text. */
export function PageSkeleton() {
  return (
    <div className="container page-skeleton" aria-busy="true">
      <div className="page-skeleton__bar" />
      <div className="page-skeleton__block" />
    </div>
  );
}
