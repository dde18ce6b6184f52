import {
  bitmapFromBase64,
  formatNumber,
  formatSats,
  hasNumber,
  pageDataKeys,
  type NumbersResponse,
  type RaffleDetail,
  type User,
} from '@rifa/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { embeddedAnswer } from '../../api/embedded.ts';
import { BackLink } from '../../components/back-link.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PlainForm, useFormState } from '../../components/plain-form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FieldMessage } from '../../components/ui/label.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAsync } from '../../hooks/use-async.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.tsx';
import { useEmbeddedResponse, useHydrationData } from '../../hooks/use-page-data.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { authPath, useAuth } from '../auth/index.ts';
import { rafflesApi } from '../raffles/index.ts';
import { buyApi } from './api.ts';
import { BuyBoard } from './buy-page-board.tsx';
import { BuyPageConsent, type BuyConsent } from './buy-page-consent.tsx';
import { PAGE_SIZE, numberList, randomBelow, type NumberState } from './buy-page-numbers.ts';
import { BuyQuantity } from './buy-page-quantity.tsx';
import { BuyTypedNumbers } from './buy-page-typed.tsx';
import { minTickets, parseQuantity } from './buy-rules.ts';

const FORM = 'comprar';

/**
 * /raffles/:id/comprar (docs/protocols/no-javascript.md): the buy page, a plain form the server
 * answers without JavaScript (the board pages, 'Quero sorte!' and 'Comprar' are submit buttons)
 * and, once the SPA runs, the same form acting in the browser and buying through the API.
 */
export function BuyPage() {
  const { id = '' } = useParams();
  const raffle = useAsync(
    (signal) => rafflesApi.getRaffle(id, signal),
    id,
    embeddedAnswer<RaffleDetail>(useEmbeddedResponse(pageDataKeys.raffle(id)), 'errors.raffle'),
  );
  const numbers = useAsync(
    (signal) => rafflesApi.getRaffleNumbers(Number(id), signal),
    id,
    embeddedAnswer<NumbersResponse>(
      useEmbeddedResponse(pageDataKeys.numbers(id)),
      'errors.numbers',
    ),
  );
  const form = useFormState(FORM);
  const notFound = raffle.error instanceof ApiError && raffle.error.status === 404;
  useDocumentTitle(
    raffle.data
      ? `${t('buy.title')} · ${raffle.data.name}`
      : notFound
        ? t('buyPage.notFound')
        : t('buy.title'),
  );

  if (!raffle.data || !numbers.data) {
    if (raffle.loading || numbers.loading)
      return (
        <div className="grid justify-items-center gap-3 py-20">
          {form?.error && <FieldMessage tone="error">{form.error}</FieldMessage>}
          <Spinner />
        </div>
      );
    return (
      <EmptyState
        title={
          notFound
            ? t('buyPage.notFound')
            : errorMessage(raffle.error ?? numbers.error, 'errors.raffle')
        }
      />
    );
  }
  return <BuyForm raffle={raffle.data} map={numbers.data} reload={numbers.reload} />;
}

