import { formatNumber } from '@rifa/shared';
import { Blocks, Eye, KeyRound, Trophy, Zap, type LucideIcon } from 'lucide-react';
import { HashText } from '../../components/hash-text.tsx';
import { TechnicalDetail } from '../../components/technical-detail.tsx';
import { TitledSection } from '../../components/titled-section.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.tsx';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';
import { FeatureCard } from './feature-card.tsx';
import { WORKED_EXAMPLE } from './worked-example.ts';

// Spec §2 /how-it-works: four steps, the draw algorithm (the exact rule of docs/protocols/draw.md with
// proof v2's anchor of §8.2, the spec's example date 17/08/2025 14:00), transparency, FAQ.

const STEPS: { icon: LucideIcon; title: MessageKey; text: MessageKey }[] = [
  { icon: Blocks, title: 'how.step1.title', text: 'how.step1.text' },
  { icon: KeyRound, title: 'how.step2.title', text: 'how.step2.text' },
  { icon: Zap, title: 'how.step3.title', text: 'how.step3.text' },
  { icon: Trophy, title: 'how.step4.title', text: 'how.step4.text' },
];

// docs/decisions/0014-numbers-prizes-packages.md: each rule in plain Portuguese; the exact technical wording folded below it.
const RULES: { text: MessageKey; detail?: MessageKey }[] = [
  { text: 'how.algorithm.rule1', detail: 'how.algorithm.rule1Detail' },
  { text: 'how.algorithm.anchor', detail: 'how.algorithm.anchorDetail' },
  { text: 'how.algorithm.rule2', detail: 'how.algorithm.rule2Detail' },
  { text: 'how.algorithm.rule3' },
  { text: 'how.algorithm.rule4', detail: 'how.algorithm.rule4Detail' },
  { text: 'how.algorithm.rule5' },
  { text: 'how.algorithm.rule6' },
  { text: 'how.algorithm.rule7' },
];

const COMMANDS: { label: MessageKey; command: MessageKey }[] = [
  { label: 'how.transparency.commandNpxLabel', command: 'how.transparency.commandNpx' },
  { label: 'how.transparency.commandNodeLabel', command: 'how.transparency.commandNode' },
];

const TRANSPARENCY: MessageKey[] = [
  'how.transparency.item1',
  'how.transparency.receipts',
  'how.transparency.item2',
  'how.transparency.item3',
  'how.transparency.item4',
];

const FAQ: { q: MessageKey; a: MessageKey }[] = [
  { q: 'how.faq.fair.q', a: 'how.faq.fair.a' },
  { q: 'how.faq.when.q', a: 'how.faq.when.a' },
  { q: 'how.faq.multiple.q', a: 'how.faq.multiple.a' },
  { q: 'how.faq.anonymous.q', a: 'how.faq.anonymous.a' },
];

export function HowItWorksPage() {
  useDocumentTitle(t('how.title'));
  const exampleDate = t('how.algorithm.exampleDate');
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
      <header className="text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('how.title')}</h1>
        <p className="mt-2 text-slate-600">{t('how.subtitle')}</p>
      </header>

      <ol className="grid gap-4 sm:grid-cols-2">
        {STEPS.map(({ icon, title, text }, index) => (
          <li key={title}>
            <FeatureCard icon={icon} title={`${index + 1}. ${t(title)}`} text={t(text)} inline />
          </li>
        ))}
      </ol>

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-xl">
            {t('how.algorithm.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm text-slate-700">
          <p>{t('how.algorithm.intro')}</p>
          <ol className="list-decimal space-y-2 pl-5">
            {RULES.map(({ text, detail }) => (
              <li key={text}>
                {t(text)}
                {detail && (
                  <TechnicalDetail summary={t('how.algorithm.technicalDetail')}>
                    {t(detail)}
                  </TechnicalDetail>
                )}
              </li>
            ))}
          </ol>
          <pre
            className="overflow-x-auto rounded-lg bg-slate-900 p-4 font-mono text-sm text-orange-200"
            aria-label={t('how.algorithm.formulaLabel')}
          >
            <code>{t('how.algorithm.formula')}</code>
          </pre>
          <WorkedExample />
          <div className="rounded-lg border border-orange-200 bg-orange-50 p-4">
            <p className="font-semibold text-orange-900">{t('how.algorithm.exampleTitle')}</p>
            <p className="mt-1 text-orange-950" data-testid="algorithm-example">
              {t('how.algorithm.example', { date: exampleDate })}
            </p>
          </div>
        </CardContent>
      </Card>

      {/* The footer's 'Verifique um sorteio' (docs/decisions/0014-numbers-prizes-packages.md) lands here. */}
      <Card id="verificar" className="scroll-mt-4">
        <CardHeader className="flex-row items-center gap-2">
          <Eye className="size-5 text-orange-500" aria-hidden="true" />
          <CardTitle as="h2" className="text-xl">
            {t('how.transparency.title')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
            {TRANSPARENCY.map((item) => (
              <li key={item}>{t(item)}</li>
            ))}
          </ul>
          {/* One block per command, wrapping between words only (docs/decisions/0014-numbers-prizes-packages.md). */}
          {COMMANDS.map(({ label, command }) => (
            <div key={command} className="mt-3 grid gap-1 text-sm text-slate-700">
              <p>{t(label)}</p>
              <pre className="whitespace-pre-wrap break-words rounded bg-slate-900 px-3 py-2 font-mono text-xs text-orange-200 sm:text-sm">
                <code data-testid="verify-command">{t(command)}</code>
              </pre>
            </div>
          ))}
        </CardContent>
      </Card>

      <TitledSection
        titleId="faq-title"
        title={t('how.faq.title')}
        titleClassName="text-2xl font-bold"
        className="grid gap-3"
      >
        {FAQ.map(({ q, a }) => (
          <details
            key={q}
            className="group rounded-xl border border-slate-200 bg-white p-4 open:shadow-sm"
          >
            <summary className="rounded-md font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500">
              {t(q)}
            </summary>
            <p className="mt-2 text-sm text-slate-700">{t(a)}</p>
          </details>
        ))}
      </TitledSection>
    </div>
  );
}

function WorkedExample() {
  const e = WORKED_EXAMPLE;
  return (
    <div className="grid gap-2 rounded-lg border border-slate-200 p-4" data-testid="worked-example">
      <p className="font-semibold text-slate-900">{t('how.workedExample.title')}</p>
      <p>
        {t('how.workedExample.intro', { drawId: e.draw_id, count: formatNumber(e.tickets_count) })}
      </p>
      <p className="text-xs text-slate-600">{t('how.workedExample.blockHash')}</p>
      <HashText>{e.block_hash}</HashText>
      <p className="text-xs text-slate-600">{t('how.workedExample.digest')}</p>
      <HashText>{e.digest}</HashText>
      <p className="text-xs text-slate-600">{t('how.workedExample.n')}</p>
      <HashText>{e.n}</HashText>
      <p className="font-medium text-slate-900">
        {t('how.workedExample.result', {
          count: e.tickets_count,
          index: e.index,
          ticket: e.winning_ticket,
        })}
      </p>
    </div>
  );
}
