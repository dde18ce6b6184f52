import { TitledCard, type TitledCardProps } from '../../components/titled-card.tsx';

/** A Configurações card that takes both columns of the grid from md up. */
export function WideCard(props: TitledCardProps) {
  return <TitledCard className="md:col-span-2" {...props} />;
}
