import { ChevronRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface HomeSectionProps {
  title: string;
  /** A 'see all' link to the full list. */
  more?: { to: string; label: string };
  children: ReactNode;
  className?: string;
}

/** A titled band of the home page, named by its heading for assistive technology. */
export function HomeSection({ title, more, children, className }: HomeSectionProps) {
  const id = useId();
  return (
    <section className={`home-section ${className ?? ''}`} aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        {more && (
          <Link to={more.to} className="home-section__more">
            {more.label}
            <span className="visually-hidden">: {title}</span>
            <ChevronRight size={16} aria-hidden="true" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
