import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';

/** A dashboard card titled with an orange icon, an optional intro under the title. */
export function DashboardCard({
  icon: Icon,
  title,
  description,
  children,
  ...props
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Card {...props}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-5 text-orange-500" aria-hidden="true" />
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
