import {
  ArrowRight,
  Bitcoin,
  CodeXml,
  Eye,
  ShieldCheck,
  Ticket,
  Timer,
  Trophy,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { TitledSection } from '../../components/titled-section.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.tsx';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';
import { FeatureCard } from './feature-card.tsx';

// Spec §2 landing: headline, two buttons, six cards, three steps, 'Começar Agora'.
// Copy stays true of this product (docs/protocols/web.md): no smart contracts, no 24/7 support.

const FEATURES: { icon: LucideIcon; title: MessageKey; text: MessageKey }[] = [
  {
    icon: Eye,
    title: 'landing.feature.transparency.title',
    text: 'landing.feature.transparency.text',
  },
  { icon: Zap, title: 'landing.feature.lightning.title', text: 'landing.feature.lightning.text' },
  {
    icon: ShieldCheck,
    title: 'landing.feature.security.title',
    text: 'landing.feature.security.text',
  },
  { icon: Bitcoin, title: 'landing.feature.bitcoin.title', text: 'landing.feature.bitcoin.text' },
  { icon: Users, title: 'landing.feature.community.title', text: 'landing.feature.community.text' },
  {
    icon: CodeXml,
    title: 'landing.feature.openSource.title',
    text: 'landing.feature.openSource.text',
  },
];

const STEPS: { icon: LucideIcon; title: MessageKey; text: MessageKey }[] = [
  { icon: Ticket, title: 'landing.step1.title', text: 'landing.step1.text' },
  { icon: Timer, title: 'landing.step2.title', text: 'landing.step2.text' },
  { icon: Trophy, title: 'landing.step3.title', text: 'landing.step3.text' },
];

export function LandingPage() {
  useDocumentTitle();
  return (
    <div>
      <section className="bg-gradient-to-b from-orange-50 to-slate-50 px-4 py-16 sm:py-24">
        <div className="mx-auto max-w-3xl text-center">
          <p className="mx-auto mb-4 inline-flex items-center gap-2 rounded-full border border-orange-200 bg-white px-3 py-1 text-xs font-medium text-orange-800 sm:text-sm">
            <Bitcoin className="size-4" aria-hidden="true" />
            {t('landing.badge')}
          </p>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t('landing.title')}
          </h1>
          <p className="mt-5 text-base text-slate-600 sm:text-lg">{t('landing.subtitle')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" asChild>
              <Link to="/raffles">
                {t('landing.ctaRaffles')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to="/how-it-works">{t('landing.ctaHowItWorks')}</Link>
            </Button>
          </div>
        </div>
      </section>

      <TitledSection
        titleId="why-title"
        title={t('landing.whyTitle')}
        titleClassName="text-center text-2xl font-bold sm:text-3xl"
        className="mx-auto max-w-6xl px-4 py-14"
      >
        <p className="mt-2 text-center text-slate-600">{t('landing.whySubtitle')}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon, title, text }) => (
            <li key={title}>
              <FeatureCard icon={icon} title={t(title)} text={t(text)} />
            </li>
          ))}
        </ul>
      </TitledSection>

      <section aria-labelledby="steps-title" className="bg-white px-4 py-14">
        <div className="mx-auto max-w-6xl">
          <h2 id="steps-title" className="text-center text-2xl font-bold sm:text-3xl">
            {t('landing.stepsTitle')}
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {STEPS.map(({ icon: StepIcon, title, text }, index) => (
              <li key={title} className="flex flex-col items-center text-center">
                <span className="relative flex size-14 items-center justify-center rounded-full bg-brand text-white">
                  <StepIcon className="size-6" aria-hidden="true" />
                  <span className="absolute -right-1 -top-1 flex size-6 items-center justify-center rounded-full bg-slate-900 text-xs font-bold">
                    {index + 1}
                  </span>
                </span>
                <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
                <p className="mt-1 max-w-xs text-sm text-slate-600">{t(text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="px-4 py-16 text-center">
        <h2 className="text-2xl font-bold sm:text-3xl">{t('landing.closingTitle')}</h2>
        <p className="mt-2 text-slate-600">{t('landing.closingText')}</p>
        <Button size="lg" className="mt-6" asChild>
          <Link to="/raffles">
            {t('landing.closingCta')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </section>
    </div>
  );
}
