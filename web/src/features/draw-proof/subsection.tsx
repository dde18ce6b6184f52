import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { TitledSection } from '../../components/titled-section.tsx';

/** A part of the draw proof section (formula, verification, audit), named by its heading. */
export function Subsection({
  titleId,
  title,
  icon: Icon,
  className,
  children,
  ...props
}: {
  titleId: string;
  title: string;
  icon?: LucideIcon;
  className: string;
  children: ReactNode;
  'data-testid': string;
}) {
  return (
    <TitledSection
      as="h3"
      titleId={titleId}
      title={
        <>
          {Icon && <Icon className="size-4 text-orange-500" aria-hidden="true" />}
          {title}
        </>
      }
      titleClassName={
        Icon
          ? 'flex items-center gap-2 font-semibold text-slate-900'
          : 'font-semibold text-slate-900'
      }
      className={className}
      {...props}
    >
      {children}
    </TitledSection>
  );
}
