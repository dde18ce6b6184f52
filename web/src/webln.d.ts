// WebLN (https://webln.dev): browser wallets such as Alby inject window.webln.
interface WebLNProvider {
  enable(): Promise<void>;
  sendPayment(paymentRequest: string): Promise<{ preimage: string }>;
}

interface Window {
  webln?: WebLNProvider;
}
