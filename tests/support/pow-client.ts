// A client of docs/protocols/limits.md as a script would write it: POST, and on 428 solve the challenge
// it carries (the shared hashcash solver, as the SPA's Web Worker runs it) and send again.
import type supertest from 'supertest';
import { solvePow, type PowChallenge, type PowSolution } from '@rifa/shared';

export interface WorkedResponse {
  response: supertest.Response;
  /** The challenges this call had to solve (none while the server is calm). */
  solved: PowChallenge[];
}

export async function postWithWork(
  api: ReturnType<typeof supertest>,
  path: string,
  body: Record<string, unknown>,
  maxSolves = 5,
): Promise<WorkedResponse> {
  const solved: PowChallenge[] = [];
  let pow: PowSolution | undefined;
  for (;;) {
    const response = await api.post(path).send(pow ? { ...body, pow } : body);
    if (response.status !== 428 || solved.length >= maxSolves) return { response, solved };
    const challenge = (response.body as { challenge: PowChallenge }).challenge;
    solved.push(challenge);
    pow = solvePow(challenge);
  }
}
