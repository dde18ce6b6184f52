import type { LucideIcon } from 'lucide-react';
import { IconTile } from '../../components/icon-tile.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';

/** A card of the landing and how-it-works pages: icon, title, a short text. */
export function FeatureCard({
  icon,
  title,
  text,
  inline = false,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The icon beside the title rather than above it. */
  inline?: boolean;
}) {
  return (
    <Card className="h-full">
      <CardHeader className={inline ? 'flex-row items-center gap-3' : undefined}>
        <IconTile icon={icon} className={inline ? 'shrink-0' : undefined} />
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-slate-600">{text}</CardContent>
    </Card>
  );
}
