import type {
  ServerUnaryCall,
  ServerWritableStream,
  UntypedServiceImplementation,
  sendUnaryData,
} from '@grpc/grpc-js';

import { GRPC_UNIMPLEMENTED, GrpcError } from '../errors.ts';
import { servedWalletState } from './rpc-state.ts';
import type { LndAccess } from './server.ts';

// lnrpc.State, which LND ≥ 0.13 serves without a macaroon in every state (rpcperms/
// interceptor.go: macaroonWhitelist, and checkRPCState lets StateServer through): the app
// asks it why the other services refuse instead of reading error texts. LND before 0.13
// (the 'unknown-service' lock style) has no State service at all.

const UNKNOWN_SERVICE = 'unknown service lnrpc.State';

export function stateService(access: LndAccess): UntypedServiceImplementation {
  const current = () => servedWalletState(access.lock(), access.syncing());
  return {
    GetState: (_call: ServerUnaryCall<unknown, unknown>, callback: sendUnaryData<unknown>) => {
      void (async () => {
        await access.gate.passed();
        const state = current();
        if (!state) return callback({ code: GRPC_UNIMPLEMENTED, details: UNKNOWN_SERVICE });
        callback(null, { state });
      })();
    },
    // interceptor.go SubscribeState: the current state at once, then each new one, never
    // the same state twice in a row.
    SubscribeState: (call: ServerWritableStream<unknown, unknown>) => {
      void (async () => {
        await access.gate.passed();
        const sink = access.streams.open(call, access.gate);
        let sent = current();
        if (!sent) return sink.fail(new GrpcError(GRPC_UNIMPLEMENTED, UNKNOWN_SERVICE));
        sink.write({ state: sent });
        sink.onClose(
          access.onStateChange(() => {
            const next = current();
            if (!next || next === sent) return;
            sent = next;
            sink.write({ state: next });
          }),
        );
      })();
    },
  };
}
