//go:build tools

// The commands the real-node suite builds; importing them here keeps go.mod and go.sum
// holding every module they need (`go mod tidy` keeps them).
package tools

import (
	_ "github.com/btcsuite/btcd"
	_ "github.com/btcsuite/btcd/cmd/btcctl"
	_ "github.com/lightningnetwork/lnd/cmd/lnd"
	_ "github.com/lightningnetwork/lnd/cmd/lncli"
)
