import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card.tsx';

export interface TitledCardProps extends Omit<ComponentProps<'div'>, 'title'> {
  title: ReactNode;
  /** An icon before the title, orange unless `iconClassName` says otherwise. */
  icon?: LucideIcon;
  iconClassName?: string;
  /** The title's heading level (h3 unless told) and its id. */
  as?: 'h2' | 'h3';
  titleId?: string;
  /** An intro under the title. */
  description?: ReactNode;
  descriptionClassName?: string;
  contentClassName?: string;
  /** What goes in the card after its content (a dialog it opens). */
  after?: ReactNode;
}

/** A card with a title (an icon before it, if any), an optional intro under it, then its content. */
export function TitledCard({
  title,
  icon: Icon,
  iconClassName = 'text-orange-500',
  as,
  titleId,
  description,
  descriptionClassName,
  contentClassName,
  after,
  children,
  ...card
}: TitledCardProps) {
  return (
    <Card {...card}>
      <CardHeader>
        <CardTitle as={as} id={titleId} className={Icon && 'flex items-center gap-2'}>
          {Icon && <Icon className={cn('size-5', iconClassName)} aria-hidden="true" />}
          {title}
        </CardTitle>
        {description && (
          <CardDescription className={descriptionClassName}>{description}</CardDescription>
        )}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
      {after}
    </Card>
  );
}
