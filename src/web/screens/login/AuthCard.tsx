import type { ReactNode } from 'react'

/** The frame of the pages used without a session (login, password change). Plain markup, not
 *  antd's Card and Typography: they bring Tabs, Dropdown, Menu and text-ellipsis code, a fifth
 *  of the login page's script (budget: 250 KB gzip, tools/bench/web.ts). */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="cy-login">
      <section className="cy-login-card">
        <h1 className="cy-login-title">{title}</h1>
        {subtitle && <p className="cy-login-subtitle">{subtitle}</p>}
        {children}
      </section>
    </div>
  )
}
