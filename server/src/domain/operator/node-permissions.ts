// What the app needs from LND's macaroon, permission by permission, and what health says when
// the operator's macaroon lacks some (docs/real-node.md). The list is the one the README tells
// operators to bake with `lncli bakemacaroon`; each entry says, in pt-BR, what stops without it.

export interface RequiredPermission {
  permission: string;
  /** What fails without it, for the operator. */
  purpose: string;
}

export const REQUIRED_LND_PERMISSIONS: readonly RequiredPermission[] = [
  { permission: 'info:read', purpose: 'estado do nó' },
  { permission: 'invoices:read', purpose: 'confirmar pagamentos de bilhetes' },
  { permission: 'invoices:write', purpose: 'criar e cancelar faturas de bilhetes' },
  { permission: 'onchain:read', purpose: 'saldo e transações on-chain' },
  {
    permission: 'onchain:write',
    purpose: 'prêmios e reembolsos on-chain e o registro da lista de bilhetes no blockchain',
  },
  { permission: 'offchain:read', purpose: 'liquidez e acompanhamento de pagamentos Lightning' },
  { permission: 'offchain:write', purpose: 'prêmios e reembolsos por Lightning' },
  { permission: 'message:write', purpose: 'assinar os comprovantes de compra' },
];

export interface PermissionCheck {
  status: 'ok' | 'incompleto';
  missing: string[];
  /** pt-BR, only when something is missing. */
  message?: string;
}

/** Which required permissions `granted` lacks; null (unknown macaroon format) says nothing. */
export function checkLndPermissions(granted: ReadonlySet<string> | null): PermissionCheck | null {
  if (!granted) return null;
  const missing = REQUIRED_LND_PERMISSIONS.filter(({ permission }) => !granted.has(permission));
  if (missing.length === 0) return { status: 'ok', missing: [] };
  return {
    status: 'incompleto',
    missing: missing.map(({ permission }) => permission),
    message: `O macaroon do LND não tem ${missing
      .map(({ permission, purpose }) => `${permission} (${purpose})`)
      .join(', ')}: gere-o de novo com as permissões do README`,
  };
}
