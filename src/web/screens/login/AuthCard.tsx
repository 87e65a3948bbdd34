import { Card, Typography } from 'antd'
import type { ReactNode } from 'react'

/** The frame of the pages used without a session (login, password change). */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="cy-login">
      <Card className="cy-login-card" variant="borderless">
        <Typography.Title level={3} style={{ textAlign: 'center', marginBottom: subtitle ? 4 : undefined }}>
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {subtitle}
          </Typography.Paragraph>
        )}
        {children}
      </Card>
    </div>
  )
}
