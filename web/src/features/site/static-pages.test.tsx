import { drawIndex } from '@rifa/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health, raffle } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { WORKED_EXAMPLE } from './worked-example.ts';

describe('landing (spec §2, docs/protocols/web.md)', () => {
  it('headline, two buttons, six cards, three steps and Começar Agora', async () => {
    mockFetch({ 'GET /api/health': { json: health() } });
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver Rifas Ativas' }).getAttribute('href')).toBe(
      '/raffles',
    );
    const how = screen
      .getAllByRole('link', { name: 'Como Funciona' })
      .map((a) => a.getAttribute('href'));
    expect(how).toContain('/how-it-works');
    const why = screen
      .getByRole('heading', { name: 'Por que escolher a Rifa Relâmpago?' })
      .closest('section')!;
    expect(within(why).getAllByRole('listitem')).toHaveLength(6);
    for (const title of [
      'Transparência total',
      'Lightning Network',
      'Segurança máxima',
      '100% Bitcoin',
      'Código aberto',
    ]) {
      expect(within(why).getByText(title)).toBeTruthy();
    }
    const steps = screen.getByRole('heading', { name: 'Como participar' }).closest('section')!;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    // docs/protocols/draw.md: not every prize goes on-chain.
    expect(steps.textContent).toContain(
      'acima do limite que ele define, on-chain para o seu endereço Bitcoin; abaixo dele, pela Lightning',
    );
    expect(steps.textContent).toContain('Um prêmio físico é entregue pelo organizador.');
    expect(screen.getByRole('link', { name: 'Começar Agora' }).getAttribute('href')).toBe(
      '/raffles',
    );
  });

  it('makes no claim this product cannot keep', () => {
    mockFetch({ 'GET /api/health': { json: health() } });
    renderApp('/');
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/smart contract|contratos? inteligente|24\/7|suporte 24/i);
  });
});

describe('how it works (spec §2, docs/protocols/draw.md)', () => {
  it('four steps, the exact draw rule with the example date 17/08/2025 14:00, transparency and FAQ', async () => {
    mockFetch({ 'GET /api/health': { json: health() } });
    renderApp('/how-it-works');
    expect(await screen.findByRole('heading', { level: 1, name: 'Como Funciona' })).toBeTruthy();
    for (const step of [
      'Sistema de sorteio',
      'Sistema de login',
      'Compra via Lightning',
      'Entrega do prêmio',
    ]) {
      expect(screen.getByText(new RegExp(step))).toBeTruthy();
    }
    const text = document.body.textContent ?? '';
    for (const rule of [
      // docs/protocols/draw.md , docs/protocols/draw-v2.md (proof v2), rule by rule.
      'o servidor calcula o tickets_root: a raiz de uma árvore de Merkle com uma folha por bilhete pago',
      'em ordem crescente de número. Com N = 0 a rifa é cancelada',
      'folha = sha256(0x00 ‖ utf8("<número> <payment_hash>"))',
      'nó = sha256(0x01 ‖ esquerda ‖ direita)',
      'o último nó sobe sem ser duplicado',
      'grava o tickets_root na blockchain: a âncora',
      'exatamente 6a 24 52494641 seguido dos 32 bytes do tickets_root',
      'o primeiro bloco (menor altura) acima de A cujo median time past seja estritamente maior que a data de término',
      // A v1 proof (raffles closed before the anchor) keeps its rule and its tickets_hash.
      '(prova versão 1) usam o primeiro bloco cujo median time past',
      'o tickets_hash: o sha256 das linhas "<número> <payment_hash>\\n"',
      'comprovante assinado pela chave do nó Lightning',
      '6 confirmações (DRAW_CONFIRMATIONS',
      'n = sha256(utf8(block_hash_hex + draw_id))',
      'um único inteiro sem sinal big-endian',
      'i = n mod N',
      'o bilhete i + 1',
      // docs/protocols/draw.md: each kind of prize arrives its own way.
      'pago uma única vez, da carteira do nó do operador: on-chain para o endereço Bitcoin do vencedor acima do limite definido pelo operador, ou pela Lightning abaixo dele',
      'Um prêmio físico é entregue pelo organizador: o vencedor informa no painel um contato para a entrega',
      'Os números (escolhidos por você ou sorteados entre os livres) ficam fixados já na reserva',
      'npx verify-draw <URL da prova>',
      'node verify-draw.mjs <URL da prova> --rpc http://usuario:senha@host:porta',
    ]) {
      expect(text).toContain(rule);
    }
    expect(screen.getByTestId('algorithm-example').textContent).toContain('17/08/2025 14:00');
    expect(screen.getByRole('heading', { name: 'Transparência' })).toBeTruthy();
    expect(screen.getAllByRole('group').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText('O sorteio é justo?')).toBeTruthy();
    // Texts that were untrue: numbers are not given in the order of payment, prizes do not
    // all go on-chain, and the name is asked (the FAQ says why).
    expect(text).not.toContain('na ordem de pagamento');
    expect(text).not.toContain('nome real');
    expect(text).toContain('O cadastro pede um nome (pode ser um apelido: ninguém o confere)');
    expect(text).toContain('você o recebe pela Lightning, colando no seu painel uma fatura');
  });

  it('plain Portuguese first, the technical detail folded; one block per command', async () => {
    mockFetch({ 'GET /api/health': { json: health() } });
    renderApp('/how-it-works');
    await screen.findByRole('heading', { level: 1, name: 'Como Funciona' });
    const details = screen.getAllByTestId('technical-detail');
    expect(details.map((d) => d.tagName)).toEqual(['DETAILS', 'DETAILS', 'DETAILS', 'DETAILS']);
    expect(details.map((d) => d.hasAttribute('open'))).toEqual([false, false, false, false]);
    // The technical words live only inside the folded details.
    const page = document.body.cloneNode(true) as HTMLElement;
    for (const folded of page.querySelectorAll('[data-testid="technical-detail"]')) folded.remove();
    const visible = page.textContent ?? '';
    expect(visible).not.toMatch(/median time past|big-endian/);
    const commands = screen.getAllByTestId('verify-command').map((c) => c.textContent);
    expect(commands).toEqual([
      'npx verify-draw <URL da prova>',
      'node verify-draw.mjs <URL da prova> --rpc http://usuario:senha@host:porta',
    ]);
    expect(commands.join(' ')).not.toMatch(/\bou\b/);
  });

  it('the worked example is a real computation of the shared draw module', async () => {
    mockFetch({ 'GET /api/health': { json: health() } });
    renderApp('/how-it-works');
    const example = await screen.findByTestId('worked-example');
    const e = WORKED_EXAMPLE;
    const computed = drawIndex(e.block_hash, e.draw_id, e.tickets_count);
    expect(computed).toEqual({
      digest: e.digest,
      n: e.n,
      tickets_count: e.tickets_count,
      index: e.index,
    });
    expect(e.winning_ticket).toBe(computed.index + 1);
    for (const value of [e.block_hash, e.digest, e.n]) expect(example.textContent).toContain(value);
    expect(example.textContent).toContain(
      `i = n mod 1000 = ${e.index}, então o vencedor é o bilhete ${e.winning_ticket}.`,
    );
  });
});

