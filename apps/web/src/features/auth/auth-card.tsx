import type { LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import './auth.css';

interface AuthCardProps {
  title: string;
  subtitle: string;
  icon: LucideIcon;
  children: ReactNode;
}

/** The account pages' frame: one centred card holding the page heading and the form. */
export function AuthCard({ title, subtitle, icon: Icon, children }: AuthCardProps) {
  useEffect(() => {
    document.title = `${title} · Storefront`;
  }, [title]);
  return (
    <div className="container auth-page">
      <section className="card auth-card" aria-labelledby="auth-card-title">
        <div className="auth-card__head">
          <span className="auth-card__icon">
            <Icon size={24} aria-hidden="true" />
          </span>
          <h1 id="auth-card-title" className="auth-card__title">
            {title}
          </h1>
          <p className="auth-card__subtitle">{subtitle}</p>
        </div>
        {children}
      </section>
    </div>
  );
}