function BuyForm({
  raffle,
  map,
  reload,
}: {
  raffle: RaffleDetail;
  map: NumbersResponse;
  reload(): void;
}) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const form = useFormState(FORM);
  const hydration = useHydrationData();
  const auth = useAuth();
  // The server's render (and its hydration) shows the form session's user; then the SPA's.
  const user: User | null = hydration ? (hydration.session?.user ?? auth.user) : auth.user;
  const total = map.total;
  const min = minTickets(raffle);
  const source = (name: string) => form?.values[name] ?? search.get(name) ?? undefined;
  const [quantity, setQuantity] = useState(() => source('quantidade') ?? String(min));
  const [packageId, setPackageId] = useState(() => source('pacote') ?? '');
  const [chosen, setChosen] = useState(() => numberList(source('numeros'), total));
  const [typed, setTyped] = useState(() => chosen.join(', '));
  const [page, setPage] = useState(() => {
    const asked = Number(source('pagina'));
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    if (Number.isInteger(asked) && asked >= 1) return Math.min(asked, pages);
    return chosen[0] ? Math.ceil(chosen[0] / PAGE_SIZE) : 1;
  });
  const [consent, setConsent] = useState<BuyConsent>({ terms: false, adult: false });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = form?.errors ?? {};
  const formError = failure ?? form?.error;

  const states = useMemo(() => {
    const sold = bitmapFromBase64(map.sold);
    const reserved = bitmapFromBase64(map.reserved);
    return (n: number): NumberState =>
      hasNumber(sold, n) ? 'sold' : hasNumber(reserved, n) ? 'reserved' : 'free';
  }, [map]);

  const packages = raffle.packages ?? [];
  const chosenPackage = packages.find((p) => String(p.id) === packageId);
  const count = chosenPackage ? chosenPackage.quantity : parseQuantity(quantity);
  const amount = chosenPackage
    ? chosenPackage.price
    : count !== null
      ? count * raffle.ticket_price
      : null;
  const asksConsent = user !== null && !user.purchase_consent_at;
  const here = `/raffles/${raffle.id}/comprar`;

  const choose = (next: number[]) => {
    setChosen(next);
    setTyped(next.join(', '));
  };
  const randomFree = (howMany: number, exclude: number[]) => {
    const skip = new Set(exclude);
    const free: number[] = [];
    for (let n = 1; n <= total; n++) if (!skip.has(n) && states(n) === 'free') free.push(n);
    const picked: number[] = [];
    while (picked.length < howMany && free.length > 0)
      picked.push(free.splice(randomBelow(free.length), 1)[0]!);
    return picked;
  };

  const buy = async () => {
    if (!user) {
      await navigate(authPath('/login', here));
      return;
    }
    if (count === null || count < 1) {
      setFailure(t('buy.outOfRange', { min: formatNumber(min), max: formatNumber(total) }));
      return;
    }
    const numbers =
      chosen.length > 0 ? [...chosen, ...randomFree(count - chosen.length, chosen)] : undefined;
    setBusy(true);
    setFailure(null);
    try {
      const tx = await buyApi.createPurchase({
        type_tx: 'buy',
        raffle_id: raffle.id,
        tickets_count: count,
        amount: amount ?? 0,
        ...(chosenPackage ? { package_id: chosenPackage.id } : {}),
        ...(numbers ? { numbers } : {}),
        ...(asksConsent && consent.terms ? { accept_terms: true } : {}),
        ...(asksConsent && consent.adult ? { adult: true } : {}),
      });
      await navigate(`/pagamento/${tx.id}`);
    } catch (error) {
      setFailure(errorMessage(error, 'errors.createPurchase'));
      reload();
      setBusy(false);
    }
  };

  // With the SPA running the buttons act here; without it the server answers the same post.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const button = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (button?.name === 'ir') setPage(Number(button.value));
    else if (button?.value === 'sorte' && count !== null && count > chosen.length)
      choose([...chosen, ...randomFree(count - chosen.length, chosen)]);
    else if (button?.value === 'comprar') void buy();
  };

  const fieldError = (name: string) =>
    errors[name] && (
      <FieldMessage tone="error" id={`buy-${name}-error`}>
        {errors[name]}
      </FieldMessage>
    );

  return (
    <div className="mx-auto grid max-w-2xl gap-4" data-testid="buy-page">
      <BackLink to={`/raffles/${raffle.id}`}>{t('buyPage.back')}</BackLink>
      <Card>
        <CardHeader>
          <CardTitle>{t('buy.title')}</CardTitle>
          <p className="break-words text-sm text-slate-600">
            {t('buy.description', { name: raffle.name })}
          </p>
        </CardHeader>
        <CardContent>
          {raffle.status !== 'active' ? (
            <p className="text-sm text-slate-700">{t('buyPage.notOnSale')}</p>
          ) : (
            <PlainForm
              action={here}
              name={FORM}
              onSubmit={onSubmit}
              noValidate
              className="grid gap-5"
            >
              <input type="hidden" name="anteriores" value={chosen.join(',')} />
              <input type="hidden" name="pagina" value={page} />
              {formError && (
                <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                  {formError}
                </p>
              )}
              {!user && <p className="text-sm text-slate-700">{t('buyPage.loginNeeded')}</p>}

              <BuyQuantity
                min={min}
                quantity={quantity}
                setQuantity={setQuantity}
                packages={packages}
                chosenPackage={chosenPackage}
                setPackageId={setPackageId}
                invalid={Boolean(errors.quantidade)}
                error={fieldError('quantidade')}
              />

              <BuyTypedNumbers
                typed={typed}
                total={total}
                setTyped={setTyped}
                setChosen={setChosen}
                invalid={Boolean(errors.numeros)}
                error={fieldError('numeros')}
              />

              <BuyBoard page={page} total={total} chosen={chosen} states={states} choose={choose} />

              <dl className="grid grid-cols-[1fr_auto] gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
                <dt className="text-slate-600">{t('buy.pricePerTicket')}</dt>
                <dd className="text-right">{formatSats(raffle.ticket_price)}</dd>
                <dt className="font-semibold">{t('buy.total')}</dt>
                <dd className="text-right font-semibold text-orange-700" data-testid="buy-total">
                  {amount !== null ? formatSats(amount) : t('buy.noValue')}
                </dd>
              </dl>

              {asksConsent && (
                <BuyPageConsent
                  raffle={raffle}
                  consent={consent}
                  setConsent={setConsent}
                  termsError={fieldError('accept_terms')}
                  adultError={fieldError('adult')}
                />
              )}

              <Button type="submit" name="acao" value="comprar" size="lg" disabled={busy}>
                {busy ? t('buy.submitting') : t('buy.submit')}
              </Button>
            </PlainForm>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