describe('raffle detail (/raffles/:id)', () => {
  it('everything on the card, the progress view and the draw section', async () => {
    mockFetch({
      'GET /api/health': { json: health() },
      'GET /api/rifa/5': {
        json: {
          ...raffle({
            id: 5,
            name: 'Detalhada',
            sold_tickets: 25,
            total_tickets: 100,
            available_tickets: 70,
            prize_btc_address: 'bc1qprize',
            end_date: '2030-08-17T17:00:00.000Z',
          }),
          draw: null,
        },
      },
    });
    renderApp('/raffles/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Detalhada' })).toBeTruthy();
    expect(screen.getByText('1.000.000 sats')).toBeTruthy();
    expect(screen.getByText('bc1qprize')).toBeTruthy();
    // docs/decisions/0014-numbers-prizes-packages.md: the organiser's address is explained: it is not where the prize goes.
    expect(screen.getByTestId('prize-address-help').textContent).toContain(
      'Não é para onde o prêmio vai',
    );
    expect(screen.getByText('25% vendido')).toBeTruthy();
    expect(screen.getByText('70')).toBeTruthy();
    const draw = screen.getByTestId('draw-proof-section');
    expect(draw.textContent).toContain(
      'O sorteio acontece depois da data de término (17/08/2030, 14:00',
    );
    expect(screen.getByRole('button', { name: 'Comprar Bilhete' })).toBeTruthy();
  });

  it("an unknown raffle: 'Rifa não encontrada'", async () => {
    mockFetch({
      'GET /api/health': { json: health() },
      'GET /api/rifa/99': { status: 404, json: { error: 'Rifa não encontrada' } },
    });
    renderApp('/raffles/99');
    expect(await screen.findByRole('alert')).toBeTruthy();
    // One heading, said once (the server's message is not repeated under it).
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Rifa não encontrada',
    ]);
    expect(screen.getAllByText('Rifa não encontrada')).toHaveLength(1);
  });
});

describe('routing', () => {
  it('an unknown path shows the not-found page with the navigation bar', async () => {
    mockFetch({ 'GET /api/health': { json: health() } });
    renderApp('/nao-existe');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getAllByRole('navigation', { name: 'Navegação principal' }).length,
    ).toBeGreaterThan(0);
  });
});
