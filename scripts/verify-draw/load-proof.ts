// Reads a published draw proof (a URL of GET /api/rifa/:id/draw, or a saved JSON file) and,
// when the proof leaves the ticket list to tickets_url, fetches that list too (docs/protocols/http-api.md).

import { readFile } from 'node:fs/promises';
import type { DrawTicket } from '../../shared/src/draw/index.ts';

export class LoadError extends Error {
  override name = 'LoadError';
}

export interface LoadedProof {
  /** The parsed JSON (validated later by verifyProof's format check). */
  proof: unknown;
  /** Where it came from, for the report and for resolving relative tickets_url. */
  source: string;
  notes: string[];
}

const isUrl = (text: string) => /^https?:\/\//i.test(text);

/** A raffle page of the SPA (/raffles/42) is turned into its proof endpoint. */
export function proofUrlOf(input: string): string {
  const url = new URL(input);
  const page = url.pathname.match(/^(.*)\/raffles\/(\d+)\/?$/);
  if (page) url.pathname = `${page[1]}/api/rifa/${page[2]}/draw`;
  return url.toString();
}

export async function loadProof(input: string, ticketsInput?: string): Promise<LoadedProof> {
  const notes: string[] = [];
  const source = isUrl(input) ? proofUrlOf(input) : input;
  const proof = isUrl(input) ? await fetchJson(source) : await readJson(input);

  if (
    typeof proof === 'object' &&
    proof !== null &&
    (proof as { tickets?: unknown }).tickets === null
  ) {
    const record = proof as { tickets: DrawTicket[] | null; tickets_url?: unknown };
    const ticketsSource =
      ticketsInput ?? resolveTicketsUrl(record.tickets_url, isUrl(input) ? source : null);
    if (ticketsSource) {
      try {
        record.tickets = ticketListOf(
          isUrl(ticketsSource) ? await fetchJson(ticketsSource) : await readJson(ticketsSource),
        );
        notes.push(`Lista de bilhetes obtida de ${ticketsSource}.`);
      } catch (error) {
        notes.push(
          `Não foi possível obter a lista de bilhetes de ${ticketsSource}: ${(error as Error).message}`,
        );
      }
    } else {
      notes.push(
        'A prova não traz a lista de bilhetes e tickets_url é relativo: passe --tickets <url|arquivo>.',
      );
    }
  } else if (ticketsInput) {
    notes.push('--tickets ignorado: a prova já traz a lista de bilhetes.');
  }
  return { proof, source, notes };
}

function resolveTicketsUrl(ticketsUrl: unknown, proofUrl: string | null): string | null {
  if (typeof ticketsUrl !== 'string' || ticketsUrl === '') return null;
  if (isUrl(ticketsUrl)) return ticketsUrl;
  return proofUrl ? new URL(ticketsUrl, proofUrl).toString() : null;
}

/** GET /api/rifa/:id/tickets answers { data: [...] }; a bare list or { tickets } also works. */
function ticketListOf(json: unknown): DrawTicket[] {
  const list = Array.isArray(json)
    ? json
    : ((json as { data?: unknown; tickets?: unknown })?.data ??
      (json as { tickets?: unknown })?.tickets);
  if (!Array.isArray(list)) throw new LoadError('a resposta não é uma lista de bilhetes');
  return list.map(
    (ticket: { number?: unknown; payment_hash?: unknown }) =>
      ({ number: ticket?.number, payment_hash: ticket?.payment_hash }) as DrawTicket,
  );
}

async function fetchJson(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new LoadError(`não foi possível buscar ${url} (${cause})`);
  }
  const text = await response.text();
  if (!response.ok)
    throw new LoadError(`HTTP ${response.status} ao buscar ${url}${errorText(text)}`);
  return parseJson(text, url);
}

async function readJson(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new LoadError(
      `não foi possível ler ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
  return parseJson(text, path);
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new LoadError(`${where} não contém JSON válido`);
  }
}

function errorText(body: string): string {
  try {
    const message = (JSON.parse(body) as { error?: unknown }).error;
    return typeof message === 'string' ? `: ${message}` : '';
  } catch {
    return '';
  }
}
