// The worked example of /how-it-works (docs/protocols/draw.md).

/**
 * A worked example: the second known-answer vector of shared/src/draw/vectors.json (computed
 * independently with Python's hashlib). static-pages.test.tsx recomputes it with the shared
 * draw module, so this page cannot drift from the algorithm.
 */
export const WORKED_EXAMPLE = {
  block_hash: '0000000000000000000245bf06a55de1a514d74f4e6d4fa4e56cff81b306dc4f',
  draw_id: '42',
  tickets_count: 1000,
  digest: 'fc86fd20a67e12a61a0573eac2a94031c5d2247287e3bd73bde77c93c1785182',
  n: '114221342371741168509758380793368225063209695698051747738032613555815902105986',
  index: 986,
  winning_ticket: 987,
} as const;
