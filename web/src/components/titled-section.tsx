import type { ReactNode } from 'react';

/** A <section> named by its own heading (aria-labelledby), for landmarks screen readers list. */
export function TitledSection({
  titleId,
  title,
  as: Heading = 'h2',
  titleClassName,
  className,
  children,
  ...props
}: {
  titleId: string;
  title: ReactNode;
  as?: 'h2' | 'h3';
  titleClassName: string;
  className: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <section className={className} aria-labelledby={titleId} {...props}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
