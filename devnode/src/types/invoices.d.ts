// The `invoices` package (Alex Bosworth's BOLT11 codec, also used inside `lightning`) ships
// no typings; this declares only the three functions the devnode and its tests call.
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
