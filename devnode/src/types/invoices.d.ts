// The `invoices` package (Alex Bosworth's BOLT11 codec, also used inside `lightning`) ships
// no typings; this declares only the three functions (and route hints) the devnode and its tests call.
declare module 'invoices' {
  interface Feature {
    bit: number;
  }

  interface UnsignedRequestArgs {
    network: string;
    destination: string;
    id: string;
    mtokens?: string | undefined;
    description?: string | undefined;
    description_hash?: string | undefined;
    created_at: string;
    expires_at: string;
    features: Feature[];
    payment?: string | undefined;
    cltv_delta?: number | undefined;
    chain_addresses?: string[] | undefined;
    routes?: RouteHop[][] | undefined;
  }

  /** A route hint: the first element names only the start node, each next one a hop. */
  interface RouteHop {
    public_key: string | undefined;
    channel?: string;
    base_fee_mtokens?: string;
    fee_rate?: number;
    cltv_delta?: number;
  }

  interface UnsignedRequest {
    hash: string;
    hrp: string;
    preimage: string;
    tags: number[];
  }

  interface ParsedRequest {
    destination: string;
    network: string;
    cltv_delta: number;
    created_at: string;
    expires_at: string;
    description?: string;
    description_hash?: string;
    features: { bit: number; is_required: boolean; type: string }[];
    id: string;
    mtokens: string;
    tokens: number;
    payment?: string;
    routes?: RouteHop[][];
    is_expired: boolean;
  }

  const invoices: {
    createUnsignedRequest(args: UnsignedRequestArgs): UnsignedRequest;
    createSignedRequest(args: {
      destination: string;
      hrp: string;
      signature: string;
      tags: number[];
    }): {
      request: string;
    };
    parsePaymentRequest(args: { request: string }): ParsedRequest;
  };

  export = invoices;
}
